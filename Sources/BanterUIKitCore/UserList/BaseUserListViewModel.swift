import BanterChatSDK
import BanterViews

/// The model of a screen listing a channel's users (members, participants, operators,
/// muted or banned users): the channel, the users page by page, narrowed by a typed
/// nickname prefix, each user's marks, and an operator's actions on them (promote or
/// dismiss as operator, mute or unmute, ban or unban).
///
/// - Users come from the data source's `nextUserList` when it gives them, else from the
///   query the subclass makes for the list's type (`loadNextPage(of:completion:)`); the
///   first page failing is a blocking error (the screen offers a retry), a later page
///   failing is not.
/// - Filtering (`filterUsers(byNicknamePrefix:)`) starts the query again with the prefix;
///   meanwhile the users shown that still match stay, so the list answers the keystroke
///   at once.
/// - Actions: one request per user at a time. Nothing changes until the service answers;
///   then the list shows the result at once (a row's marks, or the row leaving a list it
///   no longer belongs in), and the delegate hears `didModerate`, or `didFailToModerate`
///   with the service's error (400108 when the current user is not an operator).
/// - The channel's events keep the list current while it shows: the same changes made by
///   another operator show too, and a list that gains someone reloads its first page.
///
/// Lifecycle: made by its view controller (from `ViewModelSet`), loaded from `viewDidLoad`
/// (`loadChannel()`, which loads the first page), disposed when the controller goes; a
/// result that arrives after `dispose()`, a reset or a new filter is dropped. Main actor only.
@MainActor
open class BaseUserListViewModel: UserTableViewModel, BaseChannelDelegate {
    /// Hears the users, the channel and the actions. Held weakly.
    public weak var baseDelegate: BaseUserListViewModelDelegate?
    /// Gives the screen's own users. Held weakly.
    public weak var baseDataSource: BaseUserListViewModelDataSource?

    open override var commonDelegate: CommonViewModelDelegate? { baseDelegate }

    /// The url of the channel listed.
    public let channelURL: String
    /// Group or open.
    public let channelType: ChannelType
    /// Which users are listed.
    public let userListType: ChannelUserListType
    /// The channel, once loaded.
    public private(set) var channel: BaseChannel?
    /// How many users a page asks for: 50 by default, more than a tall terminal shows, so
    /// one request fills the first screen and a page down rarely waits for the next.
    public var pageSize = 50

    /// The marks rows show after an action or an event changed them, by user id; they win
    /// over what the users' objects say (a page's `Member`s are the service's answer at the
    /// time they loaded).
    private var knownMarks: [String: UserCell.Marks] = [:]
    /// The ids in `userList`, kept beside it so a page leaves out the users shown without
    /// hashing every one of them again (a list paged far into 100,000 members).
    private var shownIds: Set<String> = []
    /// Users with an action in flight.
    private var moderatingUserIds: Set<String> = []
    /// Counts resets and new filters, so a page that arrives after one is dropped.
    private var generation = 0
    private var isExhausted = false
    private var replacesOnNextPage = false

    /// A model listing `userListType` of `channel` (or of the channel at `channelURL`,
    /// loaded first) on `client`.
    public init(client: ChatClient?, channel: BaseChannel? = nil, channelURL: String? = nil, channelType: ChannelType = .group,
                userListType: ChannelUserListType, delegate: BaseUserListViewModelDelegate? = nil,
                dataSource: BaseUserListViewModelDataSource? = nil) {
        self.channel = channel
        self.channelURL = channel?.channelURL ?? channelURL ?? ""
        self.channelType = channel?.channelType ?? channelType
        self.userListType = userListType
        baseDelegate = delegate
        baseDataSource = dataSource
        super.init(client: client)
        followChannelEvents(self)
    }

    /// Whether the current user operates the channel.
    public var isOperator: Bool { channel?.myRole == .operator }
    /// Whether more users remain to be loaded.
    open var hasNext: Bool { !isExhausted && queryHasNext }

    // MARK: What subclasses provide

