/// The current user's role in a channel: operators may freeze, mute, ban, and change the channel.
public enum Role: String, Codable, Sendable {
    case none
    case `operator`
}
