/// One file of a `MultipleFilesMessage`: its name, size, MIME type and where it can be
/// downloaded. In a pending or failed message, a file whose upload has not finished has an
/// empty `url`.
public struct UploadedFileInfo: Sendable, Equatable {
    public let fileName: String
    public let fileSize: Int
    public let mimeType: String
    /// Where the service keeps it; empty until its upload finishes.
    public internal(set) var url: String

    /// Whether the file is a picture.
    public var isImage: Bool { mimeType.hasPrefix("image/") }
    /// Whether its upload has finished.
    public var isUploaded: Bool { !url.isEmpty }

    init(_ file: MessageExtras.FileInfo) {
        fileName = file.name
        fileSize = file.size
        mimeType = file.mimeType
        url = file.url
    }

    /// The service's description of it.
    var record: MessageExtras.FileInfo {
        MessageExtras.FileInfo(name: fileName, size: fileSize, mimeType: mimeType, url: url)
    }
}
