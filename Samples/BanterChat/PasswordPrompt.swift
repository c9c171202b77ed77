import Foundation
import Glibc

/// Asks for a password on the controlling terminal (`/dev/tty`) with echo off, before the
/// full-screen UI takes the terminal. Echo comes back on however the read ends; Ctrl-C
/// during the prompt puts it back before the process ends.
///
/// Main thread only; blocks until a line is entered.
enum PasswordPrompt {
    /// The line typed after `prompt`, without its line break (empty at end of input); nil
    /// when there is no terminal (no `/dev/tty` and standard input is not one, as under a
    /// pipe or a service manager) or its settings cannot be changed.
    static func read(_ prompt: String) -> String? {
        // /dev/tty is the terminal even when standard input is redirected; a process
        // without a controlling terminal (started on a pseudo-terminal it does not own)
        // is asked on its standard input when that is a terminal.
        let controlling = open("/dev/tty", O_RDWR | O_NOCTTY)
        let tty = controlling >= 0 ? controlling : (isatty(STDIN_FILENO) == 1 ? STDIN_FILENO : -1)
        guard tty >= 0 else { return nil }
        defer { if controlling >= 0 { close(controlling) } }
        var original = termios()
        guard tcgetattr(tty, &original) == 0 else { return nil }
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL | ICANON)
        saved = original
        savedDescriptor = tty
        let previousHandler = signal(SIGINT) { _ in
            // Only async-signal-safe calls: put echo back, then die of the signal as usual.
            if var settings = PasswordPrompt.saved { tcsetattr(PasswordPrompt.savedDescriptor, TCSANOW, &settings) }
            signal(SIGINT, SIG_DFL)
            raise(SIGINT)
        }
        defer {
            tcsetattr(tty, TCSANOW, &original)
            signal(SIGINT, previousHandler)
            saved = nil
        }
        guard tcsetattr(tty, TCSAFLUSH, &quiet) == 0 else { return nil }
        // Standard input may be read-only: the prompt goes to standard error then.
        let promptDescriptor = controlling >= 0 ? tty : STDERR_FILENO
        _ = prompt.withCString { Glibc.write(promptDescriptor, $0, strlen($0)) }
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(tty, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }

    // The terminal settings to restore from the SIGINT handler, which can capture nothing.
    nonisolated(unsafe) private static var saved: termios?
    nonisolated(unsafe) private static var savedDescriptor: Int32 = -1
}
