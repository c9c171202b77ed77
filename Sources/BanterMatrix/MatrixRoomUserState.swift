import BanterChatSDK

/// What a room holds besides its state events, as one account sees it: how far each member
/// has read, who is typing, and this user's own settings and unread counts for it. `/sync`
/// fills it (ephemeral events, room account data, `unread_notifications`); requests update
/// it when they succeed, so their replies already show the change.
struct MatrixRoomUserState: Sendable, Equatable, Codable {
    /// Up to which server time each member has read, from their `m.read` receipts and their
    /// own messages (a member's message implies they read what came before it).
    var readTimes: [String: Int64] = [:]
    /// Members typing now, as the last `m.typing` listed them.
    var typingUserIds: [String] = []
    /// This user's unread messages (`notification_count`) and mentions (`highlight_count`).
    var unreadMessageCount = 0
    var unreadMentionCount = 0
    /// This user's hiding of the room, from its `banter.hidden` tag.
    var hiddenState: HiddenState = .unhidden
    /// The time of the newest message when the room was hidden: a later one unhides a room
    /// hidden with auto-unhide, even one that arrives while no client of the user is online.
    var hiddenAt: Int64 = 0
    /// A `banter.hidden` tag that a new message lifted and that the session still has to delete.
    var needsUnhideOnServer = false
    /// This user's push trigger option, from the room's `banter.push_trigger_option` account data.
    var pushTriggerOption: GroupChannelPushTriggerOption?
    /// This user's "Mark as unread" position, from the room's `banter.unread_from` account data.
    var markedUnread: MatrixMarkedUnread?
    /// Whether `m.marked_unread` (or its unstable `com.famedly.marked_unread`) says the room
    /// is marked unread, by Banter or another Matrix client.
    var isFlaggedUnread = false
    /// The event of this user's read marker (`m.fully_read` room account data): how far
    /// they have read as Element and other clients keep it, which may be past their receipt.
    var fullyReadEventId: String?
    /// The event of this user's own newest read receipt, when `/sync` told it.
    var ownReceiptEventId: String?
    /// A position a newer receipt of the user's cleared during the last `/sync`, which the
    /// session still has to delete on the server.
    var needsMarkedUnreadClearOnServer = false
    /// What another client of the user changed in the last `/sync` (hid the room; unhid it or
    /// changed the push option), for `MatrixAccount.channelEvents` to tell as `.hidden` or
    /// `.updated`, as the mock tells the user's other clients.
    var hiddenElsewhere = false
    var changedElsewhere = false
    /// Whether another client of the user marked the room unread, or cleared that, in the
    /// last `/sync` (told as `.readStatus` about the user).
    var readStateChangedElsewhere = false
    /// Whether this client told its user already that the room was deleted, or that they left it.
    var toldDeleted = false
    var toldLeft = false

    /// Moves `userId`'s read time forward (never back: receipts may arrive out of order).
    /// Answers whether it moved.
    @discardableResult
    mutating func noteRead(by userId: String, at time: Int64) -> Bool {
        guard time > readTimes[userId] ?? .min else { return false }
        readTimes[userId] = time
        return true
    }
}
