/// A public room anyone can enter: it has participants and operators but no members.
@MainActor
public class OpenChannel: BaseChannel {
    /// How many users are in the channel now.
    public internal(set) var participantCount = 0
    /// The channel's operators.
    public internal(set) var operators: [User] = []

    override func apply(_ payload: ChannelPayload) {
        super.apply(payload)
        participantCount = payload.participantCount
        guard let client else { return }
        operators = payload.header.operatorIds.map { client.user(for: $0) }
    }

    /// Whether `userId` operates the channel.
    public func isOperator(userId: String) -> Bool {
        operators.contains { $0.userId == userId }
    }
}
