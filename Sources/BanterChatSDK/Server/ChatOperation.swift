/// The kinds of request a client makes, each with its own latency and failure rate in
/// `ServerConfiguration`, as on a real service where a send and a history load differ.
public enum ChatOperation: String, CaseIterable, Codable, Sendable {
    case connect
    case sendMessage
    case sendFileMessage
    /// Uploading one file of a multiple-files message, before the message is sent.
    case uploadFile
    case updateMessage
    case deleteMessage
    case reaction
    case loadMessages
    case loadChannels
    case loadUsers
    case search
    /// Creating, changing, joining, leaving or moderating a channel.
    case channelChange
    case markAsRead
    case typing
    /// Fetching a link's Open Graph data for a stored message (its latency is how long the
    /// preview takes; a failure is a fetch that timed out, and the message stays as it is).
    case linkPreview
    /// Blocking or unblocking a user.
    case block
    /// Reporting a message or a user.
    case report
}
