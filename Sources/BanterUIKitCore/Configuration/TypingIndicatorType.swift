/// Where "someone is typing" shows in a channel.
public struct TypingIndicatorType: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// As the channel header's subtitle ("Alice is typing…").
    public static let text = TypingIndicatorType(rawValue: 1)
    /// As a bubble at the bottom of the message list.
    public static let bubble = TypingIndicatorType(rawValue: 2)
}
