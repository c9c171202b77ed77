import Foundation
import Glibc

/// One open file of the durable store, written with raw `write`/`fsync` so that "returned"
/// really means "on disk": writes retry on partial writes and `EINTR`, and every failure
/// becomes a `ChatError` naming the file and the system's reason.
final class StoreFile {
    /// The file's path, for error messages.
    let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close() }

    /// Opens `path` with the given `open(2)` flags (`O_CLOEXEC` is always added). With `O_CREAT`
    /// the file is set to exactly `mode` (0600 unless asked otherwise), not to `mode` less the
    /// umask: a permissive umask must not make the history readable by others, and a strict
    /// one must not make it unreadable by its owner.
    static func open(_ path: String, flags: Int32, mode: mode_t = StoreDirectory.fileMode) throws(ChatError) -> StoreFile {
        while true {
            let descriptor = Glibc.open(path, flags | O_CLOEXEC, mode)
            if descriptor >= 0 {
                if flags & O_CREAT != 0 { _ = fchmod(descriptor, mode) }
                return StoreFile(path: path, descriptor: descriptor)
            }
            if errno != EINTR { throw StoreFile.failure("open", path) }
        }
    }

    /// The whole content of the file at `path`, read through a read-only descriptor so that
    /// reading can never modify a file the store may yet refuse to open.
    static func contents(of path: String) throws(ChatError) -> Data {
        let file = try StoreFile.open(path, flags: O_RDONLY)
        defer { file.close() }
        return try file.readAll()
    }

    /// Reads from offset 0 to end of file; the size is only a hint, so a file that grows or
    /// shrinks while being read still gives what `pread` returned.
    func readAll() throws(ChatError) -> Data {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw StoreFile.failure("stat", path) }
        var data = Data(count: max(Int(status.st_size), 0) + 1)
        var length = 0
        while true {
            if length == data.count { data.count = data.count * 2 }
            let capacity = data.count - length
            let count = data.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + length, capacity, off_t(length))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw StoreFile.failure("read", path)
            }
            if count == 0 { break }
            length += count
        }
        data.count = length
        return data
    }

    /// Writes every byte of `data` or throws; a short write is continued and `EINTR` retried, so
    /// on success the kernel has all of it (not yet durable: call `sync()`).
    func write(_ data: Data) throws(ChatError) {
        // Data.withUnsafeBytes rethrows untyped errors, so the failure is carried out by hand.
        var failure: ChatError?
        data.withUnsafeBytes { buffer in
            guard var next = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let count = Glibc.write(descriptor, next, remaining)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = StoreFile.failure("write", path)
                    return
                }
                next += count
                remaining -= count
            }
        }
        if let failure { throw failure }
    }

    /// Makes everything written so far durable (`fsync`); only after this returns may a write be
    /// acknowledged.
    func sync() throws(ChatError) {
        while fsync(descriptor) != 0 {
            if errno != EINTR { throw StoreFile.failure("fsync", path) }
        }
    }

    /// Cuts the file back to `length` bytes (not yet durable: call `sync()`).
    func truncate(to length: Int) throws(ChatError) {
        while ftruncate(descriptor, off_t(length)) != 0 {
            if errno != EINTR { throw StoreFile.failure("truncate", path) }
        }
    }

    /// Closes the descriptor; later calls do nothing. Errors from `close` are ignored because
    /// durability was already decided by `sync()`.
    func close() {
        guard descriptor >= 0 else { return }
        _ = Glibc.close(descriptor)
        descriptor = -1
    }

    /// The error for a failed system call on `path`, read from the current `errno`: the service
    /// failing inside, as the real one reports a storage failure.
    static func failure(_ operation: String, _ path: String) -> ChatError {
        let code = errno
        return ChatError(
            .internalServerError,
            "Store I/O failed: \(operation) \(path): \(String(cString: strerror(code))) (errno \(code)).")
    }
}
