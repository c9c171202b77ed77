import BanterUIKit

/// A custom channel cell: `GroupChannelListModule.List.channelCell = CompactChannelCell.self`,
/// one line a channel with its unread count in brackets.
@MainActor
struct ChannelCellEntry: CustomizationEntry {
    let id = "channel-cell"
    let title = "A custom channel cell"
    let summary = "GroupChannelListModule.List.channelCell = CompactChannelCell.self: one line a channel."

    func apply() {
        Saved.shared.save()
        GroupChannelListModule.List.channelCell = CompactChannelCell.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.groupChannelListViewController.init()
    }
}

/// One line: the name, the unread count in brackets, and the time on the right.
@MainActor
final class CompactChannelCell: GroupChannelCell {
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }
    override var intrinsicContentSize: Size { Size(width: -1, height: 1) }

    override func draw(in context: DrawingContext) {
        guard channel != nil else { return }
        let theme = resolvedTheme
        let time = timeText
        let unread = badgeText.map { " [\($0)]" } ?? ""
        let room = max(0, bounds.width - TextWidth.of(time) - 4)
        var x = 2 + context.write(TextLayout.truncate(displayName, width: max(0, room - TextWidth.of(unread))), at: Point(x: 2, y: 0), style: theme.title)
        if !unread.isEmpty { x += context.write(unread, at: Point(x: x, y: 0), style: theme.unreadBadge) }
        context.write(time, at: Point(x: max(x + 1, bounds.width - TextWidth.of(time) - 1), y: 0), style: theme.time)
        if isSelected { context.write("▌", at: Point(x: 0, y: 0), style: theme.typing) }
    }
}

/// A subclassed channel-list header with its own bar item: `+ New` on the right, in place
/// of the default `+`; a small controller subclass answers it by starting a group channel
/// at once, without asking for the channel's type.
@MainActor
struct ListHeaderEntry: CustomizationEntry {
    let id = "list-header"
    let title = "Channel list header with a bar item"
    let summary = "GroupChannelListModule.headerComponent = ComposeHeader.self: a + New item; its tap reaches didTapRightItem, which starts a group."

    func apply() {
        Saved.shared.save()
        GroupChannelListModule.headerComponent = ComposeHeader.self
        ViewControllerSet.groupChannelListViewController = ComposeListViewController.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.groupChannelListViewController.init()
    }
}

/// The header with a `+` item on the right and its own title.
@MainActor
final class ComposeHeader: GroupChannelListModule.Header {
    override var titleText: String { "Chats" }

    override func createDefaultRightButton() -> View? {
        let button = Button(title: "+ New")
        button.appearance = .compact
        return button
    }
}

/// Answers the `+ New` item: the "new channel" screen for a group.
@MainActor
final class ComposeListViewController: GroupChannelListViewController {
    override func baseChannelListModule(_ headerComponent: BaseChannelListModule.Header, didTapRightItem rightItem: View) {
        showCreateChannel(type: .group)
    }
}
