import BanterUIKit

/// A subclassed channel screen set in `ViewControllerSet`: every place the kit opens a
/// channel (here, Enter on the channel list) opens `HashChannelViewController`, which
/// names channels `# name` and says how many messages are loaded.
@MainActor
struct ControllerSetEntry: CustomizationEntry {
    let id = "controller-set"
    let title = "A channel screen from ViewControllerSet"
    let summary = "ViewControllerSet.groupChannelViewController = HashChannelViewController.self, opened from the channel list."

    func apply() {
        Saved.shared.save()
        ViewControllerSet.groupChannelViewController = HashChannelViewController.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        ViewControllerSet.groupChannelListViewController.init()
    }
}

/// Names channels `# name` and puts the number of loaded messages in the subtitle.
@MainActor
final class HashChannelViewController: GroupChannelViewController {
    override func channelName(for channel: BaseChannel) -> String { "# " + super.channelName(for: channel) }

    override func channelSubtitle(for channel: BaseChannel) -> String {
        super.channelSubtitle(for: channel) + " · \(viewModel?.fullMessageList.count ?? 0) loaded"
    }
}
