import BanterUIKit

/// A subclassed "new channel" header: it says "Start a chat" and its button "Start (2)",
/// through `CreateChannelModule.headerComponent`; picking, filtering and creating are the
/// kit's.
@MainActor
struct CreateChannelEntry: CustomizationEntry {
    let id = "create-channel"
    let title = "A \"new channel\" screen with its own header"
    let summary = "CreateChannelModule.headerComponent = StartChatHeader.self: \"Start a chat\", and \"Start (2)\" as people are picked."

    func apply() {
        Saved.shared.save()
        CreateChannelModule.headerComponent = StartChatHeader.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.createChannelViewController.init(users: nil, type: .group)
    }
}

/// The header's own title and button text.
@MainActor
final class StartChatHeader: CreateChannelModule.Header {
    override var titleText: String { "Start a chat" }
    override func rightBarButtonTitle(count: Int) -> String { count == 0 ? "Start" : "Start (\(count))" }
}
