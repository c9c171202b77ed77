import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// Supplies the message search list: the results, the words searched for, each result's
/// channel name and the current user. Called on the main actor.
@MainActor
public protocol MessageSearchModuleListDataSource: AnyObject {
    /// The results so far, in the order the service gave them.
    func messageSearchModule(_ listComponent: MessageSearchModule.List, searchResultsInTableView tableView: TableView) -> [BaseMessage]
    /// The words the results were found for.
    func messageSearchModule(_ listComponent: MessageSearchModule.List, keywordInTableView tableView: TableView) -> String
    /// The name to show for the channel at `channelURL` ("" while unknown).
    func messageSearchModule(_ listComponent: MessageSearchModule.List, channelNameFor channelURL: String) -> String
    /// The connected user's id.
    func messageSearchModule(_ listComponent: MessageSearchModule.List, currentUserIdInTableView tableView: TableView) -> String?
}
