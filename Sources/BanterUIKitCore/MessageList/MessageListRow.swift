import BanterChatSDK

/// One row of a channel's message list: a message, a date separator between days, or the
/// typing bubble at the end. `id` identifies the row across updates and `fingerprint`
/// changes whenever what it shows changes, which is what `MessageListDiff` compares.
@MainActor
public enum MessageListRow {
    /// A message as it is drawn.
    case message(MessagePresentation)
    /// The start of a day (UTC midnight, in milliseconds since 1970).
    case dateSeparator(Int64)
    /// The people typing now.
    case typing([User])

    /// The row's identity: a message's request id (the same while it is pending, failed and
    /// sent), else its id; a separator's day; the one typing row.
    public var id: String {
        switch self {
        case .message(let presentation): return Self.identity(of: presentation.message)
        case .dateSeparator(let day): return "day:\(day)"
        case .typing: return "typing"
        }
    }

    /// Everything the row shows, folded into one string: equal fingerprints draw the same.
    public var fingerprint: String {
        switch self {
        case .message(let p):
            let m = p.message
            let reactions = m.reactions.map { "\($0.key)=\($0.userIds.joined(separator: ","))" }.joined(separator: ";")
            let parent = m.parentMessage.map { "\($0.messageId):\($0.message)" } ?? ""
            return [m.message, m.sendingStatus.rawValue, String(m.updatedAt), String(m.createdAt), reactions,
                    String(m.threadInfo.replyCount), parent, "\(p.isFirstInGroup)", "\(p.isLastInGroup)", "\(p.receipt)",
                    m.sender?.nickname ?? ""].joined(separator: "|")
        case .dateSeparator(let day): return "day:\(day)"
        case .typing(let users): return users.map(\.userId).joined(separator: ",")
        }
    }

    /// The message shown, if the row is one.
    public var message: BaseMessage? {
        if case .message(let presentation) = self { return presentation.message }
        return nil
    }

    /// The identity `id` uses for a message.
    public static func identity(of message: BaseMessage) -> String {
        message.requestId.isEmpty ? "id:\(message.messageId)" : "req:\(message.requestId)"
    }
}
