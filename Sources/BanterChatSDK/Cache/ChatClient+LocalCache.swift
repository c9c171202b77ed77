import Foundation

/// The client's side of the local cache: filled from what the service says, read before the
/// connection is made and while it is down.
extension ChatClient {
    /// How long changes wait before being written, so a burst of events costs one write.
    static let localCacheFlushDelay: Duration = .seconds(2)

    /// Opens the cache of `userId` on this backend (when caching is on) and makes the channel
    /// objects and the user it holds, so the channel list can be drawn before the connection.
    /// Without `creating`, an account with no cache yet is left alone: nothing is written to
    /// disk before the service has accepted the user.
    func restoreLocalCache(userId: String, creating: Bool) {
        guard params.isLocalCachingEnabled else { return }
        if let localCache, localCache.header.userId == userId { return }
        flushLocalCache()
        localCache?.close()
        localCache = nil
        let config = params.localCacheConfig
        let folder = accountFolder(of: userId).appendingPathComponent("cache", isDirectory: true)
        guard creating || FileManager.default.fileExists(atPath: folder.path) else { return }
        switch LocalCache.open(directory: folder, userId: userId, maxSize: config.maxSize) {
        case .failure(let error):
            localCacheNotice = "The local cache is not used: \(error.message)"
            return
        case .success(let cache):
            localCache = cache
            if let notice = cache.notice { localCacheNotice = notice }
        }
        guard let cache = localCache else { return }
        isRestoringFromCache = true
        defer { isRestoringFromCache = false }
        // The record's id may be the service's full form of `userId` (a Matrix id for its
        // local part); the folder is per `userId` either way.
        if currentUser == nil, let record = cache.header.user {
            currentUser = user(for: record.userId, updating: record)
        }
        for url in cache.channels.keys.sorted() where cachedChannel(url) == nil {
            channel(from: cache.channels[url]!)
        }
    }

    /// Whether the cache has what a start needs: the user as last seen.
    var canStartFromLocalCache: Bool { localCache?.header.user != nil && currentUser != nil }

    /// After a first connection attempt failed with `error`: when it failed only for want of
    /// a network and the cache can stand in, the client starts offline as the cached user,
    /// reconnecting by its policy (its collections catch up when it does), and says so by
    /// answering `completion` with that user. Returns whether it did.
    func startsOffline(userId: String, after error: ChatError, completion: @MainActor (Result<User, ChatError>) -> Void) -> Bool {
        guard [.networkError, .ackTimeout].contains(error.code), canStartFromLocalCache,
              let user = currentUser else { return false }
        beginReconnecting()
        completion(.success(user))
        return true
    }

    /// Records a channel of the user's as the service described it; one the user is no
    /// longer a member of leaves the cache.
    func cache(channel payload: ChannelPayload) {
        guard let localCache, payload.header.kind == .group else { return }
        guard payload.my != nil else { return uncache(channel: payload.header.url) }
        localCache.store(channel: payload)
        scheduleLocalCacheFlush()
    }

    /// The cached newest messages of `url`, oldest first, for a window opened while the
    /// client is not connected; nil when the cache holds none or the account is not restored.
    func cachedMessages(of url: String) -> [MessagePayload]? {
        guard canStartFromLocalCache, let messages = localCache?.messages(of: url), !messages.isEmpty else { return nil }
        return messages
    }

    /// Records messages of a channel of the user's at its live end (as loaded, received,
    /// sent or edited), among those cached; `replacing` puts the service's newest messages in
    /// place of the cached ones.
    func cache(messages: [MessagePayload], of url: String, replacing: Bool = false) {
        guard let localCache, localCache.channels[url] != nil else { return }
        if replacing { localCache.store(messages: messages, of: url) } else { localCache.merge(messages: messages, of: url) }
        scheduleLocalCacheFlush()
    }

    /// Records one message, as `cache(messages:of:)`. Every send and every message received
    /// comes here, so a client without a cache (or a channel it does not keep) returns
    /// before an array is made.
    func cache(message: MessagePayload, of url: String) {
        guard let localCache, localCache.channels[url] != nil else { return }
        cache(messages: [message], of: url)
    }

    /// Forgets cached messages the service deleted.
    func uncache(messageIds: Set<Int64>, of url: String) {
        guard let localCache, !messageIds.isEmpty else { return }
        localCache.removeMessages(messageIds, of: url)
        scheduleLocalCacheFlush()
    }

    /// Forgets a channel the service no longer lists for the user.
    func uncache(channel url: String) {
        guard let localCache, localCache.channels[url] != nil else { return }
        localCache.removeChannel(url)
        scheduleLocalCacheFlush()
    }

