import Testing

@testable import DemoScenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The demo's help and error text reach their descriptor whole, or the failure says why.
struct TextOutputTests {
  @Test func textLargerThanAPipeHoldsAtOnceIsWrittenWhole() async throws {
    // Given a pipe read by another task while the write waits for room
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    let text = String(repeating: "0123456789abcdef", count: 40_000)  // 640,000 bytes
    let reader = _Concurrency.Task.detached { () -> [UInt8] in
      defer { close(readEnd) }
      var received: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while case let count = read(readEnd, &chunk, chunk.count), count > 0 {
        received += chunk[..<count]
      }
      return received
    }
    // When
    try TextOutput.write(text, to: writeEnd)
    close(writeEnd)
    // Then
    #expect(await reader.value == Array(text.utf8))
  }

  @Test(.enabled(if: access("/dev/full", W_OK) == 0, "needs /dev/full"))
  func textThatCannotBeWrittenIsAFailureWithTheSystemsReason() {
    let full = open("/dev/full", O_WRONLY)
    defer { close(full) }

    #expect(throws: TextOutput.Failure(description: "No space left on device")) {
      try TextOutput.write(DemoOptions.usage, to: full)
    }
  }
}
