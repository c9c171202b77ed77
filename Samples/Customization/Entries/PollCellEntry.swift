import BanterUIKit

/// A custom message cell for a custom message type: messages whose `customType` is "poll"
/// are drawn by `PollMessageCell`, registered as the list's custom cell, with the votes
/// (kept in the message's `data`) as bars. By default the kit draws them as plain text.
@MainActor
struct PollCellEntry: CustomizationEntry {
    let id = "poll-cell"
    let title = "A custom message cell"
    let summary = "GroupChannelModule.List.customMessageCell = PollMessageCell.self for messages of custom type \"poll\"."

    func apply() {
        Saved.shared.save()
        GroupChannelModule.List.customMessageCell = PollMessageCell.self
        // The cell draws the body itself: the type only needs marking as custom.
        BanterUIKit.config.groupChannel.channel.customMessageTypes.insert(PollMessageCell.customType)
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController { ChannelScreen.make(in: workspace) }
}

/// A poll: its question, then one bar per option with its votes, from the message's data
/// (`"Pizza:4,Sushi:6,Salad:1"`).
@MainActor
final class PollMessageCell: CustomMessageCell {
    static let customType = "poll"

    override func makeBodyView() -> View? { nil }

    override func bodyLines(width: Int) -> [StyledText] {
        guard let message = presentation?.message else { return [] }
        let theme = resolvedTheme
        let options = (message.data ?? "").split(separator: ",").compactMap { part -> (String, Int)? in
            let pair = part.split(separator: ":")
            guard pair.count == 2, let votes = Int(pair[1]) else { return nil }
            return (String(pair[0]), votes)
        }
        let most = max(1, options.map(\.1).max() ?? 1)
        let question = message.message.split(separator: "?").first.map { String($0) + "?" } ?? message.message
        var lines = [StyledText(TextLayout.truncate("📊 " + question, width: width), style: theme.senderName)]
        let label = min(8, max(0, width / 3))
        for (name, votes) in options {
            let bar = String(repeating: "█", count: max(1, (width - label - 5) * votes / most))
            lines.append(StyledText([(TextLayout.truncate(name, width: label).padding(toLength: label, withPad: " ", startingAt: 0) + " ", theme.fileName),
                                     (bar, theme.threadInfo), (" \(votes)", theme.time)]))
        }
        return lines
    }
}
