import Foundation
import Glibc

/// The mock server's crash-safe storage: an append-only JSON Lines journal of mutations,
/// periodically compacted into a snapshot. A mutation is durable once `append` returns, so a
/// crash at any point loses nothing that was acknowledged.
///
/// On disk, in its own directory, every file is JSON Lines with sorted keys:
/// - `snapshot.jsonl`: a preamble line `{"format":"banter-store-snapshot","generation":G,
///   "header":…,"recordCount":K,"version":1}`, then K record lines (one line each, so a large
///   snapshot decodes fast and stays readable).
/// - `journal-G.jsonl`: a preamble line `{"format":"banter-store-journal","generation":G,
///   "version":1}`, then one line per mutation appended since snapshot G (G is 0 before the
///   first compaction, when there is no snapshot).
///
/// Only the journal of the snapshot's generation is replayed; an older journal or a `.tmp` file
/// is what a crash during compaction leaves behind and is removed on open. Not thread-safe: one
/// owner calls it, and the directory lock keeps a second store away. Records and mutations must
/// be `Sendable` because a large file is decoded in parallel chunks.
final class DurableStore<Header: Codable, Record: Codable & Sendable, Mutation: Codable & Sendable> {
    typealias Snapshot = StoreSnapshot<Header, Record>
    typealias LoadResult = StoreLoadResult<Header, Record, Mutation>

    /// The generation of the journal being appended to: 0 until the first compaction, then the
    /// generation of the last snapshot.
    private(set) var generation: UInt64
    /// How many mutations the journal holds (loaded plus appended), for deciding when to compact.
    private(set) var mutationsSinceSnapshot: Int

    private let directory: StoreDirectory
    private var journal: StoreFile
    /// The journal's length up to its last acknowledged line, where a failed append is cut back to.
    private var journalLength: Int
    /// Set once the store must not write any more (closed, or a failure left the disk state
    /// unknown); every later call throws it.
    private var unusable: ChatError?
    private let encoder: JSONEncoder

    private init(directory: StoreDirectory, generation: UInt64, journal: StoreFile, journalLength: Int, mutationCount: Int) {
        self.directory = directory
        self.generation = generation
        self.journal = journal
        self.journalLength = journalLength
        self.mutationsSinceSnapshot = mutationCount
        encoder = DurableStore.makeEncoder()
    }

    deinit { close() }

    // MARK: - Opening

    /// Opens the store in `directory` (creating it if needed) and returns it with what was on disk.
    /// Nothing is modified unless every file decodes; then opening finishes a compaction a crash
    /// interrupted and drops a cut-short last journal line (with a warning). Fails with
    /// `.malformedData` naming the file and line if anything is corrupt, or if the path is a file.
    static func open(directory url: URL) throws(ChatError) -> (store: DurableStore, loaded: LoadResult) {
        let directory = try StoreDirectory(path: url.path)

        var journalGenerations: [UInt64] = []
        var temporaries: [String] = []
        var hasSnapshot = false
        for name in try directory.entryNames() {
            if name == snapshotName {
                hasSnapshot = true
            } else if let generation = generation(ofJournal: name) {
                journalGenerations.append(generation)
            } else if name == StoreDirectory.temporaryName(of: snapshotName)
                || (name.hasSuffix(".tmp") && generation(ofJournal: String(name.dropLast(4))) != nil) {
                temporaries.append(name)
            }
        }

        var snapshot: Snapshot?
        var generation: UInt64 = 0
        if hasSnapshot {
            let loaded = try readSnapshot(at: directory.path(of: snapshotName))
            generation = loaded.generation
            snapshot = loaded.snapshot
        }
        // A journal is created only after the snapshot of its generation is durable, so a newer
        // one means that snapshot was lost and replaying around the gap would be wrong.
        if let newer = journalGenerations.filter({ $0 > generation }).min() {
            throw JSONLinesFile.corrupt(
                directory.path(of: journalName(newer)),
                "a journal of generation \(newer) continues snapshot \(newer), but "
                    + (hasSnapshot ? "the snapshot is of generation \(generation)" : "there is no snapshot")
                    + "; refusing to open without the state it continues.")
        }
        var replayed: JSONLinesFile?
        var mutations: [Mutation] = []
        if journalGenerations.contains(generation) {
            let file = try JSONLinesFile(path: directory.path(of: journalName(generation)))
            mutations = try readJournal(file, generation: generation)
            replayed = file
        }

        // Everything decoded: from here on the directory may be tidied. The snapshot's rename must
        // be durable before the journal it replaced is removed.
        try directory.sync()
        for stale in journalGenerations where stale < generation { directory.remove(journalName(stale)) }
        for name in temporaries { directory.remove(name) }

        var warnings: [String] = []
        let journal: StoreFile
        let journalLength: Int
        if let file = replayed {
            journal = try StoreFile.open(file.path, flags: O_WRONLY | O_APPEND)
            if file.hasTruncatedTail {
                try journal.truncate(to: file.completeLength)
                try journal.sync()
                warnings.append(
                    "Dropped the cut-short last line (line \(file.lines.count + 1), "
                        + "\(file.data.count - file.completeLength) bytes) of store file \(file.path): "
                        + "its append never finished, so it was never acknowledged.")
            }
            journalLength = file.completeLength
        } else {
            // A fresh directory, or a crash after the snapshot was installed but before its journal was.
            (journal, journalLength) = try createJournal(generation: generation, in: directory, encoder: makeEncoder())
        }
        let store = DurableStore(
            directory: directory, generation: generation, journal: journal,
            journalLength: journalLength, mutationCount: mutations.count)
        return (store, LoadResult(snapshot: snapshot, mutations: mutations, warnings: warnings))
    }

