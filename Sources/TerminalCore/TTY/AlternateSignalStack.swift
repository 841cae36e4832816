#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Alternate signal stacks (`sigaltstack(2)`), so that the crash handler can run, and restore
/// the terminal, after a thread overflowed its stack.
///
/// A signal handler runs on the stack of the thread it interrupts; after a stack overflow
/// there is no room left there, and the kernel kills the process without running it. The
/// crash handlers are installed with `SA_ONSTACK`, so they run on the thread's alternate
/// stack when it has one. A thread can only set its own, so a ``TTY`` gives one to the thread
/// that starts it, the thread that writes its frames (the main actor's, in a run loop), and
/// its reader thread. A stack the thread already has (the Swift runtime gives one to the
/// process's first thread) is kept.
enum AlternateSignalStack {
  /// The size of each stack: 64 KiB, several times what the handlers and the Swift
  /// runtime's crash reporter need (the runtime's own is about 30 KiB).
  static let size = 64 * 1024

  private static let disabledFlag = Int32(SS_DISABLE)

  /// A thread-specific value, set on a thread once it is known to have a stack, so that
  /// ``ensureOnCurrentThread()`` asks the kernel once per thread rather than before every
  /// frame written.
  private static let hasStackKey: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
  }()

  /// Gives the calling thread an alternate signal stack, unless it has one.
  ///
  /// - Returns: The stack it allocated (for a thread that ends, to give to
  ///   ``release(_:)``), or `nil` if the thread had one already or none could be set.
  @discardableResult
  static func ensureOnCurrentThread() -> UnsafeMutableRawPointer? {
    if let key = hasStackKey, pthread_getspecific(key) != nil { return nil }
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0 else { return nil }
    guard current.ss_flags & disabledFlag != 0 else {
      markCurrentThread(hasStack: true)
      return nil
    }
    let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    guard sigaltstack(&stack, nil) == 0 else {
      memory.deallocate()
      return nil
    }
    markCurrentThread(hasStack: true)
    return memory
  }

  /// Whether the calling thread has an alternate signal stack.
  static var isSetOnCurrentThread: Bool {
    var current = stack_t()
    return sigaltstack(nil, &current) == 0 && current.ss_flags & disabledFlag == 0
  }

  /// Takes the calling thread's alternate stack away and frees `memory`, which
  /// ``ensureOnCurrentThread()`` allocated on this thread.
  ///
  /// - Parameter memory: The stack.
  static func release(_ memory: UnsafeMutableRawPointer) {
    var disabled = stack_t()
    disabled.ss_flags = disabledFlag
    _ = sigaltstack(&disabled, nil)
    markCurrentThread(hasStack: false)
    memory.deallocate()
  }

  private static func markCurrentThread(hasStack: Bool) {
    guard let key = hasStackKey else { return }
    _ = pthread_setspecific(key, hasStack ? UnsafeRawPointer(bitPattern: 1) : nil)
  }
}
