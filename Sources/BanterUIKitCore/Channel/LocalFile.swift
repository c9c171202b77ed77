import Foundation

/// A file on this machine, described for sending as a file message: its path, the name
/// sent (the path's last part), its size and its MIME type (`MIMETypes`, by extension).
/// The kit reads the bytes only when it sends the file (`contents()`): the embedded
/// service simulates the upload from the size, a real one (Matrix) uploads them.
///
/// `load(typedPath:homeDirectory:fileManager:)` makes one from what a person typed or
/// pasted, and refuses, with a `LocalFileError` naming the path, anything that cannot be
/// sent: nothing typed, a missing path, a directory, a device or pipe, a file this user
/// cannot read, an empty file.
public struct LocalFile: Equatable, Sendable {
    /// The file's full path, `~` expanded and made absolute.
    public var path: String
    /// The name sent with the file.
    public var name: String
    /// Its size in bytes.
    public var size: Int
    /// Its MIME type.
    public var mimeType: String

    /// Past this size the bytes are not read: no service takes such a file (the embedded
    /// one stops at 25 MiB), so the size alone gets the refusal, without the memory.
    public static let maximumReadSize = 32 << 20

    /// The file's bytes as they are now, for a service that uploads them; nil past
    /// `maximumReadSize` or when the file can no longer be read (the service then refuses
    /// what it cannot send, with its error).
    public func contents() -> Data? {
        guard size <= Self.maximumReadSize else { return nil }
        return FileManager.default.contents(atPath: path)
    }

    /// A file described by hand (tests, or an app that found the file itself).
    public init(path: String, name: String, size: Int, mimeType: String) {
        self.path = path
        self.name = name
        self.size = size
        self.mimeType = mimeType
    }

    /// The file at `typedPath` (see `resolvedPath(_:homeDirectory:fileManager:)` for what
    /// may be typed), its size read with `fileManager`. `homeDirectory` replaces a leading
    /// `~`; nil uses `$HOME`.
    /// - Throws: `LocalFileError` for a path that cannot be sent, naming it.
    public static func load(typedPath: String, homeDirectory: String? = nil,
                            fileManager: FileManager = .default) throws(LocalFileError) -> LocalFile {
        let path = resolvedPath(typedPath, homeDirectory: homeDirectory, fileManager: fileManager)
        guard !path.isEmpty else { throw .emptyPath }
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound(path: path) }
        guard !isDirectory.boolValue else { throw .isDirectory(path: path) }
        // The attributes of what a link points to: a link to a photo sends the photo.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? fileManager.attributesOfItem(atPath: target) else { throw .unreadable(path: path) }
        guard (attributes[.type] as? FileAttributeType) == .typeRegular else { throw .notRegularFile(path: path) }
        guard fileManager.isReadableFile(atPath: target) else { throw .unreadable(path: path) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { throw .empty(path: path) }
        let name = URL(fileURLWithPath: path).lastPathComponent
        // A link's own name may say nothing of its type ("latest"); what it points to may.
        var mimeType = MIMETypes.mimeType(forFileName: name)
        if mimeType == MIMETypes.fallback { mimeType = MIMETypes.mimeType(forFileName: URL(fileURLWithPath: target).lastPathComponent) }
        return LocalFile(path: path, name: name, size: size, mimeType: mimeType)
    }

    /// The paths typed in one line, as a terminal's shell would split them: separated by
    /// spaces, a path with spaces in quotes (`'My Photo.png'`) or with its spaces escaped
    /// (`My\ Photo.png`), as terminals paste dropped files. A line that names one existing
    /// file as it is (`My Photo.png`, unquoted) is that one path. Each is resolved as
    /// `resolvedPath(_:homeDirectory:fileManager:)` resolves one.
    public static func typedPaths(_ typed: String, homeDirectory: String? = nil, fileManager: FileManager = .default) -> [String] {
        let whole = resolvedPath(typed, homeDirectory: homeDirectory, fileManager: fileManager)
        if whole.isEmpty { return [] }
        if fileManager.fileExists(atPath: whole) { return [typed] }
        var words: [String] = [], word = "", quote: Character?, escaping = false, started = false
        for character in typed {
            if escaping {
                word.append(character)
                escaping = false
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\\" {
                escaping = true
                started = true
            } else if character == "'" || character == "\"" {
                quote = character
                started = true
            } else if character == " " || character == "\t" || character.isNewline {
                if started { words.append(word) }
                word = ""
                started = false
                continue
            } else {
                word.append(character)
            }
            started = true
        }
        if started { words.append(word) }
        // Each word is a path already unquoted: quote it again for `resolvedPath`, which
        // would otherwise read backslashes in it as escapes.
        return words.count <= 1 ? [typed] : words.map { "'" + $0 + "'" }
    }

    /// The absolute path `typed` stands for, as people type and paste paths into a
    /// terminal: surrounding spaces and line breaks dropped; one pair of surrounding quotes
    /// (`'My Photo.png'`, as terminals paste a dropped file) or else backslash escapes
    /// (`My\ Photo.png`) removed; a `file://` URL read as its path; a leading `~` or `~/`
    /// replaced by `homeDirectory` (nil: `$HOME`); a relative path taken from the current
    /// directory. Empty when nothing but spaces was typed.
    public static func resolvedPath(_ typed: String, homeDirectory: String? = nil, fileManager: FileManager = .default) -> String {
        var path = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        if path.count >= 2, let first = path.first, first == "'" || first == "\"", path.last == first {
            path = String(path.dropFirst().dropLast())
        } else if path.contains("\\") {
            var unescaped = "", escaping = false
            for character in path {
                if character == "\\" && !escaping { escaping = true; continue }
                unescaped.append(character)
                escaping = false
            }
            path = unescaped
        }
        if path.hasPrefix("file://"), let url = URL(string: path), url.isFileURL { path = url.path }
        guard !path.isEmpty else { return "" }
        if path == "~" || path.hasPrefix("~/") {
            let home = homeDirectory ?? ProcessInfo.processInfo.environment["HOME"] ?? fileManager.homeDirectoryForCurrentUser.path
            path = home + path.dropFirst()
        }
        if !path.hasPrefix("/") { path = fileManager.currentDirectoryPath + "/" + path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
