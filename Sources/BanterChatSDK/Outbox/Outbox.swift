import BanterScheduling
import Foundation

/// What one account sent but the service has not yet acknowledged: sends, edits, deletions
/// and reactions, kept on disk (`OutboxStore`) until the service answers, and made again
/// with the same request id when the connection returns, so nothing typed offline is lost
/// and nothing is stored twice.
///
/// Requests of one channel go one at a time, in the order they were made, so a channel's
/// messages are stored in send order whatever fails along the way; channels do not wait for
/// each other. An error that can pass (`ChatError.isAutoResendable`) leaves the request
/// waiting: it is made again when the client reconnects, or after a short back-off when the
/// connection stayed up (a rate limit, a lost acknowledgement). Any other error ends it.
///
/// Owned by its `ChatClient` (made at `connect` when `InitParams.isLocalCachingEnabled`);
/// main actor only.
@MainActor
final class Outbox {
    typealias Handler = @MainActor (Result<OutboxReply, ChatError>) -> Void

    /// The account whose outbox this is.
    let userId: String
    /// Set when the outbox on disk could not be read and was set aside.
    let notice: String?
    private unowned let client: ChatClient
    private let store: OutboxStore
    /// Every waiting request, oldest first.
    private(set) var entries: [OutboxEntry]
    /// Who hears each request's answer, by request id; requests restored from disk have none
    /// and are settled through the collections alone.
    private var handlers: [String: Handler] = [:]
    /// Channels with a request on its way.
    private var busyChannels: Set<String> = []
    /// Requests held back until their sender lets them go (a file still uploading).
    private var held: Set<String> = []
    private var retryTask: ScheduledTask?
    private var retryAttempt = 0
    private var nextActionNumber = 0
    /// Set by `close()`: nothing more is sent or written.
    private var isClosed = false

    init(client: ChatClient, userId: String, directory: URL) throws(ChatError) {
        self.client = client
        self.userId = userId
        store = try OutboxStore(path: directory.path)
        let loaded = store.load()
        entries = loaded.entries
        notice = loaded.notice
    }

    /// The sender of the messages waiting: the connected user (whose id the service may
    /// spell in full, as Matrix does), else the one the outbox was opened for.
    var sender: User { client.currentUser ?? client.user(for: userId) }

    /// Whether the request with this id waits in the outbox.
    func holds(_ requestId: String) -> Bool { entries.contains { $0.requestId == requestId } }

    /// The sends waiting for `channelURL`, oldest first.
    func sends(in channelURL: String) -> [OutboxEntry] {
        entries.filter { $0.channelURL == channelURL && $0.action == .send }
    }

    /// Writes `entry` (and a file's bytes) to disk; returns once they are there, so the
    /// caller tells the UI only of what survives a crash. With `held`, the request waits for
    /// `release` before it goes.
    func add(_ entry: OutboxEntry, fileData: Data? = nil, held isHeld: Bool = false) throws(ChatError) {
        var entry = entry
        if let fileData {
            try store.saveFileData(fileData, number: Self.fileNumber(entry.requestId))
            entry.hasFileData = true
        }
        try store.save(entries + [entry])
        entries.append(entry)
        if isHeld { held.insert(entry.requestId) }
    }

    /// A fresh request id for an edit, deletion or reaction.
    func makeActionId() -> String {
        nextActionNumber += 1
        return "\(client.makeRequestId())-a\(nextActionNumber)"
    }

    /// Makes the request with this id as soon as its channel's earlier ones are done and the
    /// client is connected; `handler` hears the answer that ends it.
    func start(_ requestId: String, handler: @escaping Handler) {
        guard let entry = entries.first(where: { $0.requestId == requestId }) else { return }
        handlers[requestId] = handler
        held.remove(requestId)
        dispatch(entry.channelURL)
    }

    /// Lets a held request go.
    func release(_ requestId: String) {
        guard let entry = entries.first(where: { $0.requestId == requestId }) else { return }
        held.remove(requestId)
        dispatch(entry.channelURL)
    }

    /// Takes a request out before it goes (a pending message the user deleted, an upload
    /// cancelled). Returns false when it is on its way already, or not waiting.
    @discardableResult
    func cancel(_ requestId: String) -> Bool {
        guard let index = entries.firstIndex(where: { $0.requestId == requestId }) else { return false }
        let entry = entries[index]
        if busyChannels.contains(entry.channelURL), entries.first(where: { $0.channelURL == entry.channelURL })?.requestId == requestId {
            return false
        }
        var remaining = entries
        remaining.remove(at: index)
        guard (try? store.save(remaining)) != nil else { return false }
        entries = remaining
        handlers[requestId] = nil
        held.remove(requestId)
        if entry.hasFileData { store.removeFileData(number: Self.fileNumber(requestId)) }
        return true
    }

