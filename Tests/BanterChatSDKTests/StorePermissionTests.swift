import Foundation
import Glibc
import Testing

@testable import BanterChatSDK

/// The mode bits (permissions only) of the entry at `path`.
private func permissionBits(_ path: String) -> mode_t {
    var status = stat()
    guard lstat(path, &status) == 0 else { return 0o7777 }
    return status.st_mode & 0o777
}

private typealias PermissionTestStore = DurableStore<[String: Int], [String: Int], [String: Int]>

@Suite("Store permissions: the embedded service's history is private to its owner")
struct StorePermissionTests {
    @Test("A new store directory is 0700 and its files 0600, under a permissive umask too", arguments: [mode_t(0o022), 0o000])
    func newStoreIsPrivate(umaskBits: mode_t) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("StorePermissionTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("store")
        let previous = umask(umaskBits)
        defer { umask(previous) }
        let (store, _) = try PermissionTestStore.open(directory: directory)
        try store.append(["a": 1])
        try store.compact(header: ["n": 1], records: [["a": 1]])
        store.close()

        #expect(permissionBits(directory.path) == 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(names.sorted() == ["journal-1.jsonl", "snapshot.jsonl"])
        for name in names {
            #expect(permissionBits(directory.appendingPathComponent(name).path) == 0o600, "\(name)")
        }
    }

    @Test("Opening a store an older build left 0755/0644 tightens it to 0700/0600 and keeps its data")
    func existingStoreIsTightened() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("StorePermissionTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let (store, _) = try PermissionTestStore.open(directory: directory)
            try store.append(["a": 1])
            store.close()
        }
        let journal = directory.appendingPathComponent("journal-0.jsonl").path
        chmod(directory.path, 0o755)
        chmod(journal, 0o644)
        #expect(permissionBits(directory.path) == 0o755)

        let (store, loaded) = try PermissionTestStore.open(directory: directory)
        defer { store.close() }
        #expect(loaded.mutations == [["a": 1]])
        #expect(permissionBits(directory.path) == 0o700)
        #expect(permissionBits(journal) == 0o600)
    }

    @Test("A file created with a strict umask is still readable and writable by its owner")
    func strictUmaskStillWorks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("StorePermissionTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let previous = umask(0o277)
        defer { umask(previous) }
        let (store, _) = try PermissionTestStore.open(directory: directory)
        try store.append(["b": 2])
        store.close()
        #expect(permissionBits(directory.appendingPathComponent("journal-0.jsonl").path) == 0o600)
        let (reopened, loaded) = try PermissionTestStore.open(directory: directory)
        defer { reopened.close() }
        #expect(loaded.mutations == [["b": 2]])
    }
}
