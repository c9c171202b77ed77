/// Whether the current user is muted in a channel (a muted user cannot send messages).
public enum MutedState: String, Codable, Sendable {
    case unmuted
    case muted
}
