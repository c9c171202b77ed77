/// What a new group channel should be: its members, settings and kind.
public struct GroupChannelCreateParams: Sendable {
    public var name: String?
    public var coverURL: String?
    public var customType: String?
    public var data: String?
    /// Users to invite besides the creator.
    public var userIds: [String]
    /// Members who operate the channel from the start (the creator may be one).
    public var operatorUserIds: [String] = []
    /// Reuse the existing distinct channel with exactly these members instead of creating one.
    public var isDistinct = false
    public var isSuper = false
    public var isBroadcast = false
    public var isPublic = false

    public init(userIds: [String] = [], name: String? = nil) {
        self.userIds = userIds
        self.name = name
    }
}
