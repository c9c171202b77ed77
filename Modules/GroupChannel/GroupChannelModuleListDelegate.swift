import BanterChatSDK
import BanterUIKitCore

/// Hears the group channel list; see `BaseChannelModuleListDelegate`.
@MainActor
public protocol GroupChannelModuleListDelegate: BaseChannelModuleListDelegate {
    /// "Mark as unread" was chosen in `message`'s menu (the reference kit's
    /// `groupChannelModule(_:didTapMarkAsUnread:)`).
    func groupChannelModule(_ listComponent: BaseChannelModule.List, didTapMarkAsUnread message: BaseMessage)
}
