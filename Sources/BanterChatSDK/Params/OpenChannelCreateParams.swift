/// What a new open channel should be.
public struct OpenChannelCreateParams: Sendable {
    public var name: String
    public var coverURL: String?
    public var customType: String?
    public var data: String?
    public var operatorUserIds: [String] = []

    public init(name: String) {
        self.name = name
    }

    /// The longest name the service accepts, in characters (grapheme clusters), the same on
    /// create as on update. Screens that let a person type a name show it as the limit.
    public static var maximumNameLength: Int { Validation.maximumChannelNameLength }

    /// Checks `name` as the service will: it must hold something besides whitespace and be
    /// at most `maximumNameLength` characters. Throws the service's 800110 refusal
    /// otherwise, so a screen can refuse a name before sending it, by the very same rule.
    public static func validate(name: String) throws(ChatError) {
        try Validation.openChannelName(name)
    }

    /// Checks a cover address as the service will: a scheme, "://", something after it
    /// and no spaces ("https://example.com/cover.png"). Throws the service's 800110 refusal
    /// otherwise.
    public static func validate(coverURL: String) throws(ChatError) {
        try Validation.url(coverURL, named: "the cover URL")
    }
}
