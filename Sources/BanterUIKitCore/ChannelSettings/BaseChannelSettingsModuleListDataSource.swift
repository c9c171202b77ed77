import BanterChatSDK
import BanterViews

/// Gives a channel settings list its channel and whether the current user operates it
/// (operators see more items). Called on the main actor when the list reloads.
@MainActor
public protocol BaseChannelSettingsModuleListDataSource: AnyObject {
    /// The channel, nil while it loads.
    func baseChannelSettingsModule(_ listComponent: BaseChannelSettingsModule.List, channelForTableView tableView: TableView) -> BaseChannel?
    /// Whether the current user is an operator of the channel.
    func baseChannelSettingsModuleIsOperator(_ listComponent: BaseChannelSettingsModule.List) -> Bool
    /// The current user's id, so an unnamed group is named after the others, not "you".
    func baseChannelSettingsModuleCurrentUserId(_ listComponent: BaseChannelSettingsModule.List) -> String?
}

extension BaseChannelSettingsModuleListDataSource {
    public func baseChannelSettingsModuleCurrentUserId(_ listComponent: BaseChannelSettingsModule.List) -> String? { nil }
}
