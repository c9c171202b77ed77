import Foundation

/// The checks a file message passes before its upload starts, shared by the client and the
/// administration API so both refuse the same files with the same messages.
extension Validation {
    static func file(_ params: FileMessageCreateParams, maxSize: Int) throws(ChatError) {
        if params.fileName.trimmingCharacters(in: .whitespaces).isEmpty { throw .invalidParameter("the file name is empty") }
        if params.fileSize <= 0 { throw .invalidParameter("the file size is \(params.fileSize) bytes; it must be positive") }
        if params.fileSize > maxSize { throw .invalidParameter("the file is \(params.fileSize) bytes; the limit is \(maxSize)") }
        if let data = params.fileData, data.count != params.fileSize {
            throw .invalidParameter("the file size is \(params.fileSize) bytes but its data holds \(data.count)")
        }
        if !params.mimeType.contains("/") { throw .invalidParameter("\"\(params.mimeType)\" is not a MIME type") }
        try url(params.fileURL, named: "the file URL")
    }
}
