/// The window around a starting point: messages at or before it and messages after it.
struct HistoryWindow: Sendable {
    var previous: HistoryPage
    var next: HistoryPage
    var token: HistorySyncToken
}
