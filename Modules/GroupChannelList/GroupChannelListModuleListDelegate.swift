import BanterChatSDK
import BanterUIKitCore

/// Hears the group channel list: everything `BaseChannelListModuleListDelegate` hears, plus
/// Leave chosen in a channel's menu. Called on the main actor.
@MainActor
public protocol GroupChannelListModuleListDelegate: BaseChannelListModuleListDelegate {
    /// The person chose Leave for `channel`.
    func groupChannelListModule(_ listComponent: GroupChannelListModule.List, didSelectLeave channel: GroupChannel)
}
