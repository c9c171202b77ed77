/// How @mentions work in the message inputs: the character that starts one, how many a
/// message may carry, and how many people the suggestion list offers. Part of
/// `ChannelConfiguration` (`userMentionConfiguration`), read by the input at each keystroke,
/// so a change applies to the next key. Mentions are on when the channel configuration's
/// `isMentionEnabled` is. A value type; safe anywhere.
public struct UserMentionConfiguration: Sendable, Equatable {
    /// The most people one message mentions; mentions typed past it stay plain text.
    public var mentionLimit: Int
    /// The most rows the suggestion list shows.
    public var suggestionLimit: Int
    /// The character that starts a mention and opens the suggestion list.
    public var trigger: Character
    /// What follows a picked mention in the input.
    public var delimiter: String

    /// Ten mentions a message, fifteen suggestions, `@`, and a space after a picked one.
    public init(mentionLimit: Int = 10, suggestionLimit: Int = 15, trigger: Character = "@", delimiter: String = " ") {
        self.mentionLimit = mentionLimit
        self.suggestionLimit = suggestionLimit
        self.trigger = trigger
        self.delimiter = delimiter
    }
}
