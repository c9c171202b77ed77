import Foundation

/// The checks a file message passes before its upload starts, shared by the client and the
/// administration API so both refuse the same files with the same messages.
extension Validation {
    static func file(_ params: FileMessageCreateParams, maxSize: Int) throws(ChatError) {
        try file(name: params.fileName, size: params.fileSize, mimeType: params.mimeType, url: params.fileURL,
                 data: params.fileData, maxSize: maxSize)
    }

    /// The checks of a multiple-files message: one file at least, no more than `maxCount`,
    /// and each file passing a single file's checks (all 800110).
    static func files(_ params: MultipleFilesMessageCreateParams, maxSize: Int, maxCount: Int) throws(ChatError) {
        let files = params.uploadableFileInfoList
        if files.isEmpty { throw .invalidParameter("a multiple-files message has no files") }
        if files.count > maxCount { throw .invalidParameter("the message has \(files.count) files; the limit is \(maxCount)") }
        for file in files {
            try self.file(name: file.fileName, size: file.fileSize, mimeType: file.mimeType, url: file.fileURL,
                          data: file.fileData, maxSize: maxSize)
        }
    }

    private static func file(name: String, size: Int, mimeType: String, url fileURL: String?, data: Data?, maxSize: Int) throws(ChatError) {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { throw .invalidParameter("the file name is empty") }
        if size <= 0 { throw .invalidParameter("the file size is \(size) bytes; it must be positive") }
        if size > maxSize { throw .invalidParameter("the file \"\(name)\" is \(size) bytes; the limit is \(maxSize)") }
        if let data, data.count != size {
            throw .invalidParameter("the file size is \(size) bytes but its data holds \(data.count)")
        }
        if !mimeType.contains("/") { throw .invalidParameter("\"\(mimeType)\" is not a MIME type") }
        try url(fileURL, named: "the file URL")
    }
}
