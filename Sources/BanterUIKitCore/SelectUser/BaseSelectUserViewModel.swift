import BanterChatSDK
import BanterViews

/// The model of a screen that picks users (create a channel, invite users, register
/// operators): the users page by page, the ones already in the channel left out, narrowed
/// by a nickname prefix, and the ones picked.
///
/// Users come from the data source's `nextUserList()` when it gives them, else from a
/// query: `userListQuery` (by default every user of the application), or `memberListQuery`
/// for a channel's members. The first page failing is a blocking error (the screen shows a
/// retry); a later page failing is not (the users shown stay). A page whose users are all
/// left out (excluded or filtered) loads the next one, so the list never looks empty while
/// more users remain.
///
/// Filtering (`filterUsers(byNicknamePrefix:)`): with the default query, each new prefix
/// starts a new query with the service's `nicknameStartsWithFilter`, and meanwhile the
/// users already shown that still match stay, so the list answers the keystroke at once;
/// with a query or users given by the app, the users loaded so far are narrowed here and
/// more pages load while the list is short.
///
/// A screen picking for one channel (invite, register operators) names it by `channelURL`
/// and `targetChannelType` (a group or an open channel): the channel loads first (`loadChannel()`, unless given), then the users, as in the
/// reference kit; a channel that cannot be loaded is a blocking error (the screen offers a
/// retry), except while the first connection is being made, which is waited for.
///
/// Lifecycle: made by its view controller, loaded from `viewDidLoad`
/// (`loadNextUserList(reset: true)`), disposed when the controller goes. A result that
/// arrives after `dispose()`, a reset or a new filter is dropped. Main actor only.
@MainActor
open class BaseSelectUserViewModel: UserTableViewModel {
    /// Hears the users and the picks. Held weakly.
    public weak var baseDelegate: BaseSelectUserViewModelDelegate?
    /// Gives the screen's own users. Held weakly.
    public weak var baseDataSource: BaseSelectUserViewModelDataSource?

    open override var commonDelegate: CommonViewModelDelegate? { baseDelegate }

    /// The channel the users are picked for, if any (invite, register operators).
    public let channelURL: String?
    /// Whether that channel is a group or an open one (how it loads). Not `channelType`:
    /// the create screen's model names what it creates so.
    public let targetChannelType: ChannelType
    /// The query of application users, when users come from it.
    public private(set) var userListQuery: UserListQuery?
    /// The query of a channel's members, when users come from it.
    public private(set) var memberListQuery: MemberListQuery?

    /// The users picked, in the order they were picked.
    public private(set) var selectedUserList: [User] = []
    /// The ids of users left out (already in the channel, say). Adding ids takes those
    /// users out of the list and the picks at once.
    public var excludedUserIds: Set<String> = [] {
        didSet { if excludedUserIds != oldValue { dropExcludedUsers() } }
    }
    /// How many users a page asks for.
    public var pageSize = 20

    /// Every user loaded since the last reset (none excluded), before the nickname filter:
    /// what a local filter narrows.
    private var loadedUsers: [User] = []
    /// Counts resets and new filters, so a page that arrives after one is dropped.
    private var generation = 0
    /// Whether `userListQuery` was made here (and so is made afresh on a reset or a filter).
    private var ownsUserListQuery = false
    /// Whether a query has no more pages.
    private var isExhausted = false
    /// Whether the next page replaces the users shown: the first page of a new filter, while
    /// the users that still match stay on screen.
    private var replacesOnNextPage = false
    /// Whether the users shown came from the app (`nextUserList()` or `users:`) rather than
    /// a query, so a filter narrows them here.
    private var showsGivenUsers = false

    /// A model picking among `client`'s users: `userListQuery` (nil: every application
    /// user), or `memberListQuery`'s members, for `channel` (or the `channelType` channel at
    /// `channelURL`, loaded first) if any.
    public init(client: ChatClient?, channel: BaseChannel? = nil, channelURL: String? = nil, channelType: ChannelType = .group,
                userListQuery: UserListQuery? = nil, memberListQuery: MemberListQuery? = nil,
                delegate: BaseSelectUserViewModelDelegate? = nil, dataSource: BaseSelectUserViewModelDataSource? = nil) {
        self.channel = channel
        self.channelURL = channel?.channelURL ?? channelURL
        self.targetChannelType = channel?.channelType ?? channelType
        self.userListQuery = userListQuery
        self.memberListQuery = memberListQuery
        baseDelegate = delegate
        baseDataSource = dataSource
        super.init(client: client)
    }

    // MARK: The channel

    /// The channel users are picked for, once loaded; nil for a screen without one.
    public private(set) var channel: BaseChannel?

