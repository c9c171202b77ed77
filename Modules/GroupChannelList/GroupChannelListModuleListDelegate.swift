import BanterChatSDK
import BanterUIKitCore

/// Hears the group channel list: everything `BaseChannelListModuleListDelegate` hears, plus
/// Leave and the notification switch chosen in a channel's menu. Called on the main actor.
@MainActor
public protocol GroupChannelListModuleListDelegate: BaseChannelListModuleListDelegate {
    /// The person chose Leave for `channel`.
    func groupChannelListModule(_ listComponent: GroupChannelListModule.List, didSelectLeave channel: GroupChannel)
    /// The person turned `channel`'s notifications off, or on again (`option`).
    func groupChannelListModule(_ listComponent: GroupChannelListModule.List, didChangePushTriggerOption option: GroupChannelPushTriggerOption, channel: GroupChannel)
}
