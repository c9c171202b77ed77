/// The window around a starting point: messages at or before it and messages after it.
package struct HistoryWindow: Sendable {
    package var previous: HistoryPage
    package var next: HistoryPage
    package var token: HistorySyncToken

    package init(previous: HistoryPage, next: HistoryPage, token: HistorySyncToken) {
        self.previous = previous
        self.next = next
        self.token = token
    }
}
