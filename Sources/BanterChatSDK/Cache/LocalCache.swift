import Foundation
import Glibc

/// One account's cache on disk (`LocalCacheConfig.accountDirectory(...)/cache`): the user's
/// channels with members and read state, the newest `messageLimit` messages of each channel
/// recently opened, and the backend's sync token, so a start shows them before the connection
/// is made. The service is trusted over it: whatever the service says replaces what is here.
///
/// On disk, every file framed by `LocalCacheFrame` (versioned, with length and checksum):
/// `channels.bcache` holds a `LocalCacheHeader` line then one line per channel;
/// `messages-<hash>.bcache` one channel's `LocalCacheMessages`; `backend.bcache` the
/// backend's own state (`ChatBackendCache`), opaque here and versioned by the backend. Each is replaced whole through
/// a synced temporary file and a rename, so a crash leaves the old file or the new one. The
/// encoding and writing happen on the queue of a `LocalCacheWriter`: a scheduled flush
/// hands its changes over and returns, `flush()` and `close()` wait for every write handed
/// over before them. A
/// damaged, cut-short or other-version cache is removed whole and reported once in `notice`;
/// it never fails the client. Files are 0600 in a 0700 folder, held locked while open, so a
/// second process on the same account goes without a cache rather than mixing two.
///
/// Bounded by `maxSize` bytes: past it, whole channels (their line and their messages) are
/// dropped, least recently used first (a channel is used when opened or its messages stored).
///
/// Not thread-safe: its `ChatClient` owns it, on the main actor (once it is open, only the
/// writer's queue touches the files).
final class LocalCache {
    /// How many of a channel's newest messages are kept.
    static let messageLimit = 200
    static let channelsName = "channels.bcache"
    static let backendName = "backend.bcache"

    let maxSize: Int
    private let directory: StoreDirectory
    /// Made once the files are loaded; from then on the only one to touch them.
    private var writer: LocalCacheWriter!
    private(set) var header: LocalCacheHeader
    /// The cached channels by URL.
    private(set) var channels: [String: ChannelPayload] = [:]
    private var messages: [String: [MessagePayload]] = [:]
    /// Bytes each channel's messages file took on disk when loaded (the writer keeps them after).
    private var messageFileSizes: [String: Int] = [:]
    /// The backend's own state (the Matrix account's rooms), as it last stored it.
    private(set) var backendState: Data?
    private var backendChanged = false
    private var channelsChanged = false
    private var messagesChanged: Set<String> = []
    /// Said once, when the cache on disk could not be used and was discarded; nil otherwise.
    private(set) var notice: String?

    private init(directory: StoreDirectory, userId: String, maxSize: Int) {
        self.directory = directory
        self.maxSize = maxSize
        header = LocalCacheHeader(userId: userId, user: nil, syncToken: nil, lastUse: [:], useClock: 0)
    }