    // MARK: - Writing

    /// Appends one mutation durably; see `append(_: [Mutation])`.
    func append(_ mutation: Mutation) throws(ChatError) {
        try append([mutation])
    }

    /// Appends the mutations, one line each, with a single write and a single `fsync`; when this
    /// returns they survive any crash. If it throws (`.internalServerError` when the disk fails,
    /// `.invalidParameter` when a mutation cannot be encoded), none of them is acknowledged,
    /// though after a crash some of their lines may still be found complete and replayed.
    func append(_ mutations: [Mutation]) throws(ChatError) {
        if let unusable { throw unusable }
        guard !mutations.isEmpty else { return }
        var bytes = Data()
        for mutation in mutations { bytes.append(try Self.encodeLine(mutation, with: encoder)) }
        do throws(ChatError) {
            try journal.write(bytes)
        } catch {
            // A partial batch must not stay in front of later appends, where it would become a
            // corrupt middle line; if it cannot be cut off, nothing more may be appended.
            do throws(ChatError) {
                try journal.truncate(to: journalLength)
            } catch {
                markUnusable(after: error)
            }
            throw error
        }
        do throws(ChatError) {
            try journal.sync()
        } catch {
            // After a failed fsync the kernel may have dropped the pages: what is on disk is unknown.
            markUnusable(after: error)
            throw error
        }
        journalLength += bytes.count
        mutationsSinceSnapshot += mutations.count
    }

    /// Replaces snapshot and journal by a snapshot of `header` and `records` and an empty journal.
    /// The caller must pass the state that results from every mutation appended so far, since
    /// those mutations are discarded. If it throws before the new snapshot is installed, the store
    /// goes on as before; if after, it refuses further writes and a reopen completes the switch.
    func compact(header: Header, records: some Collection<Record>) throws(ChatError) {
        if let unusable { throw unusable }
        let next = generation + 1
        let snapshotFile = try directory.createTemporary(for: Self.snapshotName)
        defer { snapshotFile.close() }
        do throws(ChatError) {
            let chunkSize = 1 << 20
            var chunk = Data()
            chunk.reserveCapacity(chunkSize + 4096)
            let preamble = StorePreamble.Snapshot(generation: next, recordCount: records.count, header: header)
            chunk.append(try Self.encodeLine(preamble, with: encoder))
            var written = 0
            for record in records {
                chunk.append(try Self.encodeLine(record, with: encoder))
                written += 1
                if chunk.count >= chunkSize {
                    try snapshotFile.write(chunk)
                    chunk.removeAll(keepingCapacity: true)
                }
            }
            guard written == records.count else {
                throw ChatError(
                    .invalidParameter,
                    "Store compaction: the records collection yielded \(written) of its \(records.count) elements.")
            }
            try snapshotFile.write(chunk)
            try snapshotFile.sync()
        } catch {
            directory.removeTemporary(of: Self.snapshotName)
            throw error
        }
        // From the rename on, a reopen replays only journal `next`: appending to the old journal
        // would lose data, so a failure here stops all writes until the store is reopened.
        do throws(ChatError) {
            try directory.install(snapshotFile, as: Self.snapshotName)
            let (newJournal, newLength) = try Self.createJournal(generation: next, in: directory, encoder: encoder)
            journal.close()
            journal = newJournal
            journalLength = newLength
            generation = next
            mutationsSinceSnapshot = 0
        } catch {
            markUnusable(after: error)
            throw error
        }
        // Now stale; if the removal fails or is lost in a crash, a reopen ignores and removes it.
        directory.remove(Self.journalName(next - 1))
    }

    /// Closes the files and releases the directory lock; any later call throws. Everything
    /// acknowledged is already durable, so closing is never needed for safety.
    func close() {
        if unusable == nil {
            unusable = ChatError(.internalServerError, "Store \(directory.path) is closed.")
        }
        journal.close()
        directory.close()
    }

    // MARK: - Internals

    private static var snapshotName: String { "snapshot.jsonl" }

    private static func journalName(_ generation: UInt64) -> String { "journal-\(generation).jsonl" }

