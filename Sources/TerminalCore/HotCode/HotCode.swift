import CodePrefetch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Code a TerminalUI app runs on a hot path, found by name in the running executable, so
/// that it can be brought into the caches just before it runs.
///
/// A key comes after tens of milliseconds idle, when the code that answers it has left the
/// processor's caches. The processor then misses on each line of that code in turn: it
/// cannot fetch an instruction before it knows where the last one leads. Prefetched
/// together when the key is read (``prefetchForKey()``), the lines arrive side by side, in the
/// time of a few misses. The functions are listed by `generate-hot-path-order.py`, which
/// traces the demo (`HotCodeNames`); those of the framework and of the Swift runtime and
/// standard library linked into the app are found, the app's own are not listed.
///
/// Until ``locate(executable:)`` has found them (on Linux, from the executable's symbol
/// table), a prefetch does nothing; it also does nothing on other systems and in a
/// stripped executable.
package final class HotCode: Sendable {
  /// The code between the read of a key and the write of its frame.
  static let keyPath = HotCode()
  /// The code a scene transition (a push, pop, presentation or dismissal) adds to a key's.
  static let transition = HotCode()

  /// The code, as address ranges of the running process, sorted and disjoint.
  private let ranges = Mutex<[Range<UInt>]>([])
  /// Whether ``prefetchForTransition()`` is still to prefetch ``transition`` for the key
  /// being handled: one transition's code is prefetched once a key, as a segue also pushes.
  private static let transitionArmed = Atomic<Bool>(true)

  private init() {}

  /// Prefetches ``keyPath``: a key has been read.
  package static func prefetchForKey() {
    keyPath.prefetch()
    transitionArmed.store(true, ordering: .relaxed)
  }

  /// Prefetches ``transition``, unless it was since the last key: a transition begins.
  package static func prefetchForTransition() {
    guard transitionArmed.exchange(false, ordering: .relaxed) else { return }
    transition.prefetch()
  }

  /// Asks the processor to bring the code into its caches, without waiting for it.
  func prefetch() {
    ranges.withLock { ranges in
      for range in ranges {
        code_prefetch(UnsafeRawPointer(bitPattern: range.lowerBound), range.count)
      }
    }
  }

  /// The address ranges found, sorted and disjoint: empty until ``locate(executable:)``.
  var locatedRanges: [Range<UInt>] { ranges.withLock { $0 } }

  /// Whether ``locateIfAsked()`` is to find the code: set by ``requestLocation()``.
  private static let locationRequested = Atomic<Bool>(false)
  /// The file the running program was loaded from, on Linux.
  static let runningExecutable = "/proc/self/exe"
  /// The file ``locateIfAsked()`` is to find the code in: the running program's.
  private static let requestedExecutable = Mutex(runningExecutable)

  /// Asks for ``keyPath`` and ``transition`` to be found in the running executable by the
  /// terminal session's event reader, on its own thread, once it has been idle for
  /// ``locationDelayMilliseconds``: reading the symbol table takes milliseconds, which
  /// neither the first frame nor a key should wait for, and another thread would cost its
  /// memory.
  ///
  /// The environment variable `CLEANSCENES_PREFETCH=off` turns it off: to measure a key
  /// without it, or under valgrind, where reading the symbol table takes minutes. A debug
  /// build does without it: unoptimized, the look-up would hold the first keys up (seconds
  /// in a test bundle's symbol table), and a debug build's speed is not what it is for.
  package static func requestLocation() {
    #if !DEBUG
      if let setting = getenv("CLEANSCENES_PREFETCH"), String(cString: setting) == "off" {
        return
      }
      requestLocation(in: runningExecutable)
    #endif
  }

  /// Asks, in any build, for ``keyPath`` and ``transition`` to be found in the ELF file
  /// `executable` by the event reader once it is idle, as ``requestLocation()`` does for
  /// the running program's.
  ///
  /// - Parameter executable: The file the running program was loaded from.
  static func requestLocation(in executable: String) {
    requestedExecutable.withLock { $0 = executable }
    locationRequested.store(true, ordering: .releasing)
  }

  /// How long the event reader waits idle before it finds the code: past the first frame.
  static let locationDelayMilliseconds: Int32 = 50

  /// `timeout` (milliseconds, -1 for none), shortened to ``locationDelayMilliseconds``
  /// while ``requestLocation()``'s look-up is still to be done.
  static func pollTimeout(limiting timeout: Int32) -> Int32 {
    guard locationRequested.load(ordering: .relaxed) else { return timeout }
    return timeout < 0 ? locationDelayMilliseconds : min(timeout, locationDelayMilliseconds)
  }

  /// Finds the code if ``requestLocation()`` asked for it since the last time.
  ///
  /// - Returns: Whether it looked.
  static func locateIfAsked() -> Bool {
    guard locationRequested.exchange(false, ordering: .acquiringAndReleasing) else {
      return false
    }
    _ = try? locate(executable: requestedExecutable.withLock { $0 })
    return true
  }

  /// Finds ``keyPath`` and ``transition`` in the ELF file `executable`, the running
  /// program's by default, loaded where its program headers are now (`AT_PHDR`).
  ///
  /// - Parameter executable: The file the running program was loaded from.
  /// - Returns: How many functions were found.
  /// - Throws: ``ELFReadError`` when the file cannot be read (as on systems that are not
  ///   Linux, or when the executable was stripped).
  @discardableResult
  package static func locate(executable: String = runningExecutable) throws(ELFReadError) -> Int {
    #if os(Linux)
      let keyNames = HotCodeNames.keyPath
      let symbols = try ELFFunctionSymbols(
        path: executable, names: keyNames + HotCodeNames.transition)
      let bias = try programHeadersInMemory() &- symbols.programHeaderAddress
      var key: [Range<UInt>] = []
      var transition: [Range<UInt>] = []
      for function in symbols.functions {
        let start = function.address &+ bias
        let range = start..<start + UInt(function.size)
        if function.index < keyNames.count {
          key.append(range)
        } else {
          transition.append(range)
        }
      }
      let keyRanges = merged(key)
      Self.keyPath.ranges.withLock { $0 = keyRanges }
      let transitionRanges = merged(transition).flatMap { subtracting(keyRanges, from: $0) }
      Self.transition.ranges.withLock { $0 = transitionRanges }
      return symbols.functions.count
    #else
      throw .notELF64LittleEndian
    #endif
  }

  #if os(Linux)
    /// Where the running program's program headers are (`AT_PHDR` of `/proc/self/auxv`).
    static func programHeadersInMemory() throws(ELFReadError) -> UInt {
      let descriptor = open("/proc/self/auxv", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw .cannotOpen(path: "/proc/self/auxv", errno: errno) }
      defer { close(descriptor) }
      var pair: (key: UInt, value: UInt) = (0, 0)
      while read(descriptor, &pair, MemoryLayout.size(ofValue: pair))
        == MemoryLayout.size(ofValue: pair)
      {
        if pair.key == 3 { return pair.value }  // AT_PHDR
        if pair.key == 0 { break }  // AT_NULL
      }
      throw .malformed("no AT_PHDR in /proc/self/auxv")
    }
  #endif

  /// `ranges` sorted, with those that overlap or touch made one.
  static func merged(_ ranges: [Range<UInt>]) -> [Range<UInt>] {
    var result: [Range<UInt>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
      if let last = result.last, range.lowerBound <= last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// The parts of `range` outside `sorted` (sorted and disjoint).
  static func subtracting(_ sorted: [Range<UInt>], from range: Range<UInt>) -> [Range<UInt>] {
    var result: [Range<UInt>] = []
    var start = range.lowerBound
    for other in sorted where other.upperBound > start && other.lowerBound < range.upperBound {
      if other.lowerBound > start { result.append(start..<other.lowerBound) }
      start = max(start, other.upperBound)
    }
    if start < range.upperBound { result.append(start..<range.upperBound) }
    return result
  }
}
