import BanterChatSDK
import BanterUIKitCore

/// The moderation screen's view model: the channel (see `BaseChannelSettingsViewModel` for
/// loading and following it, the freeze included) and freezing or unfreezing it.
///
/// Lifecycle: made by the view controller, loaded when its view loads, disposed when it
/// goes. Subclass it and assign the subclass to `ViewModelSet.groupModerationsViewModel`.
/// Main actor only.
@MainActor
open class GroupModerationsViewModel: BaseChannelSettingsViewModel {
    /// A model on `client`; nothing loads until `loadChannel(channelURL:type:)`.
    public required override init(client: ChatClient?, delegate: BaseChannelSettingsViewModelDelegate? = nil) {
        super.init(client: client, delegate: delegate)
    }

    /// Freezes the channel (only operators may post); `completion` tells whether the service did.
    public func freezeChannel(_ completion: (@MainActor (Bool) -> Void)? = nil) { setFrozen(true, completion) }

    /// Unfreezes the channel; `completion` tells whether the service did.
    public func unfreezeChannel(_ completion: (@MainActor (Bool) -> Void)? = nil) { setFrozen(false, completion) }

    /// Asks the service to freeze or unfreeze. The delegate hears the channel again either
    /// way (so the switch shows what is true), and a refusal as a non-blocking error.
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
                completion?(false)
                self.baseDelegate?.didReceiveError(error, isBlocker: false)
            }
        }
        if frozen { channel.freeze(completion: done) } else { channel.unfreeze(completion: done) }
    }
}
