/// A page of messages, oldest first, and whether more lie beyond it.
struct HistoryPage: Sendable {
    var messages: [MessagePayload]
    var hasMore: Bool
}