    /// Loads the channel at `channelURL`; once it has, `channelDidLoad(_:)` runs and the first
    /// page of users loads. A failure is a blocking error (retry loads it again), except
    /// while the first connection is being made, which is waited for.
    open override func loadChannel() {
        guard !isDisposed, !isLoadingChannel else { return }
        guard let client else {
            baseDelegate?.didReceiveError(Self.connectionRequiredError, isBlocker: true)
            return
        }
        guard let channelURL, !channelURL.isEmpty else {
            baseDelegate?.didReceiveError(ViewModelError.noChannel.chatError, isBlocker: true)
            return
        }
        fetchChannel(url: channelURL, type: targetChannelType, on: client) { [weak self] channel in
            guard let self else { return }
            self.channel = channel
            self.channelDidLoad(channel)
            self.baseDelegate?.shouldUpdateLoadingState(false)
            self.loadNextUserList(reset: true)
        }
    }

    /// The channel has loaded, or changed (`channelDidChange(_:)`), before users load; a
    /// subclass leaves out its members here, say. Nothing in the base.
    open func channelDidLoad(_ channel: BaseChannel) {}

    /// Keeps a newer copy of the channel (from a channel event) and tells `channelDidLoad(_:)`.
    public func channelDidChange(_ channel: BaseChannel) {
        guard !isDisposed, channel.channelURL == channelURL else { return }
        self.channel = channel
        channelDidLoad(channel)
    }

    /// Takes users from `query` from now on (a channel's members, once the channel has
    /// loaded), starting again at the first page; the filter then narrows what it loaded.
    public func useMemberListQuery(_ query: MemberListQuery) {
        memberListQuery = query
        userListQuery = nil
        ownsUserListQuery = false
        resetUserList()
    }

    /// Takes users from `query` from now on (a channel's participants, say), starting again
    /// at the first page; the filter then narrows what it loaded, as with a query given to
    /// `init`.
    public func useUserListQuery(_ query: UserListQuery) {
        memberListQuery = nil
        userListQuery = query
        ownsUserListQuery = false
        resetUserList()
    }

    /// Whether more users remain to be loaded.
    open var hasNext: Bool {
        if isExhausted { return false }
        if let memberListQuery { return memberListQuery.hasNext }
        return userListQuery?.hasNext ?? true
    }

    /// Whether `user` is left out of the list; by default, when `excludedUserIds` holds
    /// them. Override to leave out more (the current user, say).
    open func isExcluded(_ user: User) -> Bool { excludedUserIds.contains(user.userId) }

    /// Whether a new filter makes a new query (the default one), rather than narrowing the
    /// users loaded so far.
    private var filtersOnTheService: Bool {
        !showsGivenUsers && memberListQuery == nil && (userListQuery == nil || ownsUserListQuery)
    }

    // MARK: Loading

    /// Loads the next page of users; `reset` starts again at the first page (a new query).
    /// `users`, when given, are shown as the page instead.
    open override func loadNextUserList(reset: Bool, users: [User]? = nil) {
        guard !isDisposed else { return }
        if channelURL != nil, channel == nil {
            loadChannel()
            return
        }
        if reset { resetUserList() }
        guard !isLoading else { return }
        if let given = users ?? baseDataSource?.nextUserList() {
            showsGivenUsers = true
            appendGivenPages(first: given)
            return
        }
        guard let client else {
            baseDelegate?.didReceiveError(Self.connectionRequiredError, isBlocker: userList.isEmpty)
            return
        }
        guard hasNext else { return }
        let isFirstPage = loadedUsers.isEmpty || replacesOnNextPage
        let generation = self.generation
        setLoading(true)
        let done: @MainActor (Result<[User], ChatError>) -> Void = { [weak self] result in
            guard let self, !self.isDisposed, self.generation == generation else { return }
            self.setLoading(false)
            switch result {
            case .success(let users):
                if isFirstPage { self.firstPageFailed = false }
                if users.isEmpty { self.isExhausted = true }
                let added = self.append(users, replacing: isFirstPage)
                if added == 0, !users.isEmpty, self.hasNext { self.loadNextUserList(reset: false) }
            case .failure(let error):
                let isBlocker = self.userList.isEmpty
                if isFirstPage { self.firstPageFailed = true }
                switch self.handling(ofFailedLoad: error) {
                case .retryNow: self.loadNextUserList(reset: isFirstPage && isBlocker)
                case .waitForConnection where isBlocker: self.baseDelegate?.shouldUpdateLoadingState(true)
                default: self.baseDelegate?.didReceiveError(error, isBlocker: isBlocker)
                }
            }
        }
        if let memberListQuery {
            memberListQuery.loadNextPage { result in done(result.map { $0 as [User] }) }
        } else {
            let query = userListQuery ?? {
                let query = createDefaultUserListQuery(client: client)
                userListQuery = query
                ownsUserListQuery = true
                return query
            }()
            query.loadNextPage(completion: done)
        }
    }

