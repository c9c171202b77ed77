import BanterChatSDK
import BanterUIKitCore
import BanterViews

/// Supplies the message thread list: everything `BaseChannelModuleListDataSource` gives
/// (the replies as the messages), plus the parent message shown above them. Called on the
/// main actor.
@MainActor
public protocol MessageThreadModuleListDataSource: BaseChannelModuleListDataSource {
    /// The message the thread replies to; nil until it has loaded.
    func messageThreadModule(_ listComponent: MessageThreadModule.List, parentMessageInTableView tableView: TableView) -> BaseMessage?
}
