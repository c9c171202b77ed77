import Foundation
import Glibc

/// The outbox on disk: `outbox.json` (every entry, oldest first) and one `file-<n>.bin` per
/// file message whose bytes wait to be sent, in a folder of one account's local copy.
///
/// Every change is written to a temporary file, synced, renamed over the old one and the
/// folder synced, so a crash at any point leaves the old outbox or the new one, never a
/// mix; `save` returns only once the new one is on disk. The folder is created 0700 and the
/// files 0600 whatever the umask, and the folder is locked while open, so a second process
/// of the same account keeps no outbox rather than send twice.
final class OutboxStore {
    private struct Contents: Codable {
        var version: Int
        var entries: [OutboxEntry]
    }

    static let fileName = "outbox.json"
    static let formatVersion = 1
    private let directory: StoreDirectory

    /// Opens (creating it if need be) the outbox folder `path`.
    init(path: String) throws(ChatError) {
        try Self.makePrivateDirectory(path)
        directory = try StoreDirectory(path: path)
    }

    /// Unlocks the folder; later writes fail (the outbox stops writing first).
    func close() { directory.close() }

    /// The entries written last, oldest first, with a notice when a file could not be read
    /// (then set aside as `outbox.json.unreadable`, never deleted, and the outbox starts empty).
    func load() -> (entries: [OutboxEntry], notice: String?) {
        let path = directory.path(of: Self.fileName)
        guard FileManager.default.fileExists(atPath: path) else { return ([], nil) }
        do {
            let data = try StoreFile.contents(of: path)
            let contents = try JSONDecoder().decode(Contents.self, from: data)
            guard contents.version == Self.formatVersion else { throw ChatError(.malformedData, "version \(contents.version)") }
            return (contents.entries, nil)
        } catch {
            _ = rename(path, path + ".unreadable")
            return ([], "The outbox at \(path) could not be read (\(error)); it was set aside as \(Self.fileName).unreadable.")
        }
    }

    /// Replaces the outbox on disk by `entries`, durably.
    func save(_ entries: [OutboxEntry]) throws(ChatError) {
        let data: Data
        do { data = try JSONEncoder().encode(Contents(version: Self.formatVersion, entries: entries)) } catch {
            throw ChatError(.internalServerError, "The outbox cannot be encoded: \(error).")
        }
        try directory.replaceContents(of: Self.fileName, with: data)
    }

    /// Keeps the bytes of the file message with outbox number `number` until it is sent.
    func saveFileData(_ data: Data, number: String) throws(ChatError) {
        try directory.replaceContents(of: "file-\(number).bin", with: data)
    }

    func fileData(number: String) -> Data? {
        try? StoreFile.contents(of: directory.path(of: "file-\(number).bin"))
    }

    func removeFileData(number: String) {
        directory.remove("file-\(number).bin")
    }


    /// Creates `path` and any missing parents 0700, and tightens `path` itself to 0700.
    static func makePrivateDirectory(_ path: String) throws(ChatError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o700) != 0, errno != EEXIST {
                throw ChatError(.invalidParameter, "The folder \(built) cannot be created: \(String(cString: strerror(errno))).")
            }
        }
        _ = chmod(path, 0o700)
    }
}
