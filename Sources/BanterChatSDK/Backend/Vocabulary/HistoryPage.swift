/// A page of messages, oldest first, and whether more lie beyond it.
package struct HistoryPage: Sendable {
    package var messages: [MessagePayload]
    package var hasMore: Bool

    package init(messages: [MessagePayload], hasMore: Bool) {
        self.messages = messages
        self.hasMore = hasMore
    }
}
