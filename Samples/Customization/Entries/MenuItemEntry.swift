import BanterUIKit

/// A custom menu item: the configuration's context-menu builder adds "Pin" (kind
/// `.custom("pin")`) to every stored message's menu and drops Delete; choosing Pin puts the
/// message on the clipboard, marked as pinned.
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
            }]
        }
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController { ChannelScreen.make(in: workspace) }
}
