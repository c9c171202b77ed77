/// Several files to send as one message (`BaseChannel.sendMultipleFilesMessage`): from one
/// up to `ChatClient.multipleFilesMessageFileCountLimit` files (10 unless the service says
/// otherwise), each uploaded on its own with its own progress, then sent together.
public struct MultipleFilesMessageCreateParams: Sendable {
    /// The files, in the order the message lists them.
    public var uploadableFileInfoList: [UploadableFileInfo]
    public var customType: String?
    public var data: String?
    public var mentionedUserIds: [String] = []
    public var parentMessageId: Int64?
    public var isReplyToChannel = false

    public init(uploadableFileInfoList: [UploadableFileInfo]) {
        self.uploadableFileInfoList = uploadableFileInfoList
    }
}
