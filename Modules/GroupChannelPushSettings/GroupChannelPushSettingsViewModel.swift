import BanterChatSDK
import BanterUIKitCore

/// The notification settings screen's view model: the channel (see
/// `BaseChannelSettingsViewModel`) and the one action, `updatePushTriggerOption(_:)`.
///
/// Lifecycle: made by the view controller, loaded when its view loads, disposed when it
/// goes. Subclass it and assign the subclass to `ViewModelSet.groupChannelPushSettingsViewModel`.
/// Main actor only.
@MainActor
open class GroupChannelPushSettingsViewModel: BaseChannelSettingsViewModel {
    /// Hears the channel and errors. Held weakly.
    public weak var delegate: GroupChannelPushSettingsViewModelDelegate? {
        get { baseDelegate as? GroupChannelPushSettingsViewModelDelegate }
        set { baseDelegate = newValue }
    }

    /// A model on `client`; nothing loads until `loadChannel(channelURL:type:)`.
    public required override init(client: ChatClient?, delegate: BaseChannelSettingsViewModelDelegate? = nil) {
        super.init(client: client, delegate: delegate)
    }

    /// Sets which of the channel's messages notify the current user; the delegate hears the
    /// channel again on success, and a refusal as a non-blocking error.
    open func updatePushTriggerOption(_ option: GroupChannelPushTriggerOption) {
        guard let channel = channel as? GroupChannel, !isDisposed else { return }
        channel.setMyPushTriggerOption(option) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            switch result {
            case .success: self.baseDelegate?.baseChannelSettingsViewModel(self, didChangeChannel: channel, withContext: nil)
            case .failure(let error): self.baseDelegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }
}