    /// The generation in a journal file name, or nil if `name` is not one the store writes.
    private static func generation(ofJournal name: String) -> UInt64? {
        guard name.hasPrefix("journal-"), name.hasSuffix(".jsonl") else { return nil }
        let digits = name.dropFirst("journal-".count).dropLast(".jsonl".count)
        // Only the canonical spelling, so that "journal-01" is never mistaken for "journal-1".
        guard let generation = UInt64(digits), String(generation) == digits else { return nil }
        return generation
    }

    private static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// One line of JSON; JSONEncoder without `.prettyPrinted` escapes every newline in strings,
    /// so the only "\n" is the terminator.
    private static func encodeLine(_ value: some Encodable, with encoder: JSONEncoder) throws(ChatError) -> Data {
        do {
            var line = try encoder.encode(value)
            line.append(0x0A)
            return line
        } catch {
            throw ChatError(.invalidParameter, "Store cannot encode \(type(of: value)): \(error).")
        }
    }

    private func markUnusable(after error: ChatError) {
        unusable = ChatError(
            .internalServerError,
            "Store \(directory.path) refuses further writes after a failed write (\(error)); reopen it.")
    }

    /// Installs the empty journal of `generation` (temp file, fsync, rename, directory fsync), so
    /// appends only ever go to a journal whose preamble is durable; returns it open for appending
    /// with its length.
    private static func createJournal(
        generation: UInt64, in directory: StoreDirectory, encoder: JSONEncoder
    ) throws(ChatError) -> (StoreFile, Int) {
        let name = journalName(generation)
        let preamble = try encodeLine(StorePreamble.Journal(generation: generation), with: encoder)
        let file = try directory.createTemporary(for: name)
        do throws(ChatError) {
            try file.write(preamble)
            try file.sync()
        } catch {
            file.close()
            directory.removeTemporary(of: name)
            throw error
        }
        do throws(ChatError) {
            try directory.install(file, as: name)
        } catch {
            file.close()
            throw error
        }
        return (file, preamble.count)
    }

    /// Decodes the snapshot file, requiring it whole: it is only ever installed complete, so a
    /// missing newline or a record count that does not match means it was damaged afterwards.
    private static func readSnapshot(at path: String) throws(ChatError) -> (generation: UInt64, snapshot: Snapshot) {
        let file = try JSONLinesFile(path: path)
        if file.hasTruncatedTail {
            throw file.corrupt(
                line: file.lines.count + 1,
                "the file does not end with a newline; snapshots are written whole, so this one was cut short.")
        }
        try checkPreamble(of: file, format: StorePreamble.Snapshot<Header>.format)
        let preamble = try file.decode(StorePreamble.Snapshot<Header>.self, line: 0)
        guard preamble.recordCount >= 0 else { throw file.corrupt(line: 1, "a negative recordCount.") }
        let found = file.lines.count - 1
        if found < preamble.recordCount {
            throw file.corrupt(
                line: file.lines.count + 1,
                "the file ends after \(found) of the \(preamble.recordCount) records its preamble announces.")
        }
        if found > preamble.recordCount {
            throw file.corrupt(
                line: preamble.recordCount + 2,
                "a record beyond the \(preamble.recordCount) its preamble announces.")
        }
        let records = try file.decodeLines(Record.self, 1..<file.lines.count)
        return (preamble.generation, Snapshot(header: preamble.header, records: records))
    }

    /// Decodes the journal's complete lines, ignoring a cut-short last line, which the caller
    /// drops; the preamble must be complete because journals are installed with it.
    private static func readJournal(_ file: JSONLinesFile, generation: UInt64) throws(ChatError) -> [Mutation] {
        try checkPreamble(of: file, format: StorePreamble.Journal.format)
        let preamble = try file.decode(StorePreamble.Journal.self, line: 0)
        guard preamble.generation == generation else {
            throw file.corrupt(line: 1, "the preamble names generation \(preamble.generation), the file name \(generation).")
        }
        return try file.decodeLines(Mutation.self, 1..<file.lines.count)
    }

    /// Checks that line 1 is a complete preamble of `format` and of this version, so that a wrong
    /// or foreign file is reported as such rather than as a puzzling decoding failure.
    private static func checkPreamble(of file: JSONLinesFile, format: String) throws(ChatError) {
        guard !file.lines.isEmpty else {
            throw file.corrupt(
                line: 1,
                file.data.isEmpty
                    ? "the file is empty; expected a \(format) preamble."
                    : "the \(format) preamble is incomplete (no newline).")
        }
        let kind = try file.decode(StorePreamble.Kind.self, line: 0)
        guard kind.format == format else {
            throw file.corrupt(line: 1, "expected a \(format) preamble, found format \(kind.format.map { "\"\($0)\"" } ?? "none").")
        }
        guard kind.version == StorePreamble.version else {
            throw file.corrupt(
                line: 1,
                "unsupported \(format) version \(kind.version.map(String.init) ?? "none"); "
                    + "this build reads version \(StorePreamble.version).")
        }
    }
}
