import BanterChatSDK
import BanterUIKitCore

/// The open channel moderation screen's view model: the channel (see
/// `BaseChannelSettingsViewModel` for loading and following it, and for freezing or
/// unfreezing it), kept current as people enter and leave, so the participant count follows.
///
/// Lifecycle: made by the view controller, loaded when its view loads, disposed when it
/// goes. Subclass it and assign the subclass to `ViewModelSet.openModerationsViewModel`.
/// Main actor only.
@MainActor
open class OpenModerationsViewModel: BaseChannelSettingsViewModel, OpenChannelDelegate {
    /// A model on `client`; nothing loads until `loadChannel(channelURL:type:)`.
    public required override init(client: ChatClient?, delegate: BaseChannelSettingsViewModelDelegate? = nil) {
        super.init(client: client, delegate: delegate)
    }

    /// The channel, once loaded.
    public var openChannel: OpenChannel? { channel as? OpenChannel }

    /// Someone entered: the count changed.
    open func channel(_ channel: OpenChannel, userDidEnter user: User) { channelWasChanged(channel) }
    /// Someone left: the count changed.
    open func channel(_ channel: OpenChannel, userDidExit user: User) { channelWasChanged(channel) }
}
