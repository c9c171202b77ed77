import Glibc

/// Writes messages to standard error without Foundation.
enum FileHandleStandardError {
    static func write(_ message: String) {
        var bytes = Array(message.utf8)
        _ = Glibc.write(STDERR_FILENO, &bytes, bytes.count)
    }
}
