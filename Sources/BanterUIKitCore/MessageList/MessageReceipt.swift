/// How far one of the current user's messages got: shown beside its time when
/// `ChannelConfiguration.isReceiptsEnabled`.
public enum MessageReceipt: Sendable, Equatable {
    /// Not the current user's message, or receipts are off.
    case none
    /// Stored by the service, not yet delivered to every other member.
    case sent
    /// Delivered to every other member, not read by all.
    case delivered
    /// Read by every other member.
    case read
}
