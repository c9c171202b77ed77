import Dispatch
import Foundation

/// The disk side of a `LocalCache`: encodes what a flush took from the cache, bounds it to
/// the cache's size, and replaces the files (write, `fsync`, rename), on a serial queue of
/// its own. A client of a busy account flushes every few seconds, and hundreds of clients
/// in one process (the load test) made the main actor spend its time in those `fsync`s.
///
/// The queue runs the jobs in the order they were handed over, so the files always end as
/// the last flush left them, and each file is still replaced atomically. `perform(_:)`
/// waits for every earlier job and then runs its own, for a flush that must be on disk when
/// it returns; `close()` waits for every job before releasing the folder.
///
/// Thread safety: after `init`, the folder and the file sizes are touched only on `queue`;
/// the jobs hold values only. So the writer may be shared with that queue, hence the
/// unchecked `Sendable`.
final class LocalCacheWriter: @unchecked Sendable {
    /// One flush: what changed, as values taken on the main actor.
    struct Job: Sendable {
        /// The header, with every channel's last use.
        var header: LocalCacheHeader
        /// Every cached channel (the channels file is written whole).
        var channels: [String: ChannelPayload]
        /// The channels whose messages changed, with their messages.
        var messages: [String: [MessagePayload]]
        /// The backend's state when it changed: `.some(nil)` removes its file.
        var backendState: Data??
        /// The size of the backend's state, changed or not, for the bound.
        var backendSize: Int
    }

    /// What a job did.
    struct Outcome: Sendable {
        /// Channels dropped from disk to stay within the bound, least recently used first;
        /// the cache forgets them too.
        var evicted: [String] = []
        /// The failure that stopped the write, if any: the files written before it stay,
        /// the others are the previous ones.
        var error: ChatError?
    }

    let maxSize: Int
    private let directory: StoreDirectory
    private let queue = DispatchQueue(label: "banter.local-cache.writer")
    private let encoder = JSONEncoder()
    /// Bytes each channel's messages file takes on disk.
    private var messageFileSizes: [String: Int]

    /// Takes over `directory` (already loaded from) and the sizes of its messages files.
    init(directory: StoreDirectory, maxSize: Int, messageFileSizes: [String: Int]) {
        self.directory = directory
        self.maxSize = maxSize
        self.messageFileSizes = messageFileSizes
    }

    /// Runs `job` after the jobs before it and answers on `queue` (the caller hops back).
    func enqueue(_ job: Job, then done: @escaping @Sendable (Outcome) -> Void) {
        queue.async { done(self.run(job)) }
    }

    /// Runs `job` after the jobs before it and returns when it is on disk.
    func perform(_ job: Job) -> Outcome {
        queue.sync { run(job) }
    }

    /// Removes the messages file of a channel the cache forgot, after the writes before it.
    func removeMessages(of url: String) {
        queue.async {
            if self.messageFileSizes.removeValue(forKey: url) != nil { _ = self.directory.remove(LocalCache.messagesName(of: url)) }
        }
    }

    /// Waits for every job handed over, then releases the folder; later jobs write nothing.
    func close() {
        queue.sync { directory.close() }
    }

    /// Returns once every job handed over so far is done.
    func waitForPendingWrites() {
        queue.sync {}
    }

    // MARK: On the queue

    private func run(_ job: Job) -> Outcome {
        var job = job
        var outcome = Outcome()
        var messageData: [String: Data] = [:]
        for (url, list) in job.messages {
            messageData[url] = LocalCacheFrame.wrap(encodeLine(LocalCacheMessages(channelURL: url, messages: list)))
        }
        var channelLines: [String: Data] = [:]
        for (url, payload) in job.channels { channelLines[url] = encodeLine(payload) }
        outcome.evicted = evictToBound(&job, channelLines: &channelLines, messageData: &messageData)
        do throws(ChatError) {
            if let backendState = job.backendState {
                if let backendState { try write(LocalCacheFrame.wrap(backendState), as: LocalCache.backendName) } else { _ = directory.remove(LocalCache.backendName) }
            }
            for (url, data) in messageData.sorted(by: { $0.key < $1.key }) {
                try write(data, as: LocalCache.messagesName(of: url))
                messageFileSizes[url] = data.count
            }
            var body = encodeLine(job.header)
            for url in channelLines.keys.sorted() { body.append(channelLines[url]!) }
            try write(LocalCacheFrame.wrap(body), as: LocalCache.channelsName)
        } catch {
            outcome.error = error
        }
        return outcome
    }

    /// Drops channels from `job`, least recently used first, until the files fit in
    /// `maxSize`, removing their messages files; returns them in that order.
    private func evictToBound(_ job: inout Job, channelLines: inout [String: Data], messageData: inout [String: Data]) -> [String] {
        func size(ofMessages url: String) -> Int { messageData[url]?.count ?? messageFileSizes[url] ?? 0 }
        let headerSize = encodeLine(job.header).count + 64 + job.backendSize
        let urls = Set(channelLines.keys).union(messageFileSizes.keys).union(messageData.keys)
        var total = headerSize + channelLines.values.reduce(0) { $0 + $1.count } + urls.reduce(0) { $0 + size(ofMessages: $1) }
        guard total > maxSize else { return [] }
        let candidates = urls.sorted {
            let (left, right) = (job.header.lastUse[$0] ?? 0, job.header.lastUse[$1] ?? 0)
            return left != right ? left < right : $0 < $1
        }
        var evicted: [String] = []
        for url in candidates where total > maxSize {
            total -= (channelLines[url]?.count ?? 0) + size(ofMessages: url)
            channelLines[url] = nil
            messageData[url] = nil
            job.header.lastUse[url] = nil
            if messageFileSizes.removeValue(forKey: url) != nil { _ = directory.remove(LocalCache.messagesName(of: url)) }
            evicted.append(url)
        }
        return evicted
    }

    private func write(_ data: Data, as name: String) throws(ChatError) {
        try directory.replaceContents(of: name, with: data)
    }

    private func encodeLine(_ value: some Encodable) -> Data {
        var data = (try? encoder.encode(value)) ?? Data("null".utf8)
        data.append(0x0A)
        return data
    }
}
