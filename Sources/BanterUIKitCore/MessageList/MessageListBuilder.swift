import BanterChatSDK

/// Turns a channel's messages into list rows (DESIGN section 7): kinds, sides, groups,
/// receipts, date separators between days and the typing bubble at the end. Pure: the
/// same input gives the same rows, so lists can diff them.
@MainActor
public struct MessageListBuilder {
    /// The configuration read for grouping, separators, receipts and renderers.
    public var configuration: UIKitConfiguration
    /// The current user's id: their messages sit on the right.
    public var currentUserId: String?

    /// A builder for `currentUserId` under `configuration`.
    public init(configuration: UIKitConfiguration, currentUserId: String?) {
        self.configuration = configuration
        self.currentUserId = currentUserId
    }

    /// The rows for `messages` (oldest first; pending and failed after the sent ones), with
    /// receipts read from `channel` and a typing row for `typingUsers` when bubbles are on.
    public func rows(for messages: [BaseMessage], channel: GroupChannel?, typingUsers: [User] = []) -> [MessageListRow] {
        var rows: [MessageListRow] = []
        rows.reserveCapacity(messages.count + 8)
        let watermarks = Watermarks(channel: channel, currentUserId: currentUserId)
        var lastDay: Int64?
        for (index, message) in messages.enumerated() {
            let day = MessageDay.start(of: message.createdAt)
            if configuration.isDateSeparatorEnabled, day != lastDay {
                rows.append(.dateSeparator(day))
                lastDay = day
            }
            let previous = index > 0 ? messages[index - 1] : nil
            let next = index + 1 < messages.count ? messages[index + 1] : nil
            rows.append(.message(presentation(of: message, previous: previous, next: next, watermarks: watermarks)))
        }
        if configuration.typingIndicatorTypes.contains(.bubble), !typingUsers.isEmpty {
            rows.append(.typing(typingUsers))
        }
        return rows
    }

    /// How `message` is drawn between `previous` and `next`.
    public func presentation(of message: BaseMessage, previous: BaseMessage?, next: BaseMessage?, channel: GroupChannel?) -> MessagePresentation {
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
    private struct Watermarks {
        var read = Int64.min
        var delivered = Int64.min

        init(channel: GroupChannel?, currentUserId: String?) {
            guard let channel else { return }
            read = channel.readWatermark(excluding: currentUserId)
            delivered = channel.deliveryWatermark(excluding: currentUserId)
        }
    }
}