    /// Asks the service for the next page of the list's users in `channel`, narrowed by
    /// `nicknameFilter` and `pageSize` long, calling `completion` once; returns false when
    /// this list has no query (nothing is asked). The subclass makes and keeps the query.
    open func loadNextPage(of channel: BaseChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        false
    }

    /// Whether the subclass's query may have more pages (true before it is made).
    open var queryHasNext: Bool { false }

    /// Forgets the subclass's query, so the next page starts again at the first one.
    open func resetQuery() {}

    // MARK: Loading

    /// Loads the channel when it is not loaded yet, then the first page. A channel that
    /// cannot be loaded is a blocking error (retry loads it again), except while the first
    /// connection is being made, which is waited for.
    open override func loadChannel() {
        guard !isDisposed else { return }
        if channel != nil {
            loadNextUserList(reset: true)
            return
        }
        guard !isLoadingChannel else { return }
        guard let client else {
            baseDelegate?.didReceiveError(Self.connectionRequiredError, isBlocker: true)
            return
        }
        fetchChannel(url: channelURL, type: channelType, on: client) { [weak self] channel in
            guard let self else { return }
            self.channel = channel
            self.baseDelegate?.shouldUpdateLoadingState(false)
            self.baseDelegate?.baseUserListViewModel(self, didChangeChannel: channel)
            self.loadNextUserList(reset: true)
        }
    }

    /// Loads the next page; `reset` starts again at the first page. `users`, when given,
    /// are shown as the page instead.
    open override func loadNextUserList(reset: Bool, users: [User]? = nil) {
        guard !isDisposed else { return }
        guard let channel else {
            loadChannel()
            return
        }
        if reset { resetUserList() }
        guard !isLoading else { return }
        if let given = users ?? baseDataSource?.baseUserListViewModel(self, nextUserListForChannel: channel) {
            isExhausted = given.isEmpty
            append(given, replacing: userList.isEmpty)
            return
        }
        guard hasNext else { return }
        let isFirstPage = userList.isEmpty || replacesOnNextPage
        let generation = self.generation
        setLoading(true)
        let asked = loadNextPage(of: channel) { [weak self] result in
            guard let self, !self.isDisposed, self.generation == generation else { return }
            self.setLoading(false)
            switch result {
            case .success(let users):
                if isFirstPage { self.firstPageFailed = false }
                if users.isEmpty || !self.queryHasNext { self.isExhausted = true }
                self.append(users, replacing: isFirstPage)
            case .failure(let error):
                let isBlocker = self.userList.isEmpty
                if isFirstPage { self.firstPageFailed = true }
                switch self.handling(ofFailedLoad: error) {
                case .retryNow: self.loadNextUserList(reset: false)
                case .waitForConnection where isBlocker: self.baseDelegate?.shouldUpdateLoadingState(true)
                default: self.baseDelegate?.didReceiveError(error, isBlocker: isBlocker)
                }
            }
        }
        if !asked {
            setLoading(false)
            isExhausted = true
            append([], replacing: isFirstPage)
        }
    }

    /// Forgets the users and the query (the filter stays); a page still in flight is
    /// dropped when it arrives.
    open func resetUserList() {
        generation += 1
        userList = []
        shownIds = []
        knownMarks = [:]
        isExhausted = false
        replacesOnNextPage = false
        if isLoading { setLoading(false) }
        resetQuery()
    }

    /// Loads the first page again while the users shown stay until it arrives: how the
    /// list takes in someone new (a mute, a ban, a promotion, a join).
    open func reloadUserList() {
        guard !isDisposed, channel != nil else { return }
        generation += 1
        if isLoading { setLoading(false) }
        isExhausted = false
        replacesOnNextPage = true
        resetQuery()
        loadNextUserList(reset: false)
    }

    /// Narrows the list to the users `prefix` finds ("" shows everyone; see
    /// `matchesNicknameFilter(_:)`): the users shown that still match stay at once, and the
    /// first page of a new query replaces them.
    open override func filterUsers(byNicknamePrefix prefix: String) {
        guard !isDisposed, prefix != nicknameFilter else { return }
        nicknameFilter = prefix
        userList = userList.filter(matchesNicknameFilter)
        shownIds = Set(userList.map(\.userId))
        baseDelegate?.baseUserListViewModel(self, didChangeUsers: userList, needsToReload: true)
        reloadUserList()
    }

