import BanterChatSDK

/// What the models of every user screen share, the pickers' (`BaseSelectUserViewModel`)
/// and the user lists' (`BaseUserListViewModel`): asking for the channel the users belong
/// to before its users load, with the loading state, and a failure retried, waited out or
/// reported as `handling(ofFailedLoad:)` says (the next connection loads it again:
/// `channelLoadFailed`, `reloadChannel()`).
///
/// Lifecycle: as `BaseViewModel`; results that arrive after `dispose()` are dropped. Main
/// actor only.
@MainActor
open class UserTableViewModel: BaseViewModel {
    /// Whether the channel is being asked for.
    public private(set) var isLoadingChannel = false

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