    /// The query the list pages through when `init` was given none: every user of the
    /// application `nicknameFilter` finds, `pageSize` a page. Made afresh on a reset and on
    /// each change of the filter. Override to page through fewer people, for instance only
    /// some while nothing is typed (the sample app keeps a live room's crowd out that way).
    open func createDefaultUserListQuery(client: ChatClient) -> UserListQuery {
        let query = client.createApplicationUserListQuery()
        query.limit = pageSize
        query.nicknameStartsWithFilter = nicknameFilter.isEmpty ? nil : nicknameFilter
        return query
    }

    /// Shows `first` and, while none of a page is kept (all excluded or filtered out), the
    /// data source's next pages, up to a bound so a data source that never ends cannot
    /// hold the main actor.
    private func appendGivenPages(first: [User]) {
        var page = first
        for _ in 0..<64 {
            isExhausted = page.isEmpty
            let added = append(page, replacing: loadedUsers.isEmpty)
            guard added == 0, !page.isEmpty, let next = baseDataSource?.nextUserList() else { return }
            page = next
        }
    }

    /// Forgets the users (the picks and the filter stay); a page still in flight is dropped
    /// when it arrives. The default query starts again at the first page; a query given to
    /// `init` goes on from where it is, as queries are cursors.
    open func resetUserList() {
        generation += 1
        userList = []
        loadedUsers = []
        isExhausted = false
        replacesOnNextPage = false
        showsGivenUsers = false
        if isLoading { setLoading(false) }
        if ownsUserListQuery {
            userListQuery = nil
            ownsUserListQuery = false
        }
    }

    // MARK: Filtering

    /// Narrows the list to the users `prefix` finds ("" shows everyone): it starts their
    /// nickname, a word of it, or their id, ignoring case (`NicknameFilter`). The users shown that still match stay at once (the
    /// delegate hears `didChangeUserList` with `needsToReload`); with the default query a
    /// new one then asks the service, and its first page replaces them. A page of the old
    /// filter still in flight is dropped.
    open override func filterUsers(byNicknamePrefix prefix: String) {
        guard !isDisposed, prefix != nicknameFilter else { return }
        nicknameFilter = prefix
        if filtersOnTheService {
            generation += 1
            if isLoading { setLoading(false) }
            userList = userList.filter(matchesNicknameFilter)
            loadedUsers = userList
            isExhausted = false
            replacesOnNextPage = true
            userListQuery = nil
            ownsUserListQuery = false
            baseDelegate?.baseSelectedUserViewModel(self, didChangeUserList: userList, needsToReload: true)
            loadNextUserList(reset: false)
        } else {
            userList = loadedUsers.filter(matchesNicknameFilter)
            baseDelegate?.baseSelectedUserViewModel(self, didChangeUserList: userList, needsToReload: true)
            if userList.count < pageSize, hasNext { loadNextUserList(reset: false) }
        }
    }

    /// Adds a page (or, `replacing`, makes it the list), leaving out excluded users and
    /// those already shown; returns how many users it added to `userList`.
    @discardableResult
    private func append(_ users: [User], replacing: Bool) -> Int {
        if replacing {
            loadedUsers = []
            replacesOnNextPage = false
        }
        var seen = Set(loadedUsers.map(\.userId))
        let fresh = users.filter { !isExcluded($0) && seen.insert($0.userId).inserted }
        loadedUsers += fresh
        let shown = fresh.filter(matchesNicknameFilter)
        if replacing {
            userList = shown
        } else {
            userList += shown
        }
        baseDelegate?.baseSelectedUserViewModel(self, didChangeUserList: userList, needsToReload: replacing)
        return shown.count
    }

    /// Takes users who became excluded out of the list and the picks.
    private func dropExcludedUsers() {
        let before = (userList.count, selectedUserList.count)
        loadedUsers.removeAll(where: isExcluded)
        userList.removeAll(where: isExcluded)
        selectedUserList.removeAll(where: isExcluded)
        if userList.count != before.0 {
            baseDelegate?.baseSelectedUserViewModel(self, didChangeUserList: userList, needsToReload: true)
        }
        if selectedUserList.count != before.1 {
            baseDelegate?.baseSelectedUserViewModel(self, didUpdateSelectedUsers: selectedUserList)
        }
    }

    // MARK: Picking

    /// Picks `user`, or unpicks them if they were picked.
    open func selectUser(user: User) {
        if let index = selectedUserList.firstIndex(where: { $0.userId == user.userId }) {
            selectedUserList.remove(at: index)
        } else {
            selectedUserList.append(user)
        }
        baseDelegate?.baseSelectedUserViewModel(self, didUpdateSelectedUsers: selectedUserList)
    }

    /// Whether `user` is picked.
    public func isSelected(_ user: User) -> Bool { selectedUserList.contains { $0.userId == user.userId } }
}