    /// Adds a page (or, `replacing`, makes it the list), leaving out users already shown.
    private func append(_ users: [User], replacing: Bool) {
        if replacing {
            userList = []
            shownIds = []
            knownMarks = [:]
            replacesOnNextPage = false
        }
        userList += users.filter { shownIds.insert($0.userId).inserted }
        baseDelegate?.baseUserListViewModel(self, didChangeUsers: userList, needsToReload: replacing)
    }

    // MARK: Marks

    /// The marks `user`'s row shows: what an action or an event last made them, else what
    /// the list is (`BaseUserListModule.List.defaultMarks(for:in:)`).
    open func marks(for user: User) -> UserCell.Marks {
        knownMarks[user.userId] ?? BaseUserListModule.List.defaultMarks(for: user, in: userListType)
    }

    // MARK: Actions

    /// The actions the current user may take on `user`: none for themselves or for a
    /// non-operator; otherwise promote or dismiss, mute or unmute, and ban (unban on the
    /// banned list), as the row's marks say.
    open func availableActions(for user: User) -> [MenuItem.Kind] {
        guard isOperator, user.userId != currentUserId else { return [] }
        if userListType == .banned { return [.unban] }
        let marks = marks(for: user)
        return [marks.contains(.operator) ? .unregisterOperator : .registerOperator,
                marks.contains(.muted) ? .unmute : .mute,
                .ban]
    }

    /// Makes `user` an operator.
    public func registerAsOperator(user: User) { moderate(user, .registerOperator) }
    /// Takes `user`'s operator role away.
    public func unregisterOperator(user: User) { moderate(user, .unregisterOperator) }
    /// Mutes `user` until unmuted.
    public func mute(user: User) { moderate(user, .mute) }
    /// Lifts `user`'s mute.
    public func unmute(user: User) { moderate(user, .unmute) }
    /// Bans `user` until unbanned.
    public func ban(user: User) { moderate(user, .ban) }
    /// Lifts `user`'s ban.
    public func unban(user: User) { moderate(user, .unban) }

    /// Asks the service to do `action` (one of the moderation kinds) to `user`; ignored
    /// while an action on them is in flight or after `dispose()`. A channel not loaded yet
    /// is refused without a request (800110).
    open func moderate(_ user: User, _ action: MenuItem.Kind) {
        guard !isDisposed, !moderatingUserIds.contains(user.userId) else { return }
        guard let channel else {
            baseDelegate?.baseUserListViewModel(self, didFailToModerate: user, action: action, error: ViewModelError.channelNotLoaded.chatError)
            return
        }
        let id = user.userId
        let done: @MainActor (Result<Void, ChatError>) -> Void = { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.moderatingUserIds.remove(id)
            switch result {
            case .success:
                self.apply(action, toUserId: id)
                self.baseDelegate?.baseUserListViewModel(self, didModerate: user, action: action)
            case .failure(let error):
                self.baseDelegate?.baseUserListViewModel(self, didFailToModerate: user, action: action, error: error)
            }
        }
        switch action {
        case .registerOperator: channel.addOperators(userIds: [id], completion: done)
        case .unregisterOperator: channel.removeOperators(userIds: [id], completion: done)
        case .mute: channel.muteUser(userId: id, completion: done)
        case .unmute: channel.unmuteUser(userId: id, completion: done)
        case .ban: channel.banUser(userId: id, completion: done)
        case .unban: channel.unbanUser(userId: id, completion: done)
        default: return
        }
        moderatingUserIds.insert(id)
    }

