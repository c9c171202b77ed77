import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// Supplies the group channel list: everything `BaseChannelModuleListDataSource` gives,
/// plus who is typing (shown as a bubble after the last message). Called on the main actor.
@MainActor
public protocol GroupChannelModuleListDataSource: BaseChannelModuleListDataSource {
    /// The people typing now, the current user left out.
    func groupChannelModule(_ listComponent: GroupChannelModule.List, typingUsersInTableView tableView: TableView) -> [User]
}
