#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Output that `print` does not cover: standard error and files, through the C library so
/// the tool needs no Foundation.
enum Console {
    /// A file that could not be written, with the system's reason.
    struct FileError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Writes `message` and a line break to standard error, unbuffered, so it is not held
    /// back behind buffered standard output.
    static func error(_ message: String) {
        _ = write(message + "\n", to: STDERR_FILENO)
    }

    /// Creates or replaces the file at `path` with `text`.
    static func write(_ text: String, toFile path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, reason: lastErrorReason()) }
        guard write(text, to: descriptor) else {
            let reason = lastErrorReason()
            close(descriptor)
            throw FileError(path: path, reason: reason)
        }
        guard close(descriptor) == 0 else { throw FileError(path: path, reason: lastErrorReason()) }
    }

    /// Ends the process; standard output is flushed first by `exit`.
    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }

    /// Writes all of `text`, retrying after partial writes and interruptions.
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }

    private static func lastErrorReason() -> String {
        String(cString: strerror(errno))
    }
}
