import BanterUIKit

/// A data-source method overridden: `MyMessagesViewController` answers
/// `baseChannelModule(_:fullMessagesInTableView:)` with the current user's messages only.
@MainActor
struct DataSourceEntry: CustomizationEntry {
    let id = "data-source"
    let title = "A data-source method overridden"
    let summary = "fullMessagesInTableView answers with my messages only."

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ChannelScreen.make(in: workspace, as: customised ? MyMessagesViewController.self : ViewControllerSet.groupChannelViewController)
    }
}

/// Shows only the current user's messages.
@MainActor
final class MyMessagesViewController: GroupChannelViewController {
    override func baseChannelModule(_ listComponent: BaseChannelModule.List, fullMessagesInTableView tableView: TableView) -> [BaseMessage] {
        let me = viewModel?.currentUserId
        return super.baseChannelModule(listComponent, fullMessagesInTableView: tableView).filter { $0.sender?.userId == me }
    }
}
