import Glibc

/// Writes diagnostics to standard error, where they reach a developer without getting in
/// the way of the screen (the terminal shows the alternate screen; stderr can be
/// redirected).
enum FileDiagnostics {
    static func write(_ message: String) {
        var bytes = Array(message.utf8)
        _ = Glibc.write(STDERR_FILENO, &bytes, bytes.count)
    }
}
