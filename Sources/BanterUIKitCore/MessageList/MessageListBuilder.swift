import BanterChatSDK

/// Turns a channel's messages into list rows: kinds, sides, groups,
/// receipts, date separators between days and the typing bubble at the end. Pure: the
/// same input gives the same rows, so lists can diff them.
@MainActor
public struct MessageListBuilder {
    /// The configuration read for grouping, separators, receipts and renderers.
    public var configuration: ChannelConfiguration
    /// The current user's id: their messages sit on the right.
    public var currentUserId: String?
    /// Users whose messages are hidden, each run of them behind one
    /// `MessageListRow.blockedMessages` line: the current user's blocked users in a group
    /// channel (`ChatClient.isBlocked`), none elsewhere.
    public var blockedUserIds: Set<String> = []
    /// When the current user had read the channel up to as it opened (milliseconds since
    /// 1970), or nil for no unread line. The rows then hold one `MessageListRow.unreadLine`
    /// above the first shown message from someone else created after it (after that day's
    /// separator); none when every later message is the current user's.
    public var unreadLineAfter: Int64?

    /// A builder for `currentUserId` under `configuration`.
    public init(configuration: ChannelConfiguration, currentUserId: String?) {
        self.configuration = configuration
        self.currentUserId = currentUserId
    }

    /// The rows for `messages` (oldest first; pending and failed after the sent ones), with
    /// receipts read from `channel` and a typing row for `typingUsers` when bubbles are on.
    public func rows(for messages: [BaseMessage], channel: BaseChannel?, typingUsers: [User] = []) -> [MessageListRow] {
        var snapshot = MessageListSnapshot()
        update(&snapshot, messages: messages, channel: channel, typingUsers: typingUsers)
        return snapshot.rows
    }

    /// Brings `snapshot` up to date with `messages`, giving the same rows as
    /// `rows(for:channel:typingUsers:)`. Rows before the first message that changed are
    /// kept (a message's row depends on its neighbours, so the one before a change is built
    /// again too); all rows are built again when the receipts moved or the reader changed.
    /// `snapshot.unchangedPrefix` then says how many leading rows are exactly as they were.
    public func update(_ snapshot: inout MessageListSnapshot, messages: [BaseMessage], channel: BaseChannel?, typingUsers: [User] = []) {
        let watermarks = Watermarks(channel: channel, currentUserId: currentUserId)
        var same = 0
        // A hidden run spans messages, so a list hiding some is built whole each time.
        if snapshot.watermarks == watermarks, snapshot.currentUserId == currentUserId,
           snapshot.unreadLineAfter == unreadLineAfter, blockedUserIds.isEmpty, snapshot.blockedUserIds.isEmpty {
            let limit = min(messages.count, snapshot.messages.count)
            while same < limit, messages[same] === snapshot.messages[same] { same += 1 }
        }
        // The last unchanged message may have a new neighbour after it: build it again.
        let start = max(0, same - 1)
        // Keep the rows up to the message before it; its separator is decided again below.
        let keptRows = start > 0 ? snapshot.messageRows[start - 1] + 1 : 0
        snapshot.rows.removeSubrange(keptRows...)
        snapshot.replacedKeys = Array(snapshot.keys[keptRows...])
        snapshot.keys.removeSubrange(keptRows...)
        snapshot.messageRows.removeSubrange(start...)
        // The line stays only if it sits before a kept message.
        if let lineIndex = snapshot.unreadLineIndex, lineIndex >= start { snapshot.unreadLineIndex = nil }
        snapshot.rows.reserveCapacity(messages.count + 8)
        var lastDay = start > 0 ? MessageDay.start(of: messages[start - 1].createdAt) : nil
        var hiddenRun: (first: BaseMessage, count: Int)?
        for index in start..<messages.count {
            let message = messages[index]
            if isHidden(message) {
                snapshot.messageRows.append(snapshot.rows.count)
                hiddenRun = (hiddenRun?.first ?? message, (hiddenRun?.count ?? 0) + 1)
                if index + 1 < messages.count, isHidden(messages[index + 1]) { continue }
                let run = hiddenRun ?? (message, 1)
                hiddenRun = nil
                let day = MessageDay.start(of: run.first.createdAt)
                if configuration.isDateSeparatorEnabled, day != lastDay {
                    append(.dateSeparator(day), to: &snapshot)
                    lastDay = day
                }
                append(.blockedMessages(count: run.count, first: run.first), to: &snapshot)
                continue
            }
            let day = MessageDay.start(of: message.createdAt)
            if configuration.isDateSeparatorEnabled, day != lastDay {
                append(.dateSeparator(day), to: &snapshot)
                lastDay = day
            }
            if snapshot.unreadLineIndex == nil, let after = unreadLineAfter, message.createdAt > after, message.isStored,
               message.sender?.userId != currentUserId {
                append(.unreadLine, to: &snapshot)
                snapshot.unreadLineIndex = index
            }
            let previous = index > 0 ? messages[index - 1] : nil
            let next = index + 1 < messages.count ? messages[index + 1] : nil
            snapshot.messageRows.append(snapshot.rows.count)
            append(.message(presentation(of: message, previous: previous, next: next, watermarks: watermarks)), to: &snapshot)
        }
        if configuration.typingIndicatorTypes.contains(.bubble), !typingUsers.isEmpty {
            append(.typing(typingUsers), to: &snapshot)
        }
        snapshot.messages = messages
        snapshot.watermarks = watermarks
        snapshot.currentUserId = currentUserId
        snapshot.blockedUserIds = blockedUserIds
        snapshot.unreadLineAfter = unreadLineAfter
        snapshot.unchangedPrefix = keptRows
    }

