/// How far a collection has seen a channel's history: its place in the channel's change
/// log, and the newest message id the service had handed out.
package struct HistorySyncToken: Sendable {
    package var changeLogPosition: Int
    package var messageWatermark: Int64

    package init(changeLogPosition: Int, messageWatermark: Int64) {
        self.changeLogPosition = changeLogPosition
        self.messageWatermark = messageWatermark
    }
}
