/// A message carrying several files (`BaseChannel.sendMultipleFilesMessage`). The service
/// stores it as one message; on Matrix, which has no such event, it is one file event per
/// file that Banter groups back into one message.
///
/// While it is pending, files finish uploading one by one (their `url` fills in); when one
/// fails, the message fails with that file's error, keeps the files already uploaded, and a
/// resend (`resendMultipleFilesMessage`) uploads only the rest. Main actor only.
@MainActor
public class MultipleFilesMessage: BaseMessage {
    /// The files, in the order the sender gave them.
    public internal(set) var files: [UploadedFileInfo] = []
    /// What the sender asked for, bytes included, while the message is pending or failed:
    /// what a resend uploads. Nil for a message from the service.
    public internal(set) var messageCreateParams: MultipleFilesMessageCreateParams?

    init(pendingIn channel: BaseChannel, requestId: String, params: MultipleFilesMessageCreateParams, sender: User?, createdAt: Int64) {
        super.init(pendingIn: channel, requestId: requestId, text: "", sender: sender, createdAt: createdAt)
        files = params.uploadableFileInfoList.map {
            UploadedFileInfo(.init(name: $0.fileName, size: $0.fileSize, mimeType: $0.mimeType, url: $0.fileURL ?? ""))
        }
        messageCreateParams = params
    }

    init(pendingIn channel: BaseChannel, requestId: String, files: [MessageExtras.FileInfo], sender: User?, createdAt: Int64) {
        super.init(pendingIn: channel, requestId: requestId, text: "", sender: sender, createdAt: createdAt)
        self.files = files.map(UploadedFileInfo.init)
    }

    override init(_ payload: MessagePayload, client: ChatClient) {
        super.init(payload, client: client)
        files = (payload.extras?.files ?? []).map(UploadedFileInfo.init)
    }

    required init(copying other: BaseMessage) {
        super.init(copying: other)
        if let other = other as? MultipleFilesMessage {
            files = other.files
            messageCreateParams = other.messageCreateParams
        }
    }

    /// The sum of the files' sizes, in bytes.
    public var totalSize: Int { files.reduce(0) { $0 + $1.fileSize } }
}
