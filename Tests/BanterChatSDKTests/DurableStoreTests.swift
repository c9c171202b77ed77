import Foundation
import Testing

@testable import BanterChatSDK

// MARK: - Toy state

/// The store's non-record state in these tests.
private struct StoreTestHeader: Codable, Equatable {
    var nextId: Int
}

/// One record of the toy state.
private struct StoreTestRecord: Codable, Equatable {
    var id: Int
    var text: String
}

/// A change to the toy state.
private enum StoreTestMutation: Codable, Equatable {
    case post(id: Int, text: String)
    case delete(id: Int)
}

private typealias StoreTestStore = DurableStore<StoreTestHeader, StoreTestRecord, StoreTestMutation>

/// The toy state a snapshot plus mutations describe: text by id.
private func storeTestState(records: [StoreTestRecord], mutations: [StoreTestMutation]) -> [Int: String] {
    var state: [Int: String] = [:]
    for record in records { state[record.id] = record.text }
    for mutation in mutations {
        switch mutation {
        case .post(let id, let text): state[id] = text
        case .delete(let id): state[id] = nil
        }
    }
    return state
}

/// The toy state as the records of a snapshot, in id order.
private func storeTestRecords(_ state: [Int: String]) -> [StoreTestRecord] {
    state.keys.sorted().map { StoreTestRecord(id: $0, text: state[$0]!) }
}

/// A mutation whose line length varies with `index`, with text that needs JSON escaping.
private func storeTestPost(_ index: Int) -> StoreTestMutation {
    .post(id: index, text: "message \(index) \"quoted\"\nsecond line ✓ 😀 " + String(repeating: "x", count: index % 17))
}

// MARK: - Helpers

/// SplitMix64, so that every "random" offset is the same on every run.
private struct StoreTestRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs `body` with a fresh, not yet existing directory path and removes it afterwards.
private func withStoreTestDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("DurableStoreTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    return try body(root)
}

