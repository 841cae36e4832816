import Testing

@testable import TerminalCore

/// Finding the hot path's code in the running program, and the ranges it prefetches.
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

  #if os(Linux)
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
  #endif
}
