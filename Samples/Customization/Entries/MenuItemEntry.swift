import BanterUIKit

/// A custom menu item: the configuration's context-menu builder adds "Pin" (kind
/// `.custom("pin")`) to every stored message's menu and drops Delete; choosing Pin puts the
/// message on the clipboard, marked as pinned, and says so in a notice on the screen.
@MainActor
struct MenuItemEntry: CustomizationEntry {
    let id = "menu-item"
    let title = "A custom menu item"
    let summary = "config.groupChannel.channel.messageContextMenuBuilder adds Pin and drops Delete, by MenuItem.kind."

    func apply() {
        Saved.shared.save()
        BanterUIKit.config.groupChannel.channel.messageContextMenuBuilder = { message, items in
            items.filter { $0.kind != .delete } + [MenuItem(kind: .custom("pin"), title: "📌 Pin") {
                Pasteboard.general.string = "📌 " + message.message
                PinnedScreen.current?.showNotice("📌 Pinned: copied to the clipboard")
            }]
        }
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        let screen = ChannelScreen.make(in: workspace)
        PinnedScreen.current = screen as? BaseViewController
        return screen
    }
}

/// The channel screen the Pin item answers on (the builder's handler gets only the message).
@MainActor
enum PinnedScreen {
    static weak var current: BaseViewController?
}
