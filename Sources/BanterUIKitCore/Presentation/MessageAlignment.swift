/// Which side of the list a message sits on: the current user's on the right, everyone
/// else's on the left. System messages are centred regardless.
public enum MessageAlignment: Sendable, Equatable {
    case left
    case right
}
