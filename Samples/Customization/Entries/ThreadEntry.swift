import BanterUIKit

/// A thread screen with a custom parent view: `MessageThreadModule.List.parentMessageInfoView
/// = PinnedParentInfoView.self` marks the parent 📌 Pinned, and
/// `config.groupChannel.channel.replyType = .thread` makes the channel's Reply open the
/// thread. `banter-customize thread` opens a thread of four replies; from the catalogue, the
/// channel opens with the customisation on (its threads open with `t` or a click on
/// "↳ N replies").
@MainActor
struct ThreadEntry: CustomizationEntry {
    static let entryId = "thread"
    let id = ThreadEntry.entryId
    let title = "A thread with a custom parent view"
    let summary = "MessageThreadModule.List.parentMessageInfoView = PinnedParentInfoView.self; replyType = .thread."

    func apply() {
        Saved.shared.save()
        MessageThreadModule.List.parentMessageInfoView = PinnedParentInfoView.self
        BanterUIKit.config.groupChannel.channel.replyType = .thread
    }

    func restore() { Saved.shared.restore() }

    /// The workspace's thread, through `ViewControllerSet` like every screen the kit opens;
    /// the channel when the workspace has none.
    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        guard let parent = workspace.threadParentId else { return ChannelScreen.make(in: workspace) }
        return ViewControllerSet.messageThreadViewController.init(channelURL: workspace.channelURL, parentMessageId: parent,
                                                                  parentMessage: nil, startingPoint: 0, messageListParams: nil)
    }
}

/// The parent message with a 📌 "Pinned" tag at the end of its first row.
@MainActor
final class PinnedParentInfoView: ParentMessageInfoView {
    override func draw(in context: DrawingContext) {
        super.draw(in: context)
        guard message != nil else { return }
        let tag = "📌 Pinned"
        context.write(tag, at: Point(x: max(0, bounds.width - TextWidth.of(tag) - 1), y: 0), style: resolvedTheme.messageCell.threadInfo)
    }
}
