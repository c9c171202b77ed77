import BanterChatSDK

/// The model of a channel settings screen: the channel (group or open) loaded by url and
/// kept current through the client's channel events, whether the current user operates it,
/// and the actions the settings and moderation screens have: rename, freeze or unfreeze,
/// and leave (group channels).
///
/// Lifecycle: made by its view controller, loaded from `viewDidLoad`
/// (`loadChannel(channelURL:type:)`), disposed when the controller goes; afterwards it
/// reports nothing. A channel that fails to load is a blocking error; a failed action is
/// not. Main actor only.
@MainActor
open class BaseChannelSettingsViewModel: BaseViewModel, BaseChannelDelegate {
    /// Hears the channel and errors. Held weakly.
    public weak var baseDelegate: BaseChannelSettingsViewModelDelegate?

    open override var commonDelegate: CommonViewModelDelegate? { baseDelegate }

    /// The channel, once loaded.
    public private(set) var channel: BaseChannel?
    /// Whether the current user operates the channel.
    public var isOperator: Bool { channel?.myRole == .operator }

    /// The channel a load failed for, so the connection coming back loads it again.
    private var failedLoad: (url: String, type: ChannelType)?

    /// A model on `client`; nothing loads until `loadChannel(channelURL:type:)`.
    public init(client: ChatClient?, delegate: BaseChannelSettingsViewModelDelegate? = nil) {
        baseDelegate = delegate
        super.init(client: client)
        followChannelEvents(self)
    }

    /// Loads the group or open channel at `channelURL`.
    open func loadChannel(channelURL: String, type: ChannelType = .group) {
        guard !isDisposed else { return }
        guard let client else {
            baseDelegate?.didReceiveError(Self.connectionRequiredError, isBlocker: true)
            return
        }
        baseDelegate?.shouldUpdateLoadingState(true)
        let done: @MainActor (Result<BaseChannel, ChatError>) -> Void = { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.baseDelegate?.shouldUpdateLoadingState(false)
            switch result {
            case .success(let channel):
                self.failedLoad = nil
                self.channelLoadFailed = false
                self.channel = channel
                self.baseDelegate?.baseChannelSettingsViewModel(self, didChangeChannel: channel, withContext: nil)
            case .failure(let error):
                if self.channel == nil {
                    self.failedLoad = (channelURL, type)
                    self.channelLoadFailed = true
                }
                switch self.handling(ofFailedLoad: error) {
                case .retryNow: self.loadChannel(channelURL: channelURL, type: type)
                case .waitForConnection: self.baseDelegate?.shouldUpdateLoadingState(true)
                case .report: self.baseDelegate?.didReceiveError(error, isBlocker: true)
                }
            }
        }
        switch type {
        case .group: client.getGroupChannel(url: channelURL) { done($0.map { $0 as BaseChannel }) }
        case .open: client.getOpenChannel(url: channelURL) { done($0.map { $0 as BaseChannel }) }
        }
    }

    /// Renames the channel; the change arrives as a channel event. Blank names are refused
    /// by the service (a non-blocking error).
    open func updateChannel(channelName: String) {
        guard let channel, !isDisposed else { return }
        channel.update(params: ChannelUpdateParams(name: channelName)) { [weak self] result in
            guard let self, !self.isDisposed, case .failure(let error) = result else { return }
            self.baseDelegate?.didReceiveError(error, isBlocker: false)
        }
    }

    /// Leaves a group channel; on success `didLeaveChannel(_:)` reports it.
    open func leaveChannel() {
        guard let channel = channel as? GroupChannel, !isDisposed else { return }
        channel.leave { [weak self] result in
            guard let self, !self.isDisposed else { return }
            switch result {
            case .success: self.didLeaveChannel(channel)
            case .failure(let error): self.baseDelegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    /// The current user left `channel` at their request: the screen is asked to close
    /// (`shouldDismissForChannelSettings`). The group channel settings' model tells its
    /// delegate `groupChannelSettingsViewModel(_:didLeaveChannel:)` instead.
    open func didLeaveChannel(_ channel: GroupChannel) {
        baseDelegate?.baseChannelSettingsViewModel(self, shouldDismissForChannelSettings: channel)
    }

    /// Freezes the channel (only operators may post); `completion` tells whether the service did.
    public func freezeChannel(_ completion: (@MainActor (Bool) -> Void)? = nil) { setFrozen(true, completion) }

    /// Unfreezes the channel; `completion` tells whether the service did.
    public func unfreezeChannel(_ completion: (@MainActor (Bool) -> Void)? = nil) { setFrozen(false, completion) }

    /// Asks the service to freeze or unfreeze. The delegate hears the channel again either
    /// way (so the switch shows what is true), and a refusal as a non-blocking error, before
    /// `completion` runs.
    open func setFrozen(_ frozen: Bool, _ completion: (@MainActor (Bool) -> Void)? = nil) {
        guard let channel, !isDisposed else {
            completion?(false)
            return
        }
        let done: @MainActor (Result<Void, ChatError>) -> Void = { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.baseDelegate?.baseChannelSettingsViewModel(self, didChangeChannel: channel, withContext: nil)
            switch result {
            case .success: completion?(true)
            case .failure(let error):
                self.baseDelegate?.didReceiveError(error, isBlocker: false)
                completion?(false)
            }
        }
        if frozen { channel.freeze(completion: done) } else { channel.unfreeze(completion: done) }
    }

    /// Loads the channel again, once connected, when it had failed before.
    open override func reloadChannel() {
        if let failedLoad { loadChannel(channelURL: failedLoad.url, type: failedLoad.type) }
    }

    // MARK: BaseChannelDelegate

    /// The channel changed: tells the delegate.
    open func channelWasChanged(_ channel: BaseChannel) {
        guard channel.channelURL == self.channel?.channelURL, !isDisposed else { return }
        self.channel = channel
        baseDelegate?.baseChannelSettingsViewModel(self, didChangeChannel: channel, withContext: nil)
    }

    /// The operators changed (the current user may have become one): tells the delegate.
    open func channelDidUpdateOperators(_ channel: BaseChannel) { channelWasChanged(channel) }
    /// The channel froze: tells the delegate.
    open func channelWasFrozen(_ channel: BaseChannel) { channelWasChanged(channel) }
    /// The channel thawed: tells the delegate.
    open func channelWasUnfrozen(_ channel: BaseChannel) { channelWasChanged(channel) }

    /// The current user was banned: the screen closes.
    open func channel(_ channel: BaseChannel, userWasBanned user: User) {
        guard channel.channelURL == self.channel?.channelURL, user.userId == client?.currentUser?.userId, !isDisposed else { return }
        baseDelegate?.baseChannelSettingsViewModel(self, shouldDismissForChannelSettings: channel)
    }

    /// The channel was deleted: the screen closes.
    open func channelWasDeleted(_ channelURL: String, channelType: ChannelType) {
        guard channelURL == channel?.channelURL, !isDisposed else { return }
        baseDelegate?.baseChannelSettingsViewModel(self, shouldDismissForChannelSettings: channel)
    }
}
