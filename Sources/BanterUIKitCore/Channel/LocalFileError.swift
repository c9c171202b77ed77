/// Why a path typed to send a file cannot be sent; nothing is sent for any of them. Each
/// case names the path as it was understood (after `~` was expanded), so the message shown
/// (`BaseChannelViewController.fileErrorMessage(for:)`, from `StringSet`) can name it too.
public enum LocalFileError: Error, Equatable, Sendable {
    /// Nothing was typed.
    case emptyPath
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path is a directory.
    case isDirectory(path: String)
    /// The path is something other than a regular file (a device, a socket, a pipe).
    case notRegularFile(path: String)
    /// The file cannot be read by this user (its permissions).
    case unreadable(path: String)
    /// The file holds no bytes; the service refuses empty files.
    case empty(path: String)
    /// More files were typed than one message may carry.
    case tooManyFiles(count: Int, limit: Int)
}
