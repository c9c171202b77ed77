import BanterChatSDK
import BanterUIKitCore

/// The group channel settings screen's view model: the channel (see
/// `BaseChannelSettingsViewModel` for loading, renaming, leaving and the channel events),
/// kept current as members join and leave, so the member count follows, and the current
/// user's own leave, reported to the delegate (`groupChannelSettingsViewModel(_:didLeaveChannel:)`).
///
/// Lifecycle: made by the view controller (`createViewModel()`), loaded when its view loads,
/// disposed when it goes. Subclass it and assign the subclass to
/// `ViewModelSet.groupChannelSettingsViewModel`. Main actor only.
@MainActor
open class GroupChannelSettingsViewModel: BaseChannelSettingsViewModel, GroupChannelDelegate {
    /// Hears the channel, the leave and errors. Held weakly.
    public weak var delegate: GroupChannelSettingsViewModelDelegate? {
        get { baseDelegate as? GroupChannelSettingsViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// The channel, once loaded.
    public var groupChannel: GroupChannel? { channel as? GroupChannel }

    /// A model on `client`; nothing loads until `loadChannel(channelURL:type:)`.
    public required override init(client: ChatClient?, delegate: BaseChannelSettingsViewModelDelegate? = nil) {
        super.init(client: client, delegate: delegate)
    }

    /// The current user left: the delegate hears `groupChannelSettingsViewModel(_:didLeaveChannel:)`,
    /// or, when it is not a `GroupChannelSettingsViewModelDelegate`, is asked to close the
    /// screen (see the base).
    open override func didLeaveChannel(_ channel: GroupChannel) {
        guard let delegate else { return super.didLeaveChannel(channel) }
        delegate.groupChannelSettingsViewModel(self, didLeaveChannel: channel)
    }

    /// Someone joined: the count changed.
    open func channel(_ channel: GroupChannel, userDidJoin user: User) { channelWasChanged(channel) }
    /// Someone left: the count changed.
    open func channel(_ channel: GroupChannel, userDidLeave user: User) { channelWasChanged(channel) }
    /// People were invited (and, by default, joined): the count changed.
    open func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) { channelWasChanged(channel) }
}
