import BanterUIKit

/// How the channel entries open their screen: the channel with the longest history, made
/// through `ViewControllerSet` like every screen the kit opens.
@MainActor
enum ChannelScreen {
    static func make(in workspace: CustomizeWorkspace) -> ViewController {
        ViewControllerSet.groupChannelViewController.init(channelURL: workspace.channelURL)
    }
}
