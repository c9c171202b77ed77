/// What a list of the current user's group channels holds and in which order: the page
/// size, the order, and filters on name, members, custom type, freezing, hiding and
/// membership. Only channels the user belongs to (joined or invited) are ever listed.
///
/// Pass it to `ChatClient.createMyGroupChannelListQuery(params:)`; a
/// `GroupChannelCollection` made from that query keeps the same order and filters live.
public struct GroupChannelListQueryParams: Sendable {
    /// Channels per page, 20 by default. A limit below 1 fails `loadNextPage` with 800110.
    public var limit = 20
    /// The order of the list; `.chronological` (the newest channel first) by default.
    public var order: GroupChannelListOrder = .chronological
    /// Whether channels without messages are listed; true by default.
    public var includeEmptyChannel = true
    /// Whether frozen channels are listed; true by default.
    public var includeFrozenChannel = true
    /// Only channels whose name contains this text, ignoring case; nil or empty for any name.
    public var channelNameContainsFilter: String?
    /// Only channels with these users as members (joined or invited), combined as
    /// `queryType` says; nil or empty for any members.
    public var userIdsIncludeFilter: [String]?
    /// Whether `userIdsIncludeFilter` needs every user (`.and`, the default) or any one (`.or`).
    public var queryType: GroupChannelListQueryType = .and
    /// Only channels with one of these custom types; nil for any. A channel without a custom
    /// type matches the empty string.
    public var customTypesFilter: [String]?
    /// Which hidden channels are listed; only unhidden ones by default.
    public var hiddenChannelFilter: GroupChannelHiddenChannelFilter = .unhidden
    /// Joined channels, channels the user is invited to, or both (the default).
    public var myMemberStateFilter: MyMemberStateFilter = .all

    /// The defaults: 20 channels a page, newest first, every channel the user belongs to
    /// except hidden ones.
    public init() {}
}
