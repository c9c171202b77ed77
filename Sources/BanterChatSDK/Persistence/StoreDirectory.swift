import Foundation
import Glibc

/// The directory a durable store lives in, held open for its whole life: the open descriptor is
/// what `fsync` needs to make renames and new files durable, and it carries an exclusive `flock`
/// so two stores (in this process or another) never write the same files.
///
/// The store holds people's message history, so it is private to its owner: the directory is
/// kept 0700 and its files 0600 whatever the umask, and a store made by an older build (0755
/// and 0644) is tightened when opened.
final class StoreDirectory {
    /// The mode of the directory itself: the owner only.
    static let directoryMode: mode_t = 0o700
    /// The mode of every file in it: the owner may read and write, nobody else anything.
    static let fileMode: mode_t = 0o600

    /// The directory's path, without a trailing slash.
    let path: String
    private var descriptor: Int32

    /// Opens and locks the directory at `path`, creating it (and its parents) if it does not exist.
    /// Fails with `.malformedData` if `path` is something other than a directory, with
    /// `.invalidParameter` if it cannot be created or another store has it open, and with
    /// `.internalServerError` if it cannot be opened.
    init(path: String) throws(ChatError) {
        self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        var status = stat()
        if stat(self.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw ChatError(
                    .malformedData,
                    "Corrupt store directory \(self.path): the path exists but is not a directory.")
            }
        } else {
            do {
                try FileManager.default.createDirectory(
                    atPath: self.path, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: Int(StoreDirectory.directoryMode)])
            } catch {
                throw ChatError(
                    .invalidParameter,
                    "Store directory \(self.path) cannot be created: \(error.localizedDescription)")
            }
            // The new directory's own entry lives in its parent; sync that too, or a crash could
            // lose the directory together with everything acknowledged inside it.
            StoreDirectory.syncParent(of: self.path)
        }
        var descriptor: Int32
        repeat {
            descriptor = Glibc.open(self.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw StoreFile.failure("open directory", self.path) }
        self.descriptor = descriptor
        // A process being spawned holds a copy of every descriptor until it execs, and with it
        // the lock of a store just closed here; such a holder lets go within microseconds, a
        // store open elsewhere does not. So a held lock is tried again for a moment.
        var attempts = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EWOULDBLOCK, attempts < 25 {
                attempts += 1
                usleep(2_000)
                continue
            }
            guard errno == EINTR else {
                let reason = errno == EWOULDBLOCK
                    ? "it is already open by another store" : String(cString: strerror(errno))
                close()
                throw ChatError(.invalidParameter, "Store directory \(self.path) cannot be locked: \(reason).")
            }
        }
        tightenModes()
    }

    /// Makes the directory 0700 and each regular file in it at most 0600. Done on every open,
    /// after the lock is held, so a store created by an older build or under a loose umask
    /// stops being readable by others before anything more is written to it. Best effort: a
    /// file this user cannot chmod is one they do not own, and the store refuses nothing for it.
    private func tightenModes() {
        _ = fchmod(descriptor, Self.directoryMode)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names {
            var status = stat()
            // lstat: a symbolic link is not followed, so nothing outside the store is changed.
            guard lstat(path(of: name), &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let mode = status.st_mode & 0o7777
            if mode & ~Self.fileMode != 0 { _ = chmod(path(of: name), mode & Self.fileMode) }
        }
    }

    deinit { close() }

    /// The full path of the entry `name` in this directory.
    func path(of name: String) -> String { path + "/" + name }

    /// The names of the directory's entries, in no particular order.
    func entryNames() throws(ChatError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ChatError(.internalServerError, "Store directory \(path) cannot be listed: \(error.localizedDescription)")
        }
    }

    /// Makes the directory's entries durable: renames, creations and removals done so far
    /// survive a crash only after this returns.
    func sync() throws(ChatError) {
        while fsync(descriptor) != 0 {
            if errno != EINTR { throw StoreFile.failure("fsync directory", path) }
        }
    }

    /// Creates (or empties) the temporary sibling of `name`, open for appending; pair it with
    /// `install(_:as:)`, or with `removeTemporary(of:)` if writing fails.
    func createTemporary(for name: String) throws(ChatError) -> StoreFile {
        try StoreFile.open(
            path(of: StoreDirectory.temporaryName(of: name)), flags: O_WRONLY | O_CREAT | O_TRUNC | O_APPEND,
            mode: Self.fileMode)
    }

    /// Atomically replaces `name` by its temporary sibling and syncs the directory, so after this
    /// returns a reader sees the complete new file, and before it the complete old one (or none).
    /// The caller must have synced `file` first; the descriptor stays open on the installed file.
    func install(_ file: StoreFile, as name: String) throws(ChatError) {
        let temporary = path(of: StoreDirectory.temporaryName(of: name))
        precondition(file.path == temporary, "install(_:as:) takes the file createTemporary(for:) returned")
        guard rename(temporary, path(of: name)) == 0 else { throw StoreFile.failure("rename", temporary) }
        try sync()
    }

    /// Replaces `name` by a file holding exactly `data`, all or nothing: written to the
    /// temporary sibling (tightened to the store's mode even when an older one was left
    /// laxer), synced, installed, closed. After a failure the previous file is untouched.
    func replaceContents(of name: String, with data: Data) throws(ChatError) {
        do throws(ChatError) {
            let file = try createTemporary(for: name)
            defer { file.close() }
            _ = chmod(file.path, Self.fileMode)
            try file.write(data)
            try file.sync()
            try install(file, as: name)
        } catch {
            removeTemporary(of: name)
            throw error
        }
    }

    /// Removes the temporary sibling of `name` if there is one; used after a failed write, where
    /// any error has already been reported and a leftover is harmless.
    func removeTemporary(of name: String) {
        _ = unlink(path(of: StoreDirectory.temporaryName(of: name)))
    }

    /// Removes the entry `name`, returning whether it did; callers use it only for files that the
    /// store ignores anyway, so a failure is not an error.
    @discardableResult
    func remove(_ name: String) -> Bool {
        unlink(path(of: name)) == 0
    }

    /// Releases the lock and the descriptor; later calls do nothing.
    func close() {
        guard descriptor >= 0 else { return }
        _ = Glibc.close(descriptor)
        descriptor = -1
    }

    /// The name of the temporary file that becomes `name` once complete.
    static func temporaryName(of name: String) -> String { name + ".tmp" }

    /// Best-effort sync of the immediate parent of a directory just created, so the new directory's
    /// entry outlives a power loss; failing to sync it is not worth refusing to open over.
    private static func syncParent(of path: String) {
        let parent = (path as NSString).deletingLastPathComponent
        let descriptor = Glibc.open(parent.isEmpty ? "." : parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = Glibc.close(descriptor)
    }
}
