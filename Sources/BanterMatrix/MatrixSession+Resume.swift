import BanterChatSDK
import Foundation

/// Starting from the local cache: the account's rooms come from the last run
/// (`MatrixAccountSnapshot`), so the first request is a `/sync` from its stored token, which
/// brings only what happened since, instead of the initial sync of every room. A token the
/// homeserver no longer takes falls back to the initial sync, with one notice.
extension MatrixSession {
    /// The client's cache of the backend's state, when it keeps one.
    var backendCache: (any ChatBackendCache)? { listener as? any ChatBackendCache }

    /// After each `/sync` applied: the cache writes the account's rooms and token with its
    /// next write (a burst of polls costs one encoding).
    func noteSyncedForCache() {
        guard let cache = backendCache else { return }
        cache.cache(syncToken: account.since)
        cache.cacheBackendState { [account] in MatrixAccountSnapshot(account)?.encoded() }
    }

    /// Opens a session on an account restored from the cache: one `/sync` from the stored
    /// token without waiting, whose events are news (told as after a reconnection, and the
    /// client's collections catch up as after one), then the long poll. A homeserver that
    /// refuses the token makes it an initial sync instead; one that cannot be reached fails
    /// the start, and the client starts offline from its cache.
    func resume(completion: @escaping BackendReply<Void>) {
        let other = refusal(.other(url: ""))
        sync(timeout: 0, filter: Self.pollFilter, refusal: { Self.refusesSyncToken($0) ? Self.staleSyncToken : other($0) }) { [self] result in
            switch result {
            case .failure(Self.staleSyncToken):
                account.forgetSyncPosition()
                backendCache?.noteLocalCacheNotice(
                    "The homeserver no longer knows where the last run stopped; the account was loaded again.")
                start(completion: completion)
            case .failure(let error):
                completion(.failure(error))
            case .success(let response):
                absorb(response) { [self] _ in
                    // A gap too long to fill is caught up by the collections, which the
                    // client tells to catch up at this start as after a reconnection.
                    account.isRestoredFromCache = false
                    completion(.success(()))
                    longPoll()
                }
            }
        }
    }

    /// Stands for a refused `since` between the refusal mapping and the reply; never reaches the client.
    private static let staleSyncToken = ChatError(ChatError.Code(rawValue: -2), "the /sync token is no longer valid")

    /// Whether a refused `/sync` means its `since` token is unknown (expired, or from another
    /// homeserver's database): a 4xx other than a rate limit. Anything else is the server
    /// or the network, which the reconnection waits out.
    static func refusesSyncToken(_ error: MatrixError) -> Bool {
        (400..<500).contains(error.status) && error.status != 429 && error.errcode != "M_LIMIT_EXCEEDED"
    }
}
