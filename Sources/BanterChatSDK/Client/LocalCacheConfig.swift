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

    /// The folder resolved: `directory`, else `$XDG_DATA_HOME/banter`, else
    /// `~/.local/share/banter`.
    public var resolvedDirectory: URL {
        if let directory { return directory }
        let environment = ProcessInfo.processInfo.environment
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("banter", isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share/banter", isDirectory: true)
    }

    /// The folder of one account's local copy (the outbox and the cache live side by side
    /// in it): one per backend and user, so two accounts never read each other's data.
    /// Names are percent-encoded, so a user id or homeserver URL can never climb out of the
    /// folder or name a hidden file.
    public func accountDirectory(userId: String, backendIdentity: String) -> URL {
        resolvedDirectory
            .appendingPathComponent(Self.fileName(backendIdentity), isDirectory: true)
            .appendingPathComponent(Self.fileName(userId), isDirectory: true)
    }

    private static func fileName(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-_@")
        let encoded = text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "_"
        return encoded.isEmpty ? "_" : encoded
    }
}
