import BanterChatSDK
import BanterViews

/// The model of a screen that picks users (create a channel, invite users, register
/// operators): the users page by page, the ones already in the channel left out, and the
/// ones picked.
///
/// Users come from the data source's `nextUserList()` when it gives them, else from a
/// query: `userListQuery` (by default every user of the application), or `memberListQuery`
/// for a channel's members. The first page failing is a blocking error (the screen shows a
/// retry); a later page failing is not (the users shown stay).
///
/// Lifecycle: made by its view controller, loaded from `viewDidLoad`
/// (`loadNextUserList(reset: true)`), disposed when the controller goes. A result that
/// arrives after `dispose()` or after the list was reset is dropped. Main actor only.
@MainActor
open class BaseSelectUserViewModel: BaseViewModel {
    /// Hears the users and the picks. Held weakly.
    public weak var baseDelegate: BaseSelectUserViewModelDelegate?
    /// Gives the screen's own users. Held weakly.
    public weak var baseDataSource: BaseSelectUserViewModelDataSource?

    open override var commonDelegate: CommonViewModelDelegate? { baseDelegate }

    /// The channel the users are picked for, if any (invite, register operators).
    public let channelURL: String?
    /// The query of application users, when users come from it.
    public private(set) var userListQuery: UserListQuery?
    /// The query of a channel's members, when users come from it.
    public private(set) var memberListQuery: MemberListQuery?

    /// The users shown, in order, without duplicates.
    public private(set) var userList: [User] = []
    /// The users picked, in the order they were picked.
    public private(set) var selectedUserList: [User] = []
    /// The ids of users left out (already in the channel, say).
    public var excludedUserIds: Set<String> = []
    /// Whether a page is loading.
    public private(set) var isLoading = false
    /// How many users a page asks for.
    public var pageSize = 20

    /// Counts resets, so a page that arrives after one is dropped.
    private var generation = 0
    /// Whether `userListQuery` was made here (and so is made afresh on a reset).
    private var ownsUserListQuery = false
    /// Whether a query has no more pages.
    private var isExhausted = false
    /// Whether the first page failed, so the connection coming back loads it again.
    private var firstPageFailed = false

    /// A model picking among `client`'s users: `userListQuery` (nil: every application
    /// user), or `memberListQuery`'s members, for the channel at `channelURL` if any.
    public init(client: ChatClient?, channelURL: String? = nil, userListQuery: UserListQuery? = nil, memberListQuery: MemberListQuery? = nil,
                delegate: BaseSelectUserViewModelDelegate? = nil, dataSource: BaseSelectUserViewModelDataSource? = nil) {
        self.channelURL = channelURL
        self.userListQuery = userListQuery
        self.memberListQuery = memberListQuery
        baseDelegate = delegate
        baseDataSource = dataSource
        super.init(client: client)
    }

    /// The current user's id.
    public var currentUserId: String? { client?.currentUser?.userId }

    /// Whether more users remain to be loaded.
    open var hasNext: Bool {
        if isExhausted { return false }
        if let memberListQuery { return memberListQuery.hasNext }
        return userListQuery?.hasNext ?? true
    }

    // MARK: Loading

    /// Loads the next page of users; `reset` starts again at the first page (a new query).
    /// `users`, when given, are shown as the page instead.
    open func loadNextUserList(reset: Bool, users: [User]? = nil) {
        guard !isDisposed else { return }
        if reset { resetUserList() }
        guard !isLoading else { return }
        if let given = users ?? baseDataSource?.nextUserList() {
            isExhausted = given.isEmpty
            append(given, isFirstPage: userList.isEmpty)
            return
        }
        guard let client else {
            baseDelegate?.didReceiveError(Self.connectionRequiredError, isBlocker: userList.isEmpty)
            return
        }
        guard hasNext else { return }
        let isFirstPage = userList.isEmpty
        let generation = self.generation
        setLoading(true)
        let done: @MainActor (Result<[User], ChatError>) -> Void = { [weak self] result in
            guard let self, !self.isDisposed, self.generation == generation else { return }
            self.setLoading(false)
            switch result {
            case .success(let users):
                if isFirstPage { self.firstPageFailed = false }
                if users.isEmpty { self.isExhausted = true }
                self.append(users, isFirstPage: isFirstPage)
            case .failure(let error):
                if isFirstPage { self.firstPageFailed = true }
                switch self.handling(ofFailedLoad: error) {
                case .retryNow: self.loadNextUserList(reset: isFirstPage)
                case .waitForConnection where isFirstPage: self.baseDelegate?.shouldUpdateLoadingState(true)
                default: self.baseDelegate?.didReceiveError(error, isBlocker: isFirstPage)
                }
            }
        }
        if let memberListQuery {
            memberListQuery.loadNextPage { result in done(result.map { $0 as [User] }) }
        } else {
            let query = userListQuery ?? {
                let query = client.createApplicationUserListQuery()
                query.limit = pageSize
                userListQuery = query
                ownsUserListQuery = true
                return query
            }()
            query.loadNextPage(completion: done)
        }
    }

    /// Loads the next page when `indexPath` is near the end of the list.
    open func preLoadNextUserList(indexPath: IndexPath) {
        if indexPath.row >= userList.count - 2 { loadNextUserList(reset: false) }
    }

    /// Forgets the users (the picks stay); a page still in flight is dropped when it
    /// arrives. The default query starts again at the first page; a query given to `init`
    /// goes on from where it is, as queries are cursors.
    open func resetUserList() {
        generation += 1
        userList = []
        isExhausted = false
        if isLoading { setLoading(false) }
        if ownsUserListQuery {
            userListQuery = nil
            ownsUserListQuery = false
        }
    }

    /// Loads the first page again when it had failed before the client connected.
    open override func didConnect(userId: String) {
        super.didConnect(userId: userId)
        if firstPageFailed, !isLoading { loadNextUserList(reset: true) }
    }

    /// Loads the first page again when it had failed and the connection came back.
    open override func didSucceedReconnection() {
        super.didSucceedReconnection()
        if firstPageFailed, !isLoading { loadNextUserList(reset: true) }
    }

    private func append(_ users: [User], isFirstPage: Bool) {
        var seen = Set(userList.map(\.userId))
        let fresh = users.filter { !excludedUserIds.contains($0.userId) && seen.insert($0.userId).inserted }
        userList += fresh
        baseDelegate?.baseSelectedUserViewModel(self, didChangeUserList: userList, needsToReload: isFirstPage)
    }

    private func setLoading(_ loading: Bool) {
        isLoading = loading
        baseDelegate?.shouldUpdateLoadingState(loading)
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
