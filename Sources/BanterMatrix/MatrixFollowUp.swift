import BanterChatSDK

/// Work a `/sync` answer leaves for the session because the answer alone cannot say it:
/// a thread root's new summary (the homeserver's count, read back with the root), a reply
/// whose root this client has not met (its id needs the root's timestamp), and an edit of a
/// message no longer cached. `MatrixAccount.apply` queues them; `MatrixSession` reads what
/// they need after telling the answer's events, and tells what it learns then.
enum MatrixFollowUp: Sendable {
    /// Tell the root's thread summary, as of the change at `at`.
    case threadInfo(roomId: String, rootEventId: String, at: Int64)
    /// Tell a reply (when `notify`, it is another sender's) once its root has an id, then the root's summary.
    case threadReply(roomId: String, reply: MatrixMessageMapping.Message, rootEventId: String, notify: Bool, at: Int64)
    /// Tell the edited message, read back with its latest edit.
    case edit(roomId: String, targetEventId: String)
}
