/// Every string the kit shows a person, grouped by screen, so an app can translate or
/// reword any of them. No logic in the kit reads a string's text: menus, states and icons
/// are chosen by typed values, and the strings are only drawn.
///
///     StringSet.current.channelList.headerTitle = "Chats"
///     StringSet.current.channel.memberCount = { "\($0) people" }
///
/// Replace strings before the screens are built; a screen already on show picks a change
/// up the next time it redraws the part concerned. Main actor only (`current`).
public struct StringSet: Sendable {
    /// Strings several screens share: Cancel, OK, the notices, dates.
    public var common = Common()
    /// The channel list screens.
    public var channelList = ChannelList()
    /// The open channel list screen.
    public var openChannelList = OpenChannelList()
    /// The channel screens: header, states, input, banners.
    public var channel = Channel()
    /// The open channel screen: header and media area.
    public var openChannel = OpenChannel()
    /// The screen that makes a new open channel.
    public var createOpenChannel = CreateOpenChannel()
    /// The message rows and the message menu.
    public var message = Message()
    /// The screens that pick users: create a channel, invite, register operators.
    public var selectUser = SelectUser()
    /// The channel settings screens.
    public var channelSettings = ChannelSettings()
    /// The user lists (members, operators, muted, banned) and their row actions.
    public var userList = UserList()
    /// The moderation screens.
    public var moderations = Moderations()
    /// The user profile, blocking and reporting.
    public var userProfile = UserProfile()
    /// The message thread screen.
    public var thread = Thread()
    /// The message search screen.
    public var messageSearch = MessageSearch()
    /// The reactions screen and the emoji list.
    public var reactions = Reactions()
    /// What a screen says when its view model refuses a request before asking the service.
    public var errors = Errors()

    /// The default English strings.
    public init() {}

    /// The strings every screen draws.
    @MainActor public static var current = StringSet()
}
