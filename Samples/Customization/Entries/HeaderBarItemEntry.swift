import BanterUIKit

/// A subclassed channel header whose right bar item is an ⓘ that shows the channel's
/// details, in place of the default settings item (⚙).
/// The header makes the item (`createDefaultRightButton()`); the tap reaches the screen's
/// `didTapRightItem`, which a small controller subclass answers with an alert.
@MainActor
struct HeaderBarItemEntry: CustomizationEntry {
    let id = "header-item"
    let title = "Channel header with a bar item"
    let summary = "GroupChannelModule.headerComponent = InfoHeader.self: an ⓘ item on the right in place of settings (⚙); choosing it shows the channel's details."

    func apply() {
        Saved.shared.save()
        GroupChannelModule.headerComponent = InfoHeader.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ChannelScreen.make(in: workspace, as: customised ? InfoChannelViewController.self : ViewControllerSet.groupChannelViewController)
    }
}

/// The header with an ⓘ item on the right.
@MainActor
final class InfoHeader: GroupChannelModule.Header {
    override func createDefaultRightButton() -> View? {
        let button = Button(title: "ⓘ")
        button.appearance = .compact
        return button
    }
}

/// Answers the ⓘ item with the channel's details.
@MainActor
final class InfoChannelViewController: GroupChannelViewController {
    override func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapRightItem rightItem: View) {
        guard let channel = groupChannel else { return }
        // One fact a line: the URL is long, and wrapped after "17 members ·" it read badly.
        presentAlert(title: channelName(for: channel),
                     message: "\(StringSet.current.channel.memberCount(channel.memberCount))\nURL: \(channel.channelURL)")
    }
}
