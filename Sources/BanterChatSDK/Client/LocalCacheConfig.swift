import Foundation

/// The bounds and place of a client's local copy (`InitParams.localCacheConfig`).
public struct LocalCacheConfig: Sendable, Equatable {
    /// The most the cache may hold on disk, in bytes; past it, whole channels are evicted,
    /// least recently used first. The outbox is never evicted.
    public var maxSize: Int
    /// The folder that holds one subfolder per user and backend; nil means
    /// `$XDG_DATA_HOME/banter` (or `~/.local/share/banter`). Created 0700, files 0600.
    public var directory: URL?

    /// 64 MiB, the reference SDK's default order of size.
    public static let defaultMaxSize = 64 * 1024 * 1024

    public init(maxSize: Int = LocalCacheConfig.defaultMaxSize, directory: URL? = nil) {
        self.maxSize = maxSize
        self.directory = directory
    }
}
