import BanterChatSDK

/// A channel's message rows as last built, kept so the next build reuses the rows of the
/// messages that did not change. A message arriving at the bottom then costs the rows of
/// the last two messages, not of every message loaded, however long the screen stays open.
///
/// Made and updated by `MessageListBuilder.update(_:messages:channel:typingUsers:)`. The
/// reuse assumes the builder's configuration is the same as last time: after changing the
/// configuration, start again from an empty snapshot. Main actor only.
@MainActor
public struct MessageListSnapshot {
    /// The rows, in order.
    public internal(set) var rows: [MessageListRow] = []
    /// Each row's id and fingerprint, as `MessageListDiff` compares them.
    public internal(set) var keys: [(id: MessageListRow.ID, fingerprint: MessageListRow.Fingerprint)] = []
    /// How many leading rows the last update kept exactly as they were.
    public internal(set) var unchangedPrefix = 0
    /// The keys of the rows the last update replaced (those after `unchangedPrefix`), so the
    /// difference can be taken over the changed rows alone.
    public internal(set) var replacedKeys: [(id: MessageListRow.ID, fingerprint: MessageListRow.Fingerprint)] = []

    /// The messages the rows were built from, and where each one's row is.
    var messages: [BaseMessage] = []
    var messageRows: [Int] = []
    /// The receipts' inputs and the reader the rows were built for.
    var watermarks: MessageListBuilder.Watermarks?
    var currentUserId: String?
    /// The blocked users whose messages the rows hide.
    var blockedUserIds: Set<String> = []
    /// The unread line's read time, and the index of the message it sits above.
    var unreadLineAfter: Int64?
    var unreadLineIndex: Int?

    /// An empty snapshot: the next update builds every row.
    public init() {}
}
