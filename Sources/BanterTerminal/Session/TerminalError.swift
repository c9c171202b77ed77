/// Why a terminal session could not start or change mode; each case names the system call
/// that failed and its `errno`, so the message says what to check.
public struct TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Hashable, Sendable {
        /// The input is not a terminal (a pipe, a file): raw mode is impossible.
        case notATerminal
        /// The terminal cannot show a full-screen app: `TERM=dumb` has no cursor addressing.
        case unsupportedTerminal
        /// A system call on the terminal failed.
        case systemCall(String)
    }

    /// What went wrong.
    public var code: Code
    /// `errno` at the failure, or 0.
    public var errorNumber: Int32
    /// What to tell the person at the terminal.
    public var message: String

    /// An error with its code, `errno` and message.
    public init(code: Code, errorNumber: Int32 = 0, message: String) {
        self.code = code
        self.errorNumber = errorNumber
        self.message = message
    }

    public var description: String { message }
}
