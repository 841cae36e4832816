import TerminalUITesting
import Testing

@testable import TerminalCore

/// The ranges of the hot path's code that are prefetched.
struct HotCodeTests {
  @Test func overlappingAndTouchingRangesAreMergedInOrder() {
    let sut = HotCode.merged([40..<50, 0..<10, 10..<20, 45..<60, 30..<30, 5..<8])

    #expect(sut == [0..<20, 40..<60])
  }

  @Test func aRangeLosesThePartsOthersCover() {
    let covered: [UInt] = []
    #expect(HotCode.subtracting(covered.map { $0..<$0 }, from: 10..<20) == [10..<20])
    #expect(HotCode.subtracting([0..<12, 15..<16, 18..<30], from: 10..<20) == [12..<15, 16..<18])
    #expect(HotCode.subtracting([10..<20], from: 10..<20) == [])
    #expect(HotCode.subtracting([0..<5, 25..<30], from: 10..<20) == [10..<20])
  }
}

#if os(Linux)
  extension TTYTests {
    /// Finding the hot path's code in the running program, by the event reader once idle.
    ///
    /// Among the terminal's tests, which run one at a time: one starts a terminal, and the
    /// ranges found are the process's own, which each test here sets.
    struct HotCodeLocationTests {
      @Test func theKeyPathIsFoundInThisProgramAndPrefetchedWithoutFault() throws {
        let found = try HotCode.locate()
        let key = HotCode.keyPath.locatedRanges
        let transition = HotCode.transition.locatedRanges

        // The tests link TerminalCore and TerminalUI, unoptimized: the functions a key runs
        // that are not specializations are there.
        #expect(found > 20)
        #expect(!key.isEmpty)
        #expect(key == HotCode.merged(key))
        for range in transition {
          #expect(!key.contains { $0.overlaps(range) })
        }
        HotCode.keyPath.prefetch()
        HotCode.transition.prefetch()
      }

      @Test func anIdleEventReaderFindsTheCodeAskedForAndKeysStillArrive() async throws {
        // Given an ELF file defining the first function of each path, just past its program
        // headers, so that they lie in this program's own image once the bias is added
        let headers = ELFImage.loadAddress + 64
        let file = try ELFImage(symbols: [
          .function(HotCodeNames.keyPath[0], address: headers + 0x100, size: 0x80),
          .function(HotCodeNames.transition[0], address: headers + 0x200, size: 0x40),
        ]).write()
        let bias = try HotCode.programHeadersInMemory() &- headers
        let key = [headers + 0x100 &+ bias..<headers + 0x180 &+ bias]
        let transition = [headers + 0x200 &+ bias..<headers + 0x240 &+ bias]
        let pty = try PseudoTerminal()
        let tty = try TTY(input: pty.slave, output: pty.slave)
        defer { tty.stop() }
        try tty.start()
        var events = tty.events().makeAsyncIterator()

        // When the reader is asked to find it, and then left idle
        HotCode.requestLocation(in: file.path)
        let deadline = ContinuousClock.now + .seconds(10)
        while HotCode.keyPath.locatedRanges != key, ContinuousClock.now < deadline {
          try await Task.sleep(for: .milliseconds(10))
        }

        // Then it found both, and still reads keys
        #expect(HotCode.keyPath.locatedRanges == key)
        #expect(HotCode.transition.locatedRanges == transition)
        pty.type("x")
        #expect(await events.next() == .input([.key(KeyEvent(.character("x")))]))
      }
    }
  }
#endif
