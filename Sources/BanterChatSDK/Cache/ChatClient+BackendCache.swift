import Foundation

/// The client as the cache of its backend's own state (`ChatBackendCache`): the Matrix
/// backend keeps its `/sync` token and rooms here, per user and backend like the rest.
extension ChatClient: ChatBackendCache {
    /// The sync token the cache holds for the current account, read at the start of a session.
    package var cachedSyncToken: String? { localCache?.header.syncToken }

    /// The backend's state the cache holds for the current account, read at the start of a session.
    package var cachedBackendState: Data? { localCache?.backendState }

    /// Records where the backend's event stream resumes (the Matrix `/sync` token).
    package func cache(syncToken: String?) {
        guard let localCache else { return }
        localCache.store(syncToken: syncToken)
        scheduleLocalCacheFlush()
    }

    package func cacheBackendState(_ make: @escaping @MainActor () -> Data?) {
        guard params.isLocalCachingEnabled else { return }
        backendStateProvider = make
        backendStateChanged = true
        scheduleLocalCacheFlush()
    }

    package func noteLocalCacheNotice(_ notice: String) {
        if localCacheNotice == nil { localCacheNotice = notice }
    }
}
