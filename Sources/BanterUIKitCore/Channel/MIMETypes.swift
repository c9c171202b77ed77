/// The MIME type a file is sent with, from its name's extension: the kit sends files from a
/// path typed in the terminal, with no system type registry to ask, so it keeps a small table
/// of the common types. An image type makes the message show as an image.
public enum MIMETypes {
    /// The type sent for an extension the table does not know.
    public static let fallback = "application/octet-stream"

    /// Lower-case extensions (without the dot) and their types.
    public static let byExtension: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "heic": "image/heic", "bmp": "image/bmp", "svg": "image/svg+xml", "tif": "image/tiff", "tiff": "image/tiff",
        "pdf": "application/pdf", "txt": "text/plain", "log": "text/plain", "md": "text/markdown", "csv": "text/csv",
        "html": "text/html", "htm": "text/html", "json": "application/json", "xml": "application/xml",
        "zip": "application/zip", "gz": "application/gzip", "tar": "application/x-tar", "7z": "application/x-7z-compressed",
        "mp3": "audio/mpeg", "m4a": "audio/mp4", "wav": "audio/wav", "ogg": "audio/ogg", "flac": "audio/flac",
        "mp4": "video/mp4", "mov": "video/quicktime", "webm": "video/webm", "mkv": "video/x-matroska",
        "doc": "application/msword", "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "xls": "application/vnd.ms-excel", "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "ppt": "application/vnd.ms-powerpoint", "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ]

    /// The type of a file named `fileName`, by its extension in any case (`photo.JPG` is
    /// `image/jpeg`); `fallback` without an extension or for one the table does not know.
    /// A leading dot alone (`.bashrc`) is a hidden name, not an extension.
    public static func mimeType(forFileName fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fallback }
        return mimeType(forPathExtension: String(fileName[fileName.index(after: dot)...]))
    }

    /// The type for an extension (without the dot, any case), or `fallback`.
    public static func mimeType(forPathExtension pathExtension: String) -> String {
        byExtension[pathExtension.lowercased()] ?? fallback
    }
}