private func fileNames(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

private func bytes(of file: URL) throws -> Data {
    try Data(contentsOf: file)
}

/// Every file of `directory` with its bytes, to show that a refused open touched nothing.
private func contents(of directory: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try fileNames(in: directory) { result[name] = try bytes(of: directory.appendingPathComponent(name)) }
    return result
}

private func truncate(_ file: URL, to length: Int) throws {
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    try handle.truncate(atOffset: UInt64(length))
}

/// The offsets just past each "\n" of `data`, i.e. where each complete line ends.
private func lineEnds(_ data: Data) -> [Int] {
    data.indices.filter { data[$0] == 0x0A }.map { $0 + 1 }
}

/// Replaces the 1-based `line` of `file` (without its "\n") by `replacement`.
private func replaceLine(_ line: Int, of file: URL, with replacement: String) throws {
    var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    lines[line - 1] = replacement
    try lines.joined(separator: "\n").write(to: file, atomically: false, encoding: .utf8)
}

// MARK: - Tests

@Suite("DurableStore: a crash-safe journal and snapshot store")
struct DurableStoreTests {
    @Test("A directory that does not exist yet is created and opens empty, with a journal of generation 0")
    func freshDirectoryOpensEmpty() throws {
        try withStoreTestDirectory { root in
            let directory = root.appendingPathComponent("nested/store")
            let (store, loaded) = try StoreTestStore.open(directory: directory)
            defer { store.close() }

            #expect(loaded.snapshot == nil)
            #expect(loaded.mutations.isEmpty)
            #expect(loaded.warnings.isEmpty)
            #expect(store.generation == 0)
            #expect(try fileNames(in: directory) == ["journal-0.jsonl"])
            let journal = try String(contentsOf: directory.appendingPathComponent("journal-0.jsonl"), encoding: .utf8)
            #expect(journal == #"{"format":"banter-store-journal","generation":0,"version":1}"# + "\n")
        }
    }

    @Test("A directory another store has open is refused, and free again once it closes")
    func oneStorePerDirectory() throws {
        try withStoreTestDirectory { directory in
            let (first, _) = try StoreTestStore.open(directory: directory)
            #expect {
                _ = try StoreTestStore.open(directory: directory)
            } throws: { error in
                (error as? ChatError)?.message.contains("already open by another store") == true
            }
            first.close()
            let (second, _) = try StoreTestStore.open(directory: directory)
            second.close()
        }
    }

    @Test("Appended mutations come back in order after reopening, one JSON line each")
    func appendedMutationsComeBackInOrder() throws {
        try withStoreTestDirectory { directory in
            let appended: [StoreTestMutation] = [storeTestPost(1), storeTestPost(2), .delete(id: 1), storeTestPost(3), storeTestPost(4)]
            do {
                let (store, _) = try StoreTestStore.open(directory: directory)
                try store.append(appended[0])
                try store.append(Array(appended[1...3]))
                try store.append([])
                try store.append(appended[4])
                #expect(store.mutationsSinceSnapshot == 5)
                store.close()
            }

            let (store, loaded) = try StoreTestStore.open(directory: directory)
            defer { store.close() }
            #expect(loaded.snapshot == nil)
            #expect(loaded.mutations == appended)
            #expect(loaded.warnings.isEmpty)
            #expect(store.mutationsSinceSnapshot == 5)
            let journal = try bytes(of: directory.appendingPathComponent("journal-0.jsonl"))
            #expect(lineEnds(journal).count == 1 + appended.count)
        }
    }

    @Test("Compaction replaces the journal by a snapshot; later appends follow it; old journals go")
    func compactionKeepsSnapshotAndLaterAppends() throws {
        try withStoreTestDirectory { directory in
            let before: [StoreTestMutation] = (1...4).map(storeTestPost) + [.delete(id: 2)]
            let after: [StoreTestMutation] = [storeTestPost(5), .delete(id: 1)]
            let compacted = storeTestRecords(storeTestState(records: [], mutations: before))
            do {
                let (store, _) = try StoreTestStore.open(directory: directory)
                try store.append(before)
                try store.compact(header: StoreTestHeader(nextId: 5), records: compacted)
                #expect(store.generation == 1)
                #expect(store.mutationsSinceSnapshot == 0)
                try store.append(after)
                store.close()
            }
            #expect(try fileNames(in: directory) == ["journal-1.jsonl", "snapshot.jsonl"])

            let (store, loaded) = try StoreTestStore.open(directory: directory)
            let snapshot = try #require(loaded.snapshot)
            #expect(snapshot.header == StoreTestHeader(nextId: 5))
            #expect(snapshot.records == compacted)
            #expect(loaded.mutations == after)
            #expect(loaded.warnings.isEmpty)
            #expect(store.generation == 1)

            let recompacted = storeTestRecords(storeTestState(records: snapshot.records, mutations: loaded.mutations))
            try store.compact(header: StoreTestHeader(nextId: 6), records: recompacted)
            store.close()
            #expect(try fileNames(in: directory) == ["journal-2.jsonl", "snapshot.jsonl"])
            let (reopened, reloaded) = try StoreTestStore.open(directory: directory)
            defer { reopened.close() }
            #expect(reopened.generation == 2)
            #expect(reloaded.snapshot?.records == recompacted)
            #expect(reloaded.mutations.isEmpty)
        }
    }

    @Test("Killing the writer at any journal offset loses no complete line and keeps nothing else")
    func killTheWriterAtRandomJournalOffsets() throws {
        try withStoreTestDirectory { root in
            let source = root.appendingPathComponent("source")
            let records = [StoreTestRecord(id: 0, text: "from the snapshot")]
            let acknowledged = (1...30).map(storeTestPost)
            do {
                let (store, _) = try StoreTestStore.open(directory: source)
                try store.compact(header: StoreTestHeader(nextId: 1), records: records)
                for mutation in acknowledged { try store.append(mutation) }
                store.close()
            }
            let journalName = "journal-1.jsonl"
            let journal = try bytes(of: source.appendingPathComponent(journalName))
            let ends = lineEnds(journal)
            #expect(ends.count == 1 + acknowledged.count)
            #expect(ends.last == journal.count)
            let firstCut = ends[ends.count - 6]  // anywhere in the last five lines

            var random = StoreTestRandom(state: 0x5EED)
            for trial in 0..<150 {
                let offset = Int.random(in: firstCut...journal.count, using: &random)
                let crashed = root.appendingPathComponent("crash-\(trial)")
                try FileManager.default.copyItem(at: source, to: crashed)
                let crashedJournal = crashed.appendingPathComponent(journalName)
                try truncate(crashedJournal, to: offset)

                let surviving = ends.filter { $0 <= offset }
                let lastComplete = surviving.last!
                let (store, loaded) = try StoreTestStore.open(directory: crashed)
                #expect(loaded.snapshot?.records == records)
                #expect(loaded.mutations == Array(acknowledged.prefix(surviving.count - 1)), "cut at \(offset)")
                if offset == lastComplete {
                    #expect(loaded.warnings.isEmpty, "cut at \(offset)")
                } else {
                    #expect(loaded.warnings.count == 1, "cut at \(offset)")
                    #expect(loaded.warnings.first?.contains(crashedJournal.path) == true)
                }
                #expect(try bytes(of: crashedJournal).count == lastComplete, "the cut-short line is truncated away")

                let next = StoreTestMutation.delete(id: 0)
                try store.append(next)
                store.close()
                let (reopened, reloaded) = try StoreTestStore.open(directory: crashed)
                reopened.close()
                #expect(reloaded.mutations == Array(acknowledged.prefix(surviving.count - 1)) + [next])
                #expect(reloaded.warnings.isEmpty)
                try FileManager.default.removeItem(at: crashed)
            }
        }
    }

    /// Where a compaction from generation 1 to 2 was interrupted, shown by the files it leaves.
    enum CompactionCrash: String, CaseIterable, CustomTestStringConvertible {
        case whileWritingSnapshot, afterSnapshotInstalled, whileCreatingJournal, beforeOldJournalRemoved
        var testDescription: String { rawValue }
    }

    @Test("A crash at any step of compaction loads exactly the acknowledged state", arguments: CompactionCrash.allCases)
    func crashDuringCompaction(_ crash: CompactionCrash) throws {
        try withStoreTestDirectory { root in
            // The files before compaction: snapshot 1 plus journal 1 with mutations.
            let before = root.appendingPathComponent("before")
            let snapshotRecords = (1...3).map { StoreTestRecord(id: $0, text: "record \($0)") }
            let journaled: [StoreTestMutation] = [storeTestPost(4), .delete(id: 1), storeTestPost(2)]
            let acknowledged = storeTestState(records: snapshotRecords, mutations: journaled)
            do {
                let (store, _) = try StoreTestStore.open(directory: before)
                try store.compact(header: StoreTestHeader(nextId: 4), records: snapshotRecords)
                try store.append(journaled)
                store.close()
            }
            // The files after a complete compaction to generation 2.
            let after = root.appendingPathComponent("after")
            try FileManager.default.copyItem(at: before, to: after)
            do {
                let (store, _) = try StoreTestStore.open(directory: after)
                try store.compact(header: StoreTestHeader(nextId: 5), records: storeTestRecords(acknowledged))
                store.close()
            }

            // The files as the crash left them.
            let crashed = root.appendingPathComponent("crashed")
            try FileManager.default.copyItem(at: before, to: crashed)
            func place(_ name: String, from directory: URL, as target: String? = nil) throws {
                let destination = crashed.appendingPathComponent(target ?? name)
                try? FileManager.default.removeItem(at: destination)
                try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: destination)
            }
            switch crash {
            case .whileWritingSnapshot:
                try place("snapshot.jsonl", from: after, as: "snapshot.jsonl.tmp")
                let temporary = crashed.appendingPathComponent("snapshot.jsonl.tmp")
                try truncate(temporary, to: try bytes(of: temporary).count / 2)
            case .afterSnapshotInstalled:
                try place("snapshot.jsonl", from: after)
            case .whileCreatingJournal:
                try place("snapshot.jsonl", from: after)
                try place("journal-2.jsonl", from: after, as: "journal-2.jsonl.tmp")
            case .beforeOldJournalRemoved:
                try place("snapshot.jsonl", from: after)
                try place("journal-2.jsonl", from: after)
            }

            let (store, loaded) = try StoreTestStore.open(directory: crashed)
            let snapshot = try #require(loaded.snapshot)
            #expect(storeTestState(records: snapshot.records, mutations: loaded.mutations) == acknowledged)
            #expect(loaded.warnings.isEmpty)
            // Either the old snapshot and its journal, or the new snapshot alone: never both journals.
            let generation: UInt64 = crash == .whileWritingSnapshot ? 1 : 2
            #expect(store.generation == generation)
            if generation == 1 {
                #expect(snapshot.records == snapshotRecords)
                #expect(loaded.mutations == journaled)
            } else {
                #expect(snapshot.records == storeTestRecords(acknowledged))
                #expect(loaded.mutations.isEmpty)
            }
            #expect(try fileNames(in: crashed) == ["journal-\(generation).jsonl", "snapshot.jsonl"], "leftovers are removed")

            try store.append(.delete(id: 3))
            store.close()
            let (reopened, reloaded) = try StoreTestStore.open(directory: crashed)
            reopened.close()
            var expected = acknowledged
            expected[3] = nil
            #expect(storeTestState(records: reloaded.snapshot?.records ?? [], mutations: reloaded.mutations) == expected)
        }
    }

    /// Ways a journal can be damaged other than by a cut-short append.
    enum JournalDamage: String, CaseIterable, CustomTestStringConvertible {
        case notJSON, wrongShape
        var testDescription: String { rawValue }
        var line: String { self == .notJSON ? #"{"post":{"id":3,"# : #"{"repost":{"id":3}}"# }
        var explanation: String { self == .notJSON ? "not valid JSON" : "does not decode as StoreTestMutation" }
    }

    @Test("A corrupt complete journal line is refused, naming file and line, and nothing is touched", arguments: JournalDamage.allCases)
    func corruptJournalLineIsRefused(_ damage: JournalDamage) throws {
        try withStoreTestDirectory { directory in
            do {
                let (store, _) = try StoreTestStore.open(directory: directory)
                try store.append((1...5).map(storeTestPost))
                store.close()
            }
            let journal = directory.appendingPathComponent("journal-0.jsonl")
            try replaceLine(4, of: journal, with: damage.line)  // line 1 is the preamble
            // A cut-short tail as well: refusing must come before any repair.
            let handle = try FileHandle(forWritingTo: journal)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(#"{"delete":{"id"#.utf8))
            try handle.close()
            let untouched = try contents(of: directory)

            let error = try #require(throws: ChatError.self) { try StoreTestStore.open(directory: directory) }
            #expect(error.code == .malformedData)
            #expect(error.code.rawValue == 800130)
            #expect(error.message.contains("Corrupt store file \(journal.path), line 4: "), "\(error.message)")
            #expect(error.message.contains(damage.explanation), "\(error.message)")
            #expect(try contents(of: directory) == untouched)
        }
    }

    /// Ways a snapshot can be damaged; a snapshot is written whole, so each is corruption.
    enum SnapshotDamage: String, CaseIterable, CustomTestStringConvertible {
        case garbledRecord, recordOfWrongShape, cutShort, recordMissing, garbledPreamble
        var testDescription: String { rawValue }
    }

    @Test("A damaged snapshot is refused, naming file and line, and nothing is touched", arguments: SnapshotDamage.allCases)
    func corruptSnapshotIsRefused(_ damage: SnapshotDamage) throws {
        try withStoreTestDirectory { directory in
            do {
                let (store, _) = try StoreTestStore.open(directory: directory)
                let records = (1...3).map { StoreTestRecord(id: $0, text: "record \($0)") }
                try store.compact(header: StoreTestHeader(nextId: 4), records: records)
                try store.append(storeTestPost(4))
                store.close()
            }
            let snapshot = directory.appendingPathComponent("snapshot.jsonl")
            let expectedLine: Int
            switch damage {
            case .garbledRecord:
                try replaceLine(3, of: snapshot, with: #"{"id":2,"text":"record 2""#)
                expectedLine = 3
            case .recordOfWrongShape:
                try replaceLine(3, of: snapshot, with: #"{"id":"two","text":"record 2"}"#)
                expectedLine = 3
            case .cutShort:
                try truncate(snapshot, to: try bytes(of: snapshot).count - 3)
                expectedLine = 4
            case .recordMissing:
                try truncate(snapshot, to: lineEnds(try bytes(of: snapshot))[2])
                expectedLine = 4
            case .garbledPreamble:
                try replaceLine(1, of: snapshot, with: #"{"format":"something-else","version":1}"#)
                expectedLine = 1
            }
            // A leftover temporary file, which a successful open would remove.
            try Data("partial".utf8).write(to: directory.appendingPathComponent("snapshot.jsonl.tmp"))
            let untouched = try contents(of: directory)

            let error = try #require(throws: ChatError.self) { try StoreTestStore.open(directory: directory) }
            #expect(error.code == .malformedData)
            #expect(error.message.contains("Corrupt store file \(snapshot.path), line \(expectedLine): "), "\(error.message)")
            #expect(try contents(of: directory) == untouched)
        }
    }

    @Test("A large snapshot comes back in order, and of two corrupt records the first is reported")
    func largeSnapshotKeepsOrderAndReportsFirstCorruptLine() throws {
        try withStoreTestDirectory { directory in
            // Enough records for loading to decode in parallel chunks.
            let records = (0..<20_000).map { StoreTestRecord(id: $0, text: "record \($0) ✓") }
            do {
                let (store, _) = try StoreTestStore.open(directory: directory)
                try store.compact(header: StoreTestHeader(nextId: records.count), records: records)
                store.close()
            }
            do {
                let (store, loaded) = try StoreTestStore.open(directory: directory)
                store.close()
                #expect(loaded.snapshot?.records == records)
            }

            let snapshot = directory.appendingPathComponent("snapshot.jsonl")
            try replaceLine(18_000, of: snapshot, with: "not json")
            try replaceLine(7_000, of: snapshot, with: #"{"id":6998}"#)
            let error = try #require(throws: ChatError.self) { try StoreTestStore.open(directory: directory) }
            #expect(error.message.contains("Corrupt store file \(snapshot.path), line 7000: "), "\(error.message)")
            #expect(error.message.contains(#"missing key "text""#), "\(error.message)")
        }
    }

    @Test("A journal without its preamble line is refused as corrupt")
    func journalWithoutPreambleIsRefused() throws {
        try withStoreTestDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let journal = directory.appendingPathComponent("journal-0.jsonl")
            let damagedJournals = [
                "",
                #"{"format":"banter-store-jour"#,
                #"{"format":"banter-store-journal","generation":7,"version":1}"# + "\n",
            ]
            for damaged in damagedJournals {
                try Data(damaged.utf8).write(to: journal)
                let error = try #require(throws: ChatError.self) { try StoreTestStore.open(directory: directory) }
                #expect(error.code == .malformedData)
                #expect(error.message.contains("Corrupt store file \(journal.path), line 1: "), "\(error.message)")
                #expect(try bytes(of: journal) == Data(damaged.utf8))
            }
        }
    }

    @Test("A journal newer than the snapshot means the snapshot was lost: refused, not skipped")
    func journalNewerThanSnapshotIsRefused() throws {
        try withStoreTestDirectory { directory in
            do {
                let (store, _) = try StoreTestStore.open(directory: directory)
                try store.append(storeTestPost(1))
                store.close()
            }
            let newer = directory.appendingPathComponent("journal-3.jsonl")
            try Data((#"{"format":"banter-store-journal","generation":3,"version":1}"# + "\n").utf8).write(to: newer)
            let untouched = try contents(of: directory)

            let error = try #require(throws: ChatError.self) { try StoreTestStore.open(directory: directory) }
            #expect(error.code == .malformedData)
            #expect(error.message.contains(newer.path), "\(error.message)")
            #expect(try contents(of: directory) == untouched)
        }
    }

    @Test("A store path that is a regular file is refused as malformed, and the file is left alone")
    func pathThatIsAFileIsRefused() throws {
        try withStoreTestDirectory { root in
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let file = root.appendingPathComponent("not-a-directory")
            try Data("hello".utf8).write(to: file)

            let error = try #require(throws: ChatError.self) { try StoreTestStore.open(directory: file) }
            #expect(error.code == .malformedData)
            #expect(error.message.contains(file.path), "\(error.message)")
            #expect(error.message.contains("not a directory"), "\(error.message)")
            #expect(try bytes(of: file) == Data("hello".utf8))
        }
    }

    @Test("A store directory that cannot be created is reported as an invalid parameter")
    func uncreatableDirectoryIsReported() throws {
        try withStoreTestDirectory { root in
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let file = root.appendingPathComponent("file")
            try Data().write(to: file)
            let impossible = file.appendingPathComponent("store")

            let error = try #require(throws: ChatError.self) { try StoreTestStore.open(directory: impossible) }
            #expect(error.code == .invalidParameter)
            #expect(error.message.contains(impossible.path), "\(error.message)")
        }
    }

    @Test("Only one open store per directory; a closed store refuses writes and frees the directory")
    func oneOpenStorePerDirectory() throws {
        try withStoreTestDirectory { directory in
            let (first, _) = try StoreTestStore.open(directory: directory)
            let error = try #require(throws: ChatError.self) { try StoreTestStore.open(directory: directory) }
            #expect(error.code == .invalidParameter)
            #expect(error.message.contains("already open"), "\(error.message)")

            first.close()
            let closed = try #require(throws: ChatError.self) { try first.append(storeTestPost(1)) }
            #expect(closed.code == .internalServerError)
            #expect(closed.message.contains("closed"), "\(closed.message)")
            #expect(throws: ChatError.self) { try first.compact(header: StoreTestHeader(nextId: 0), records: []) }
            let (second, loaded) = try StoreTestStore.open(directory: directory)
            second.close()
            #expect(loaded.mutations.isEmpty)
        }
    }
}
