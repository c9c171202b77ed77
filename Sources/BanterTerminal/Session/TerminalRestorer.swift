import Glibc

/// The terminal settings to put back if the process dies, kept where a signal handler can
/// reach them without allocating or locking.
///
/// Fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS) run
/// `handleFatalSignal`, which writes the prepared restore sequence, puts the original
/// termios back (both async-signal-safe calls), reinstalls the handler that was there
/// before (the Swift runtime's backtracer, or the default) and raises the signal again, so
/// the crash is reported as usual on a terminal that works.
enum TerminalRestorer {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]
}

// Plain globals with constant initialisers: no lazy initialisation can run inside a
// signal handler. Written only from the main thread while no handler is armed.
nonisolated(unsafe) private var restoreFileDescriptor: Int32 = -1
nonisolated(unsafe) private var restoreSettings = termios()
nonisolated(unsafe) private var restoreSequence: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var restoreSequenceLength = 0
nonisolated(unsafe) private var previousActions: UnsafeMutablePointer<sigaction>? = nil
nonisolated(unsafe) private var armed: sig_atomic_t = 0

extension TerminalRestorer {
    /// Prepares the restore and installs the fatal-signal handlers.
    static func arm(fileDescriptor: Int32, settings: termios, sequence: [UInt8]) {
        disarm()
        restoreFileDescriptor = fileDescriptor
        restoreSettings = settings
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: sequence.count)
        buffer.initialize(from: sequence, count: sequence.count)
        restoreSequence = buffer
        restoreSequenceLength = sequence.count
        if previousActions == nil {
            previousActions = .allocate(capacity: 65)
            previousActions!.initialize(repeating: sigaction(), count: 65)
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handleFatalSignal
        action.sa_flags = Int32(SA_ONSTACK)
        sigemptyset(&action.sa_mask)
        for signal in fatalSignals {
            sigaction(signal, &action, previousActions! + Int(signal))
        }
        armed = 1
    }

    /// Removes the handlers (putting back the previous ones) after a normal restore.
    static func disarm() {
        guard armed != 0 else { return }
        armed = 0
        if let previousActions {
            for signal in fatalSignals { sigaction(signal, previousActions + Int(signal), nil) }
        }
        restoreSequence?.deallocate()
        restoreSequence = nil
        restoreSequenceLength = 0
    }

    /// Writes the restore sequence and puts the settings back, using only
    /// async-signal-safe calls.
    static func restoreFromSignal() {
        guard armed != 0 else { return }
        armed = 0
        if let restoreSequence {
            var written = 0
            while written < restoreSequenceLength {
                let result = Glibc.write(restoreFileDescriptor, restoreSequence + written, restoreSequenceLength - written)
                if result <= 0 { break }
                written += result
            }
        }
        tcsetattr(restoreFileDescriptor, TCSANOW, &restoreSettings)
    }
}

/// The fatal-signal handler (see `TerminalRestorer`).
private func handleFatalSignal(_ signal: Int32) {
    TerminalRestorer.restoreFromSignal()
    if let previousActions {
        sigaction(signal, previousActions + Int(signal), nil)
    } else {
        Glibc.signal(signal, SIG_DFL)
    }
    raise(signal)
}