    /// Shows that `action` was done to the user with `userId`: the row leaves a list it no
    /// longer belongs in, a list that gains them loads again, and otherwise the row's marks
    /// change. Actions and the channel's events both come here, so doing it twice is harmless.
    open func apply(_ action: MenuItem.Kind, toUserId userId: String) {
        guard !isDisposed else { return }
        let type = userListType
        let leaves = (action == .unregisterOperator && type == .operators) || (action == .unmute && type == .muted)
            || (action == .unban && type == .banned) || (action == .ban && type != .banned)
        let joins = (action == .registerOperator && type == .operators) || (action == .mute && type == .muted)
            || (action == .ban && type == .banned)
        if leaves {
            removeUser(userId: userId)
        } else if joins {
            reloadUserList()
        } else if let user = userList.first(where: { $0.userId == userId }) {
            var marks = marks(for: user)
            switch action {
            case .registerOperator: marks.insert(.operator)
            case .unregisterOperator: marks.remove(.operator)
            case .mute: marks.insert(.muted)
            case .unmute: marks.remove(.muted)
            default: return
            }
            knownMarks[userId] = marks
            baseDelegate?.baseUserListViewModel(self, didChangeUsers: userList, needsToReload: false)
        }
    }

    /// Changes the marks of the rows shown, by user id, with `change` (given each user and
    /// their marks now), and tells the delegate once when any changed: for a subclass that
    /// learns changes from the channel (the operators' roles) rather than from an action or
    /// an event about one user. One pass over the rows.
    public func updateMarks(_ change: (User, inout UserCell.Marks) -> Void) {
        guard !isDisposed else { return }
        var changed = false
        for user in userList {
            let before = marks(for: user)
            var after = before
            change(user, &after)
            if after != before {
                knownMarks[user.userId] = after
                changed = true
            }
        }
        if changed { baseDelegate?.baseUserListViewModel(self, didChangeUsers: userList, needsToReload: false) }
    }

    /// Takes the user with `userId` out of the list.
    open func removeUser(userId: String) {
        guard let index = userList.firstIndex(where: { $0.userId == userId }) else { return }
        userList.remove(at: index)
        shownIds.remove(userId)
        knownMarks[userId] = nil
        baseDelegate?.baseUserListViewModel(self, didChangeUsers: userList, needsToReload: true)
    }

    // MARK: BaseChannelDelegate

    /// Whether an event is about the channel listed.
    public func isListed(_ channel: BaseChannel) -> Bool {
        !isDisposed && channel.channelURL == channelURL
    }

    /// The channel changed: tells the delegate.
    open func channelWasChanged(_ channel: BaseChannel) {
        guard isListed(channel) else { return }
        self.channel = channel
        baseDelegate?.baseUserListViewModel(self, didChangeChannel: channel)
    }

    /// The operators changed: the channel changed, and the operators list loads again.
    open func channelDidUpdateOperators(_ channel: BaseChannel) {
        channelWasChanged(channel)
        if isListed(channel), userListType == .operators { reloadUserList() }
    }

    /// The channel froze: the channel changed.
    open func channelWasFrozen(_ channel: BaseChannel) { channelWasChanged(channel) }
    /// The channel thawed: the channel changed.
    open func channelWasUnfrozen(_ channel: BaseChannel) { channelWasChanged(channel) }

    /// Someone was muted: their row shows it, or the muted list loads again.
    open func channel(_ channel: BaseChannel, userWasMuted user: User) {
        guard isListed(channel) else { return }
        apply(.mute, toUserId: user.userId)
    }

    /// Someone was unmuted.
    open func channel(_ channel: BaseChannel, userWasUnmuted user: User) {
        guard isListed(channel) else { return }
        apply(.unmute, toUserId: user.userId)
    }

    /// Someone was banned; the current user banned closes the screen.
    open func channel(_ channel: BaseChannel, userWasBanned user: User) {
        guard isListed(channel) else { return }
        if user.userId == currentUserId {
            baseDelegate?.baseUserListViewModel(self, shouldDismissForUserList: channel)
            return
        }
        apply(.ban, toUserId: user.userId)
    }

    /// Someone was unbanned.
    open func channel(_ channel: BaseChannel, userWasUnbanned user: User) {
        guard isListed(channel) else { return }
        apply(.unban, toUserId: user.userId)
    }

    /// The channel was deleted: the screen closes.
    open func channelWasDeleted(_ channelURL: String, channelType: ChannelType) {
        guard !isDisposed, channelURL == self.channelURL else { return }
        baseDelegate?.baseUserListViewModel(self, shouldDismissForUserList: channel)
    }
}
