import Foundation

/// How a `ChatClient` is set up beyond the service it talks to: whether it keeps a local
/// copy of the user's data on this machine, and where.
///
/// With `isLocalCachingEnabled` the client keeps, per user and backend, an outbox of what
/// was sent but not yet acknowledged (resent when the connection returns) and a cache of
/// channels and recent messages (shown before the connection is made). Without it, as for
/// tests that do not ask, nothing is written to disk and an unsendable message fails.
public struct InitParams: Sendable, Equatable {
    /// Keep the outbox and the cache on disk. Off unless asked for; the app turns it on.
    public var isLocalCachingEnabled: Bool
    /// Where and how much the local copy may hold; read only when caching is enabled.
    public var localCacheConfig: LocalCacheConfig

    public init(isLocalCachingEnabled: Bool = false, localCacheConfig: LocalCacheConfig = LocalCacheConfig()) {
        self.isLocalCachingEnabled = isLocalCachingEnabled
        self.localCacheConfig = localCacheConfig
    }
}