    /// Flushes in the background `localCacheFlushDelay` after the first of a burst of changes.
    func scheduleLocalCacheFlush() {
        guard localCache != nil, localCacheFlush == nil else { return }
        localCacheFlush = scheduler.schedule(after: Self.localCacheFlushDelay) { [weak self] in
            self?.localCacheFlush = nil
            self?.flushLocalCacheInBackground()
        }
    }

    /// Hands the cache's changes to its writer's queue without waiting for the disk: the
    /// scheduled flush, which a busy account makes every few seconds (with hundreds of
    /// clients in one process, their `fsync`s were most of the main actor's time). What the
    /// writer did comes back to this actor; a write of a cache since closed is ignored.
    func flushLocalCacheInBackground() {
        localCacheFlush?.cancel()
        localCacheFlush = nil
        guard let localCache else { return }
        takeBackendState(into: localCache)
        let cache = ObjectIdentifier(localCache)
        // Weak in the writer's closure too: a nested `[weak self]` alone makes the outer
        // closure hold the client until the write is done, and a client released meanwhile
        // would still claim its account's local copy.
        localCache.flushInBackground { [weak self] job, outcome in
            Task { @MainActor [weak self] in
                guard let self, let localCache = self.localCache, ObjectIdentifier(localCache) == cache else { return }
                localCache.settle(job, outcome)
                if let error = outcome.error, self.localCacheNotice == nil {
                    self.localCacheNotice = "The local cache cannot be written: \(error.message)"
                }
            }
        }
    }

    /// The backend's state, made now if it changed, into `cache`.
    private func takeBackendState(into cache: LocalCache) {
        guard backendStateChanged, let make = backendStateProvider else { return }
        backendStateChanged = false
        cache.store(backendState: make())
    }

    /// Writes the cache's changes now and returns once they are on disk, after the writes
    /// handed over before (changes are otherwise written in the background shortly after
    /// they happen, and at `disconnect`). A failure to write is not the user's problem: the
    /// cache is a copy, and the changes are tried again with the next write.
    public func flushLocalCache() {
        localCacheFlush?.cancel()
        localCacheFlush = nil
        if let localCache { takeBackendState(into: localCache) }
        do throws(ChatError) {
            try localCache?.flush()
        } catch {
            if localCacheNotice == nil { localCacheNotice = "The local cache cannot be written: \(error.message)" }
        }
    }

    /// The folder of `userId`'s local copy on this backend: ids and addresses the service
    /// takes for the same account (`ChatBackend.canonicalUserId`, a homeserver's address in
    /// any spelling) name the same folder.
    func accountFolder(of userId: String) -> URL {
        params.localCacheConfig.accountDirectory(userId: backend.canonicalUserId(userId), backendIdentity: backendIdentity)
    }

    /// Writes the cache and lets go of the account's local copy, its cache and its outbox,
    /// so another client, in this process or another, may open them; the next `connect`
    /// opens them again. Nothing when caching is off.
    ///
    /// One client per account keeps the local copy: while this client holds it, `connect`
    /// of another `ChatClient` of this process as the same account fails with
    /// `ChatError.Code.localCacheInUse` (a client in another process goes without a local
    /// copy, with `localCacheNotice` saying why). Releasing the client lets go as this does.
    ///
    /// Requests still waiting in the outbox stay on disk, and go with the next `connect`
    /// that opens it (this client's or another's), once each and in order; until then this
    /// client sends as with caching off, and a request on its way when this is called is
    /// not told of its answer here (its message is settled by the client that resends it).
    public func closeLocalCache() {
        flushLocalCache()
        localCache?.close()
        localCache = nil
        closeOutbox()
        LocalCopyClaims.release(by: self)
    }

    /// A page of the user's channels from the cache, as the service would list them, for a
    /// list loaded while the client is not connected; nil when the cache cannot answer.
    func cachedChannelPage(
        _ params: GroupChannelListQueryParams, after cursor: GroupChannelListSortKey?,
        through bound: GroupChannelListSortKey?, limit: Int?
    ) -> ChannelListPage? {
        guard connectionState != .open, canStartFromLocalCache, let localCache else { return nil }
        // Keys only are sorted (each holds its URL): moving whole payloads made each page of a
        // 500-channel cache cost as much as decoding it.
        var listed: [GroupChannelListSortKey] = []
        for url in localCache.channels.keys {
            guard let channel = cachedChannel(url) as? GroupChannel, params.includes(channel) else { continue }
            let key = GroupChannelListSortKey(channel, order: params.order)
            if let cursor, key <= cursor { continue }
            if let bound, key > bound { continue }
            listed.append(key)
        }
        listed.sort()
        let page = limit.map { Array(listed.prefix($0)) } ?? listed
        return ChannelListPage(
            channels: page.compactMap { localCache.channels[$0.url] }, next: page.last, hasNext: page.count < listed.count
        )
    }
}
