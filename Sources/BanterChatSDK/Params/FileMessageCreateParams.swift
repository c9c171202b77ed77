import Foundation

/// A file to send: the service simulates the upload (taking time in proportion to `fileSize`,
/// with progress) and stores the file's description, not its bytes.
public struct FileMessageCreateParams: Sendable {
    public var fileName: String
    public var fileSize: Int
    public var mimeType: String
    /// Where the file already lives; nil lets the service give it an address.
    public var fileURL: String?
    /// The file's bytes, for a backend that stores files (the Matrix homeserver's media
    /// repository); `fileSize` must be their count. The mock ignores them.
    public var fileData: Data?
    public var customType: String?
    public var data: String?
    public var mentionedUserIds: [String] = []
    public var parentMessageId: Int64?
    public var isReplyToChannel = false

    public init(fileName: String, fileSize: Int, mimeType: String) {
        self.fileName = fileName
        self.fileSize = fileSize
        self.mimeType = mimeType
    }
}
