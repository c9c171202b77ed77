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
    /// A homeserver address is taken in its canonical spelling (`canonicalIdentity(_:)`), so
    /// `https://Example.org:443/` and `https://example.org` share one folder. Names are
    /// percent-encoded, so a user id or homeserver URL can never climb out of the folder or
    /// name a hidden file; a name too long for the file system is cut and ends with a hash
    /// of the whole, so two long ids still get two folders.
    public func accountDirectory(userId: String, backendIdentity: String) -> URL {
        resolvedDirectory
            .appendingPathComponent(Self.fileName(Self.canonicalIdentity(backendIdentity)), isDirectory: true)
            .appendingPathComponent(Self.fileName(userId), isDirectory: true)
    }

    /// `identity` with the spelling of an `http`/`https` address made canonical: scheme and
    /// host lowercased, the scheme's default port, a trailing slash, an empty query and
    /// fragment dropped. Anything else (the embedded service's `embedded#1`) is returned as
    /// given.
    public static func canonicalIdentity(_ identity: String) -> String {
        guard var parts = URLComponents(string: identity.trimmingCharacters(in: .whitespaces)),
              let scheme = parts.scheme?.lowercased(), ["http", "https"].contains(scheme), parts.host != nil else {
            return identity
        }
        parts.scheme = scheme
        parts.host = parts.host?.lowercased()
        if parts.port == (scheme == "https" ? 443 : 80) { parts.port = nil }
        while parts.path.hasSuffix("/") { parts.path.removeLast() }
        if parts.query?.isEmpty == true { parts.query = nil }
        if parts.fragment?.isEmpty == true { parts.fragment = nil }
        return parts.string ?? identity
    }

    /// Folder names stay well inside the 255 bytes most file systems allow.
    private static let maxNameLength = 120

    private static func fileName(_ text: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-_@")
        let encoded = text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "_"
        guard !encoded.isEmpty else { return "_" }
        guard encoded.utf8.count > maxNameLength else { return encoded }
        let hash = String(LocalCacheFrame.checksum(Data(text.utf8)), radix: 16)
        return String(encoded.prefix(maxNameLength - 17)) + "~" + hash
    }
}
