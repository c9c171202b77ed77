import BanterChatSDK
import BanterUIKitCore

/// The group channel settings screen's view model: the channel (see
/// `BaseChannelSettingsViewModel` for loading, renaming, leaving and the channel events),
/// kept current as members join and leave, so the member count follows.
///
/// Lifecycle: made by the view controller (`createViewModel()`), loaded when its view loads,
/// disposed when it goes. Subclass it and assign the subclass to
/// `ViewModelSet.groupChannelSettingsViewModel`. Main actor only.
@MainActor
open class GroupChannelSettingsViewModel: BaseChannelSettingsViewModel, GroupChannelDelegate {
    /// The channel, once loaded.
    public var groupChannel: GroupChannel? { channel as? GroupChannel }

    /// A model on `client`; nothing loads until `loadChannel(channelURL:type:)`.
    public required override init(client: ChatClient?, delegate: BaseChannelSettingsViewModelDelegate? = nil) {
        super.init(client: client, delegate: delegate)
    }

    /// Someone joined: the count changed.
    open func channel(_ channel: GroupChannel, userDidJoin user: User) { channelWasChanged(channel) }
    /// Someone left: the count changed.
    open func channel(_ channel: GroupChannel, userDidLeave user: User) { channelWasChanged(channel) }
    /// People were invited (and, by default, joined): the count changed.
    open func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) { channelWasChanged(channel) }
}
