import Foundation

/// One file of a `MultipleFilesMessageCreateParams`: what to upload. Checked as a single
/// file message's file is (a name, a positive size no larger than the file size limit, a
/// MIME type; 800110 otherwise).
public struct UploadableFileInfo: Sendable, Equatable {
    public var fileName: String
    public var fileSize: Int
    public var mimeType: String
    /// Where the file already lives; nil lets the service give it an address.
    public var fileURL: String?
    /// The file's bytes, for a backend that stores files (the Matrix homeserver's media
    /// repository); `fileSize` must be their count. The mock ignores them.
    public var fileData: Data?

    public init(fileName: String, fileSize: Int, mimeType: String, fileURL: String? = nil, fileData: Data? = nil) {
        self.fileName = fileName
        self.fileSize = fileSize
        self.mimeType = mimeType
        self.fileURL = fileURL
        self.fileData = fileData
    }
}