    /// Opens the cache of `userId` in `url` (creating it 0700), loading what is there. Fails
    /// with the reason when the folder cannot be made or another process holds it: the
    /// client then runs without a cache.
    static func open(directory url: URL, userId: String, maxSize: Int) -> Result<LocalCache, ChatError> {
        // The account's folders above the cache are private too: their names say who chats where.
        var parents: [URL] = []
        var parent = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: parent.path), parents.count < 8 {
            parents.append(parent)
            parent = parent.deletingLastPathComponent()
        }
        for folder in parents.reversed() {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        }
        let directory: StoreDirectory
        do throws(ChatError) {
            directory = try StoreDirectory(path: url.path)
        } catch {
            return .failure(error)
        }
        let cache = LocalCache(directory: directory, userId: userId, maxSize: max(maxSize, 0))
        cache.load()
        cache.writer = LocalCacheWriter(directory: directory, maxSize: cache.maxSize, messageFileSizes: cache.messageFileSizes)
        return .success(cache)
    }

    /// Waits for the writes handed over, then releases the folder; changes not flushed are
    /// lost (call `flush()` first).
    func close() { writer.close() }

    // MARK: Reading

    /// The cached messages of `url`, oldest first; empty when none are cached.
    func messages(of url: String) -> [MessagePayload] { messages[url] ?? [] }

    // MARK: Changing

    /// Records the service's latest description of a channel of the user's.
    func store(channel payload: ChannelPayload) {
        let url = payload.header.url
        channels[url] = payload
        if header.lastUse[url] == nil { header.lastUse[url] = header.useClock }
        channelsChanged = true
    }

    /// Forgets a channel the user left or that is gone, with its messages.
    func removeChannel(_ url: String) {
        guard channels[url] != nil || messages[url] != nil else { return }
        drop(url)
    }

    /// Records the newest messages of an opened channel (oldest first; only the newest
    /// `messageLimit` are kept), replacing those cached, and makes it the most recently used.
    func store(messages payloads: [MessagePayload], of url: String) {
        messages[url] = Array(payloads.suffix(Self.messageLimit))
        messagesChanged.insert(url)
        touch(url)
    }

    /// Adds or replaces (by message id) messages of a channel among those cached, keeping
    /// the newest `messageLimit` in creation order.
    func merge(messages payloads: [MessagePayload], of url: String) {
        guard !payloads.isEmpty else { return }
        var byId: [Int64: MessagePayload] = [:]
        for payload in messages[url] ?? [] { byId[payload.record.messageId] = payload }
        for payload in payloads { byId[payload.record.messageId] = payload }
        let sorted = byId.values.sorted {
            ($0.record.createdAt, $0.record.messageId) < ($1.record.createdAt, $1.record.messageId)
        }
        store(messages: sorted, of: url)
        // The channel's last message follows, so a list drawn from the cache shows it (a
        // reply seen only in its thread does not count, as on the service).
        let shown = payloads.filter { $0.record.parentMessageId == nil || $0.extras?.isReplyToChannel == true }
        let order = { (payload: MessagePayload) in (payload.record.createdAt, payload.record.messageId) }
        if var channel = channels[url], let newest = shown.max(by: { order($0) < order($1) }),
           channel.lastMessage.map({ order(newest) >= order($0) }) ?? true {
            channel.lastMessage = newest
            channels[url] = channel
            channelsChanged = true
        }
    }

    /// Forgets cached messages of a channel (deleted on the service).
    func removeMessages(_ ids: Set<Int64>, of url: String) {
        guard let list = messages[url], list.contains(where: { ids.contains($0.record.messageId) }) else { return }
        messages[url] = list.filter { !ids.contains($0.record.messageId) }
        messagesChanged.insert(url)
    }

    /// Marks `url` as just used, so it is evicted last.
    func touch(_ url: String) {
        header.useClock += 1
        header.lastUse[url] = header.useClock
        channelsChanged = true
    }

    /// The user's own profile, kept for a start before the connection.
    func store(user: UserRecord) {
        guard header.user != user else { return }
        header.user = user
        channelsChanged = true
    }

    /// Where the backend's event stream resumes next time.
    func store(syncToken: String?) {
        guard header.syncToken != syncToken else { return }
        header.syncToken = syncToken
        channelsChanged = true
    }

    /// The backend's state to keep beside the channels; nil removes it.
    func store(backendState data: Data?) {
        guard backendState != data else { return }
        backendState = data
        backendChanged = true
    }

    /// Whether anything changed since the last `flush()`.
    var hasChanges: Bool { channelsChanged || backendChanged || !messagesChanged.isEmpty }

    /// Writes what changed and returns once it is on disk, after every write handed over
    /// before it, evicting the least recently used channels first if the whole would exceed
    /// `maxSize`. Each file is replaced atomically; a failure leaves the previous file, and
    /// the changes stay to be written by the next flush.
    func flush() throws(ChatError) {
        guard let job = takeChanges() else { return }
        let outcome = writer.perform(job)
        settle(job, outcome)
        if let error = outcome.error { throw error }
    }

    /// Hands what changed to the writer's queue and returns at once. The changes count as
    /// written meanwhile; `then` gets the job and what the writer did with it, on the
    /// writer's queue, for the owner to hand back to `settle(_:_:)` on its actor (a failure
    /// marks the changes again for the next flush).
    func flushInBackground(then done: @escaping @Sendable (LocalCacheWriter.Job, LocalCacheWriter.Outcome) -> Void) {
        guard let job = takeChanges() else { return }
        writer.enqueue(job) { done(job, $0) }
    }

    /// Returns once every write handed over so far is on disk (or failed).
    func waitForPendingWrites() { writer.waitForPendingWrites() }

    /// What changed since the last flush, as values for the writer; the change marks are
    /// cleared (`settle` sets them again if the write fails).
    private func takeChanges() -> LocalCacheWriter.Job? {
        guard hasChanges else { return nil }
        var changed: [String: [MessagePayload]] = [:]
        for url in messagesChanged { changed[url] = messages[url] }
        let job = LocalCacheWriter.Job(
            header: header, channels: channels, messages: changed,
            backendState: backendChanged ? .some(backendState) : .none, backendSize: backendState?.count ?? 0)
        channelsChanged = false
        backendChanged = false
        messagesChanged = []
        return job
    }

    /// Takes in what the writer did with `job`: the channels it evicted leave the cache
    /// unless used since (those are written again whole by the next flush), and after a
    /// failure what it held is marked changed again.
    func settle(_ job: LocalCacheWriter.Job, _ outcome: LocalCacheWriter.Outcome) {
        for url in outcome.evicted {
            guard header.lastUse[url] == job.header.lastUse[url] else {
                channelsChanged = true
                if messages[url] != nil { messagesChanged.insert(url) }
                continue
            }
            channels[url] = nil
            messages[url] = nil
            header.lastUse[url] = nil
            messagesChanged.remove(url)
        }
        guard outcome.error != nil else { return }
        channelsChanged = true
        if let written = job.backendState, written == backendState { backendChanged = true }
        for url in job.messages.keys where messages[url] != nil { messagesChanged.insert(url) }
    }

    private func drop(_ url: String) {
        channels[url] = nil
        messages[url] = nil
        header.lastUse[url] = nil
        messagesChanged.remove(url)
        writer.removeMessages(of: url)
        channelsChanged = true
    }

    // MARK: Files

    /// The file of one channel's messages: named by a hash of the URL, so no URL can name a
    /// path; the URL inside is checked on reading.
    static func messagesName(of url: String) -> String {
        let hash = String(LocalCacheFrame.checksum(Data(url.utf8)), radix: 16)
        return "messages-" + String(repeating: "0", count: 16 - hash.count) + hash + ".bcache"
    }

    // MARK: Loading

    /// Reads everything on disk; anything damaged discards the whole cache, with a notice.
    private func load() {
        let names = (try? directory.entryNames()) ?? []
        do throws(LocalCacheFrame.Damage) {
            try loadFiles(names)
        } catch {
            let reason = switch error {
            case .corrupt(let detail): "was damaged (\(detail))"
            case .otherVersion(let version): "was written by another version of Banter (format \(version))"
            }
            discard(names)
            notice = "The local cache \(reason) and was discarded; it fills again from the service."
        }
    }

    private func loadFiles(_ names: [String]) throws(LocalCacheFrame.Damage) {
        var known: Set<String> = [Self.channelsName]
        if names.contains(Self.channelsName) {
            let body = try Self.unwrap(directory.path(of: Self.channelsName))
            let lines = Self.lines(of: body)
            guard let first = lines.first else { throw .corrupt("no header") }
            let header = try Self.decode(LocalCacheHeader.self, body[first])
            guard header.userId == self.header.userId else { throw .corrupt("the cache of another user") }
            self.header = header
            let payloads = try Self.decodeAll(ChannelPayload.self, lines: Array(lines.dropFirst()), of: body)
            channels.reserveCapacity(payloads.count)
            for payload in payloads { channels[payload.header.url] = payload }
            for url in Set(channels.keys).union(header.lastUse.keys) {
                let name = Self.messagesName(of: url)
                guard names.contains(name) else { continue }
                known.insert(name)
                let path = directory.path(of: name)
                let stored = try Self.decode(LocalCacheMessages.self, try Self.unwrap(path))
                guard stored.channelURL == url else { throw .corrupt("\(name) holds another channel") }
                messages[url] = stored.messages
                messageFileSizes[url] = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            }
        }
        if names.contains(Self.backendName) {
            known.insert(Self.backendName)
            backendState = try Self.unwrap(directory.path(of: Self.backendName))
        }
        // Leftovers: temporaries of an interrupted write, channels evicted by a crashed flush.
        for name in names where !known.contains(name) { directory.remove(name) }
    }

    private func discard(_ names: [String]) {
        for name in names { directory.remove(name) }
        header = LocalCacheHeader(userId: header.userId, user: nil, syncToken: nil, lastUse: [:], useClock: 0)
        channels = [:]
        messages = [:]
        backendState = nil
        backendChanged = false
        messageFileSizes = [:]
        channelsChanged = false
        messagesChanged = []
    }

    /// The byte ranges of `body`'s lines, without their newlines; a last empty line (after
    /// the final newline) is not one, every other empty line is (and fails to decode). Found
    /// with `memchr`, because `Data.split` takes a third of a start from a 500-channel cache.
    private static func lines(of body: Data) -> [Range<Int>] {
        body.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [Range<Int>] in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return [] }
            var lines: [Range<Int>] = []
            var start = 0
            while start < buffer.count {
                guard let found = memchr(base + start, 0x0A, buffer.count - start) else {
                    lines.append(start..<buffer.count)
                    break
                }
                let end = base.distance(to: UnsafeRawPointer(found))
                lines.append(start..<end)
                start = end + 1
            }
            return lines.map { ($0.lowerBound + body.startIndex)..<($0.upperBound + body.startIndex) }
        }
    }

    private static func unwrap(_ path: String) throws(LocalCacheFrame.Damage) -> Data {
        let data: Data
        do throws(ChatError) {
            data = try StoreFile.contents(of: path)
        } catch {
            throw .corrupt("unreadable: \(error.message)")
        }
        return try LocalCacheFrame.unwrap(data)
    }

    /// `lines` of `body` decoded as `T`s, in order, or the first line's damage. A start from
    /// a cache of hundreds of channels is mostly this decoding, and each line stands alone,
    /// so the lines are shared out among the processor's cores (each decodes a contiguous
    /// part); the result is the same as decoding them one after another.
    private static func decodeAll<T: Decodable & Sendable>(_ type: T.Type, lines: [Range<Int>], of body: Data) throws(LocalCacheFrame.Damage) -> [T] {
        let parts = min(ProcessInfo.processInfo.activeProcessorCount, 8, lines.count / 32)
        guard parts > 1 else {
            var values: [T] = []
            values.reserveCapacity(lines.count)
            for line in lines { values.append(try decode(type, body[line])) }
            return values
        }
        // Each part writes only its own slots, and all are read after every part is done.
        nonisolated(unsafe) let results = UnsafeMutableBufferPointer<Result<T, LocalCacheFrame.Damage>>.allocate(capacity: lines.count)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = (lines.count * part / parts)..<(lines.count * (part + 1) / parts)
            for index in range {
                let result: Result<T, LocalCacheFrame.Damage>
                do throws(LocalCacheFrame.Damage) {
                    result = .success(try decode(type, body[lines[index]]))
                } catch {
                    result = .failure(error)
                }
                (results.baseAddress! + index).initialize(to: result)
            }
        }
        var values: [T] = []
        values.reserveCapacity(lines.count)
        for result in results { values.append(try result.get()) }
        return values
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ line: some DataProtocol) throws(LocalCacheFrame.Damage) -> T {
        let data = Data(line)
        // The channel file's lines are read by hand; anything unexpected in them comes
        // here again through Decodable, which reports the damage.
        if let value = LocalCacheLineReader.read(type, data) { return value }
        switch StoreJSONDecoder.decode(type, from: data) {
        case .value(let value): return value
        case .invalidJSON: throw .corrupt("invalid JSON")
        case .deferred:
            guard let value = try? JSONDecoder().decode(type, from: data) else { throw .corrupt("not a \(type)") }
            return value
        }
    }
}
