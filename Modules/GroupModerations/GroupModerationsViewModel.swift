import BanterChatSDK
import BanterUIKitCore

/// The moderation screen's view model: the channel (see `BaseChannelSettingsViewModel` for
/// loading and following it, and for freezing or unfreezing it).
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
}
