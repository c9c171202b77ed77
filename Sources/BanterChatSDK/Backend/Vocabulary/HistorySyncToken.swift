/// How far a collection has seen a channel's history: its place in the channel's change
/// log, and the newest message id the service had handed out.
struct HistorySyncToken: Sendable {
    var changeLogPosition: Int
    var messageWatermark: Int64
}
