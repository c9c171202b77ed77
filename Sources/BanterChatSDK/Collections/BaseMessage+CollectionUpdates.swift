/// The next state of a held message after an event, as a new object: message objects are
/// replaced, never changed, so whoever holds the old one (a cell, a delegate) keeps it as it
/// was.
extension BaseMessage {
    /// A copy with one reaction change applied, the way the service applies it. Public so
    /// a screen that follows one message outside a collection (a thread's parent) can keep
    /// it current from `BaseChannelDelegate.channel(_:updatedReaction:)`; the receiver is
    /// left as it was.
    public func applying(_ event: ReactionEvent) -> Self {
        let next = copy()
        var reactions = next.reactions
        if let index = reactions.firstIndex(where: { $0.key == event.key }) {
            var userIds = reactions[index].userIds
            switch event.operation {
            case .add: if !userIds.contains(event.userId) { userIds.append(event.userId) }
            case .delete: userIds.removeAll { $0 == event.userId }
            }
            if userIds.isEmpty {
                reactions.remove(at: index)
            } else {
                reactions[index] = Reaction(key: event.key, userIds: userIds, updatedAt: event.updatedAt)
            }
        } else if event.operation == .add {
            let position = reactions.firstIndex { $0.key > event.key } ?? reactions.count
            reactions.insert(Reaction(key: event.key, userIds: [event.userId], updatedAt: event.updatedAt), at: position)
        }
        // The service stamps every reaction of a message with the time of the latest change.
        next.reactions = reactions.map { Reaction(key: $0.key, userIds: $0.userIds, updatedAt: event.updatedAt) }
        return next
    }

    /// A copy carrying a new thread summary (from
    /// `BaseChannelDelegate.channel(_:didUpdateThreadInfo:parentMessageId:)`); the receiver
    /// is left as it was.
    public func applying(_ threadInfo: ThreadInfo) -> Self {
        let next = copy()
        next.threadInfo = threadInfo
        return next
    }

    /// Whether `other` shows the same as this message: same text, fields, reactions and
    /// thread size. The catch-up after a reconnection reports only messages that differ.
    func hasSameContent(as other: BaseMessage) -> Bool {
        message == other.message && updatedAt == other.updatedAt && customType == other.customType
            && data == other.data && reactions.map(\.key) == other.reactions.map(\.key)
            && reactions.map(\.userIds) == other.reactions.map(\.userIds)
            && threadInfo.replyCount == other.threadInfo.replyCount
            && threadInfo.lastRepliedAt == other.threadInfo.lastRepliedAt
    }

    /// Whether this message sorts before `other` in a collection: by creation time, then id.
    func precedes(_ other: BaseMessage) -> Bool {
        (createdAt, messageId) < (other.createdAt, other.messageId)
    }
}
