import BanterUIKit

/// How the channel entries open their screen: the channel with the longest history, made
/// through `ViewControllerSet` like every screen the kit opens (or as `type`, for an
/// entry's own subclass). The user reads the channel first, so the screen opens at the
/// newest messages, where the customisations show, rather than at the unread line.
@MainActor
enum ChannelScreen {
    static func make(in workspace: CustomizeWorkspace,
                     as type: GroupChannelViewController.Type = ViewControllerSet.groupChannelViewController) -> ViewController {
        try? workspace.server.markAsRead(userId: workspace.workspace.currentUserId, channelURL: workspace.channelURL)
        return type.init(channelURL: workspace.channelURL)
    }
}
