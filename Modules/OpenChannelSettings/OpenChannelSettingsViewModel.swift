import BanterChatSDK
import BanterUIKitCore

/// The open channel settings screen's view model: the channel (see
/// `BaseChannelSettingsViewModel` for loading, renaming and the channel events), kept
/// current as people enter and leave, so the participant count follows, and deleting it.
///
/// `deleteChannel()` asks the service once (a second call while one is in flight is
/// ignored); the delegate hears `didDeleteChannel`, or the refusal as a non-blocking error
/// (400108 when the current user is not an operator; nothing changed then). The channel
/// deleted by someone else closes the screen (`shouldDismissForChannelSettings`).
///
/// Lifecycle: made by the view controller (`createViewModel()`), loaded when its view loads,
/// disposed when it goes; results that arrive after `dispose()` are dropped. Subclass it and
/// assign the subclass to `ViewModelSet.openChannelSettingsViewModel`. Main actor only.
@MainActor
open class OpenChannelSettingsViewModel: BaseChannelSettingsViewModel, OpenChannelDelegate {
    /// Hears the channel, the deletion and errors. Held weakly.
    public weak var delegate: OpenChannelSettingsViewModelDelegate? {
        get { baseDelegate as? OpenChannelSettingsViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// The channel, once loaded.
    public var openChannel: OpenChannel? { channel as? OpenChannel }
    /// Whether a delete request is in flight; its own `channelWasDeleted` event is then no
    /// news to the user.
    public private(set) var isDeleting = false
    /// Whether the service deleted the channel at this model's request.
    public private(set) var didDelete = false

    /// A model on `client`; nothing loads until `loadChannel(channelURL:type:)`.
    public required override init(client: ChatClient?, delegate: BaseChannelSettingsViewModelDelegate? = nil) {
        super.init(client: client, delegate: delegate)
    }

    /// Deletes the channel for everyone. A channel not loaded yet is refused without a
    /// request (800110). Ignored while a request is in flight or after `dispose()`.
    open func deleteChannel() {
        guard !isDisposed, !isDeleting else { return }
        guard let channel = openChannel else {
            baseDelegate?.didReceiveError(ViewModelError.channelNotLoaded.chatError, isBlocker: false)
            return
        }
        isDeleting = true
        channel.delete { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isDeleting = false
            switch result {
            case .success:
                self.didDelete = true
                self.delegate?.openChannelSettingsViewModel(self, didDeleteChannel: channel)
            case .failure(let error): self.baseDelegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    /// The channel was deleted: the screen closes, unless this screen is deleting it (the
    /// delegate hears `didDeleteChannel` then).
    open override func channelWasDeleted(_ channelURL: String, channelType: ChannelType) {
        guard !isDeleting, !didDelete else { return }
        super.channelWasDeleted(channelURL, channelType: channelType)
    }

    /// Someone entered: the count changed.
    open func channel(_ channel: OpenChannel, userDidEnter user: User) { channelWasChanged(channel) }
    /// Someone left: the count changed.
    open func channel(_ channel: OpenChannel, userDidExit user: User) { channelWasChanged(channel) }
}
