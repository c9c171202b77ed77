/// A message carrying a file: its name, size, MIME type and where it can be downloaded.
@MainActor
public class FileMessage: BaseMessage {
    /// The file's name as the sender chose it.
    public internal(set) var name: String = ""
    /// Its size in bytes.
    public internal(set) var size: Int = 0
    /// Its MIME type, such as "image/png".
    public internal(set) var mimeType: String = ""
    /// Where the service keeps it; empty until the upload finishes.
    public internal(set) var url: String = ""

    /// Whether the file is a picture, which UIs show as an image placeholder.
    public var isImage: Bool { mimeType.hasPrefix("image/") }

    init(pendingIn channel: BaseChannel, requestId: String, file: MessageExtras.FileInfo, sender: User?, createdAt: Int64) {
        super.init(pendingIn: channel, requestId: requestId, text: "", sender: sender, createdAt: createdAt)
        setFile(file)
    }

    override init(_ payload: MessagePayload, client: ChatClient) {
        super.init(payload, client: client)
        if let file = payload.extras?.file { setFile(file) }
    }

    required init(copying other: BaseMessage) {
        super.init(copying: other)
        if let other = other as? FileMessage {
            name = other.name
            size = other.size
            mimeType = other.mimeType
            url = other.url
        }
    }

    private func setFile(_ file: MessageExtras.FileInfo) {
        name = file.name
        size = file.size
        mimeType = file.mimeType
        url = file.url
    }
}
