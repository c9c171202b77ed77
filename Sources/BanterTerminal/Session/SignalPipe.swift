import Glibc

/// Turns signals into bytes on a pipe (the self-pipe trick): the handler only writes the
/// signal's number, which is async-signal-safe, and the run loop reads the pipe like any
/// other input, on the main queue.
enum SignalPipe {
    /// Installs the handler for `signals` and returns the pipe's read end, or `nil` if no
    /// pipe could be made. Installing again reuses the same pipe.
    static func install(for signals: [Int32]) -> Int32? {
        if signalPipeWriteEnd < 0 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
            signalPipeReadEnd = ends[0]
            signalPipeWriteEnd = ends[1]
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = forwardSignal
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        for signal in signals {
            sigaction(signal, &action, nil)
            // Dispatch may have blocked the signal in this thread; the handler must see it.
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signal)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
        return signalPipeReadEnd
    }
}

// Plain globals: the handler may read nothing that needs lazy initialisation.
nonisolated(unsafe) private var signalPipeReadEnd: Int32 = -1
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Writes the signal's number to the pipe; a full pipe drops it (a burst of the same
/// signals means the same as one).
private func forwardSignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}
