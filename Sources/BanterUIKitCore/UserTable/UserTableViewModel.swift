import BanterChatSDK
import BanterViews

/// What the models of every user screen share, the pickers' (`BaseSelectUserViewModel`)
/// and the user lists' (`BaseUserListViewModel`): the users shown, the name filter and the
/// page loading state; asking for the channel the users belong to before its users load,
/// with the loading state, and a failure retried, waited out or reported as
/// `handling(ofFailedLoad:)` says; the connection coming back loads again what had failed
/// (the channel: `channelLoadFailed`, `reloadChannel()`; else the first page).
///
/// What a subclass gives: `loadChannel()`, `loadNextUserList(reset:users:)` and
/// `filterUsers(byNicknamePrefix:)`, which keep `userList`, `nicknameFilter`,
/// `firstPageFailed` and the loading state (`setLoading(_:)`).
///
/// Lifecycle: as `BaseViewModel`; results that arrive after `dispose()` are dropped. Main
/// actor only.
@MainActor
open class UserTableViewModel: BaseViewModel {
    /// Whether the channel is being asked for.
    public private(set) var isLoadingChannel = false
    /// The users shown, in order, without duplicates.
    public internal(set) var userList: [User] = []
    /// The text the list is narrowed to, "" for everyone; matched as the service matches
    /// `nicknameStartsWithFilter` (`matchesNicknameFilter(_:)`).
    public internal(set) var nicknameFilter = ""
    /// Whether a page is loading.
    public private(set) var isLoading = false
    /// Whether the first page failed, so the connection coming back loads it again.
    var firstPageFailed = false

    /// The current user's id.
    public var currentUserId: String? { client?.currentUser?.userId }

    /// Whether `nicknameFilter` finds `user`: it starts their nickname, a word of it, or
    /// their user id, ignoring case (`NicknameFilter`), so "luca r" finds Luca Rossi and a
    /// full Matrix id, `@bob:localhost`, keeps the user the service found for it.
    public func matchesNicknameFilter(_ user: User) -> Bool {
        NicknameFilter.matches(nickname: user.nickname, userId: user.userId, filter: nicknameFilter)
    }

    // MARK: What subclasses give

    /// Loads the channel the users belong to, then the first page; nothing in the base.
    open func loadChannel() {}

    /// Loads the next page of users; `reset` starts again at the first page, and `users`,
    /// when given, are shown as the page instead. Nothing in the base.
    open func loadNextUserList(reset: Bool, users: [User]? = nil) {}

    /// Narrows the users to those `prefix` finds ("" shows everyone; see
    /// `matchesNicknameFilter(_:)`); nothing in the base.
    open func filterUsers(byNicknamePrefix prefix: String) {}

    // MARK: Loading

    /// Loads the next page when `indexPath` is near the end of the list.
    open func preLoadNextUserList(indexPath: IndexPath) {
        if indexPath.row >= userList.count - 2 { loadNextUserList(reset: false) }
    }

    /// Marks a page loading or loaded, and tells the delegate.
    func setLoading(_ loading: Bool) {
        isLoading = loading
        commonDelegate?.shouldUpdateLoadingState(loading)
    }

    /// Loads the channel again, once connected, when its load had failed.
    open override func reloadChannel() {
        loadChannel()
    }

    /// Loads the channel again when its load had failed (as the base does), else the first
    /// page when it had.
    open override func reloadAfterConnection() {
        if channelLoadFailed { super.reloadAfterConnection() } else if firstPageFailed, !isLoading { loadNextUserList(reset: true) }
    }

    // MARK: The channel

    /// Asks `client` for the `type` channel at `url`, showing the loading state; `loaded`
    /// gets the channel. Nothing while a request is in flight. A failure marks
    /// `channelLoadFailed`, then is retried at once (`reloadChannel()`), waited out while
    /// the first connection is being made, or reported as a blocking error.
    public func fetchChannel(url: String, type: ChannelType, on client: ChatClient, loaded: @escaping @MainActor (BaseChannel) -> Void) {
        guard !isLoadingChannel else { return }
        isLoadingChannel = true
        commonDelegate?.shouldUpdateLoadingState(true)
        let done: @MainActor (Result<BaseChannel, ChatError>) -> Void = { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isLoadingChannel = false
            switch result {
            case .success(let channel):
                self.channelLoadFailed = false
                loaded(channel)
            case .failure(let error):
                self.channelLoadFailed = true
                switch self.handling(ofFailedLoad: error) {
                case .retryNow: self.reloadChannel()
                case .waitForConnection: break
                case .report:
                    self.commonDelegate?.shouldUpdateLoadingState(false)
                    self.commonDelegate?.didReceiveError(error, isBlocker: true)
                }
            }
        }
        switch type {
        case .group: client.getGroupChannel(url: url) { done($0.map { $0 as BaseChannel }) }
        case .open: client.getOpenChannel(url: url) { done($0.map { $0 as BaseChannel }) }
        }
    }
}
