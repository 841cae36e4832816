#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// A POSIX thread running a ``TerminalEventReader``, joined when the reader is done.
///
/// A dedicated thread rather than a task: the reader spends its life blocked in `poll(2)`,
/// which must not hold one of the cooperative pool's few threads.
struct ReaderThread {
  /// The thread.
  let handle: pthread_t

  /// Starts a thread that runs `reader` until it stops; `nil` if `pthread_create` fails
  /// (the system is out of threads).
  ///
  /// - Parameter reader: The reader to run.
  init?(running reader: TerminalEventReader) {
    let argument = Unmanaged.passRetained(reader).toOpaque()
    #if canImport(Darwin) || canImport(Musl)
      var handle: pthread_t?
      let result = pthread_create(&handle, nil, { runReader($0) }, argument)
      guard result == 0, let handle else {
        Unmanaged<TerminalEventReader>.fromOpaque(argument).release()
        return nil
      }
    #else
      var handle = pthread_t()
      let result = pthread_create(&handle, nil, { runReader($0) }, argument)
      guard result == 0 else {
        Unmanaged<TerminalEventReader>.fromOpaque(argument).release()
        return nil
      }
    #endif
    self.handle = handle
  }

  /// Waits until the thread has ended (detaches it instead if called on that thread).
  func join() {
    if pthread_equal(handle, pthread_self()) != 0 {
      detach()
    } else {
      _ = pthread_join(handle, nil)
    }
  }

  /// Lets the thread end by itself, its resources freed when it does.
  func detach() {
    _ = pthread_detach(handle)
  }
}

/// The thread's entry point: takes back the reference passed to `pthread_create` and runs.
private func runReader(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let argument else { return nil }
  SignalHandlers.unblockOnThisThread()
  let stack = AlternateSignalStack.ensureOnCurrentThread()
  Unmanaged<TerminalEventReader>.fromOpaque(argument).takeRetainedValue().run()
  if let stack { AlternateSignalStack.release(stack) }
  return nil
}