    /// Stops for good and unlocks the folder (the client closes its local copy): entries
    /// stay on disk for the next outbox of the account, and answers still to come are
    /// ignored here, as the request is made again with the same id.
    func close() {
        retryTask?.cancel()
        retryTask = nil
        handlers = [:]
        isClosed = true
        store.close()
    }

    /// Makes every channel's next request: called when the client connects or reconnects.
    func resume() {
        retryTask?.cancel()
        retryTask = nil
        for url in Set(entries.map(\.channelURL)) { dispatch(url) }
    }

    // MARK: Sending

    private func dispatch(_ url: String) {
        guard !isClosed, client.connectionState == .open, !busyChannels.contains(url),
              let entry = entries.first(where: { $0.channelURL == url }), !held.contains(entry.requestId) else { return }
        busyChannels.insert(url)
        let requestId = entry.requestId
        let answer: Handler = { [weak self] result in self?.finish(requestId, url: url, result: result) }
        switch entry.action {
        case .send:
            let outgoing = entry.outgoing(fileData: entry.hasFileData ? store.fileData(number: Self.fileNumber(requestId)) : nil)
            client.perform({ $0.sendMessage(url: url, outgoing, reply: $1) }) { answer($0.map(OutboxReply.message)) }
        case .update:
            let params = entry.updateParams
            client.perform({ $0.updateMessage(url: url, messageId: entry.messageId, params, requestId: requestId, reply: $1) }) { answer($0.map(OutboxReply.message)) }
        case .delete:
            client.perform({ $0.deleteMessage(url: url, messageId: entry.messageId, requestId: requestId, reply: $1) }) { answer($0.map { OutboxReply.done }) }
        case .addReaction, .deleteReaction:
            let key = entry.reactionKey ?? "", add = entry.action == .addReaction
            client.perform({ $0.react(url: url, messageId: entry.messageId, key: key, add: add, requestId: requestId, reply: $1) }) { answer($0.map(OutboxReply.reaction)) }
        }
    }

    private func finish(_ requestId: String, url: String, result: Result<OutboxReply, ChatError>) {
        busyChannels.remove(url)
        guard !isClosed else { return }
        if case .failure(let error) = result, error.isAutoResendable {
            // Waits: a reconnection resumes it; a connection that stayed up is tried again
            // after a back-off, so a rate limit or a lost acknowledgement does not stall it.
            if client.connectionState == .open { scheduleRetry() }
            return
        }
        guard let index = entries.firstIndex(where: { $0.requestId == requestId }) else { return }
        let entry = entries[index]
        var remaining = entries
        remaining.remove(at: index)
        // Written before the answer is told: if this write fails, the request stays and a
        // resend with the same id is stored once.
        guard (try? store.save(remaining)) != nil else {
            scheduleRetry()
            return
        }
        entries = remaining
        if entry.hasFileData { store.removeFileData(number: Self.fileNumber(requestId)) }
        retryAttempt = 0
        if let handler = handlers.removeValue(forKey: requestId) {
            handler(result)
        } else {
            settleRestored(entry, result: result)
        }
        dispatch(url)
    }

    private func scheduleRetry() {
        guard retryTask == nil else { return }
        retryAttempt += 1
        let delay = Duration.seconds(min(30, 1 << min(retryAttempt - 1, 5)))
        retryTask = client.scheduler.schedule(after: delay) { [weak self] in
            self?.retryTask = nil
            self?.resume()
        }
    }

    /// Tells the collections how a send restored from disk ended; nobody else waits for it.
    private func settleRestored(_ entry: OutboxEntry, result: Result<OutboxReply, ChatError>) {
        guard entry.action == .send, let channel = client.cachedChannel(entry.channelURL) else { return }
        switch result {
        case .success(.message(let payload)):
            let sent = channel.acceptSent(payload, client: client)
            sent.sendingStatus = .succeeded
            client.localMessage(sent, in: channel, change: .sent)
        case .failure(let error):
            let failed = entry.pendingMessage(in: channel, sender: sender)
            failed.sendingStatus = .failed
            failed.errorCode = error.code
            client.localMessage(failed, in: channel, change: .failed)
        case .success:
            break
        }
    }

    /// The name a request's file bytes are kept under: the request id's bytes in hex, so any
    /// id makes a plain file name.
    private static func fileNumber(_ requestId: String) -> String {
        requestId.utf8.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
