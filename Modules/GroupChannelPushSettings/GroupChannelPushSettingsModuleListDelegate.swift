import BanterChatSDK
import BanterUIKitCore

/// Hears the notification settings list: everything `BaseChannelSettingsModuleListDelegate`
/// hears, plus the option chosen. Called on the main actor.
@MainActor
public protocol GroupChannelPushSettingsModuleListDelegate: BaseChannelSettingsModuleListDelegate {
    /// `option` was chosen.
    func groupChannelPushSettingsModule(_ listComponent: GroupChannelPushSettingsModule.List, didChangePushTriggerOption option: GroupChannelPushTriggerOption)
}
