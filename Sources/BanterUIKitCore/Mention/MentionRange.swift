import BanterChatSDK

/// One mention in a text: where `@Nickname` sits, counted in `Character`s (grapheme
/// clusters, as `TextInputView` counts), and who it names. Main actor only, as `User` is.
@MainActor
public struct MentionRange {
    /// The characters of the mention, trigger included.
    public var range: Range<Int>
    /// The person mentioned.
    public var user: User

    /// A mention of `user` over `range`.
    public init(range: Range<Int>, user: User) {
        self.range = range
        self.user = user
    }
}
