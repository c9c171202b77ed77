/// Why the message input cannot send now; it picks the notice's text (from `StringSet`) and
/// icon, so nothing depends on the notice's wording.
public enum MessageInputDisabledState: Sendable, Equatable {
    /// The channel is frozen and the current user is no operator.
    case frozen
    /// The current user is muted in the channel.
    case muted
    /// The current user is banned from the channel (it cannot even be loaded).
    case banned
}
