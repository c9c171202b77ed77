/// The reuse identifiers of the message list's rows, one per kind of row, so the list and
/// a subclass registering its own cell class agree on them.
public enum MessageKindIdentifier {
    public static let user = "user"
    public static let file = "file"
    public static let multipleFiles = "multipleFiles"
    public static let admin = "admin"
    public static let custom = "custom"
    public static let encrypted = "encrypted"
    public static let unknown = "unknown"
    public static let date = "date"
    public static let typing = "typing"
    public static let blocked = "blocked"
    public static let unreadLine = "unreadLine"

    /// The identifier of a message row of `kind`.
    public static func of(_ kind: MessageKind) -> String {
        switch kind {
        case .text: user
        case .system: admin
        case .image, .file: file
        case .multipleFiles: multipleFiles
        case .custom: custom
        case .encrypted: encrypted
        case .unknown: unknown
        }
    }
}