    /// Whether `message` is one the rows hide: sent by a blocked user, not by this one.
    private func isHidden(_ message: BaseMessage) -> Bool {
        guard !blockedUserIds.isEmpty, let sender = message.sender?.userId, sender != currentUserId else { return false }
        return blockedUserIds.contains(sender) && !(message is AdminMessage)
    }

    private func append(_ row: MessageListRow, to snapshot: inout MessageListSnapshot) {
        snapshot.rows.append(row)
        snapshot.keys.append((row.id, row.fingerprint))
    }

    /// How `message` is drawn between `previous` and `next`.
    public func presentation(of message: BaseMessage, previous: BaseMessage?, next: BaseMessage?, channel: BaseChannel?) -> MessagePresentation {
        presentation(of: message, previous: previous, next: next, watermarks: Watermarks(channel: channel, currentUserId: currentUserId))
    }

    private func presentation(of message: BaseMessage, previous: BaseMessage?, next: BaseMessage?, watermarks: Watermarks) -> MessagePresentation {
        let kind = MessageKind.of(message, configuration: configuration)
        let isMine = message.sender != nil && message.sender?.userId == currentUserId && !(message is AdminMessage)
        let grouping = configuration.isMessageGroupingEnabled
        let crossesDay = { (a: BaseMessage, b: BaseMessage) in
            self.configuration.isDateSeparatorEnabled && MessageDay.start(of: a.createdAt) != MessageDay.start(of: b.createdAt)
        }
        let first = !grouping || previous.map { configuration.configureMessageEndsGroup($0, message) || crossesDay($0, message) } ?? true
        let last = !grouping || configuration.configureMessageEndsGroup(message, next) || next.map { crossesDay(message, $0) } ?? false
        var receipt = MessageReceipt.none
        if isMine, configuration.isReceiptsEnabled, message.isStored {
            if message.createdAt <= watermarks.read { receipt = .read }
            else if message.createdAt <= watermarks.delivered { receipt = .delivered }
            else { receipt = .sent }
        }
        return MessagePresentation(message: message, kind: kind, alignment: isMine ? .right : .left,
                                   isFirstInGroup: first, isLastInGroup: last, isMine: isMine, receipt: receipt)
    }

    /// How far every other member has read and received the channel, read once per list
    /// rather than once per message. With no channel nothing counts as delivered.
    @MainActor
    struct Watermarks: Equatable {
        var read = Int64.min
        var delivered = Int64.min

        init(channel: BaseChannel?, currentUserId: String?) {
            // Only group channels have receipts; elsewhere nothing counts as delivered.
            guard let channel = channel as? GroupChannel else { return }
            read = channel.readWatermark(excluding: currentUserId)
            delivered = channel.deliveryWatermark(excluding: currentUserId)
        }
    }
}
