import BanterCanvas
import BanterChatSDK
import BanterViews

/// A message search result, three rows tall:
///
///     ▌ # Product team · Alice                      Mon, 5 Jan 2026 09:12
///     ▌   …the release notes for **Monday** are in the doc
///     ─────────────────────────────────────────────────────────────────
///
/// the channel's name and the sender, the day and time on the right, then the snippet cut
/// around what matched with the matched words marked (`SearchSnippet`), then a rule. The
/// list calls `configure(message:channelName:keyword:currentUserId:theme:configuration:)`
/// each time the row is shown. Styled from `MessageSearchTheme`; a cell's own `theme` wins.
/// Main actor only.
@MainActor
open class MessageSearchResultCell: BaseTableViewCell {
    /// The result shown; nil until configured.
    public private(set) var message: BaseMessage?
    /// The name of the result's channel ("" until the list knows it).
    public private(set) var channelName = ""
    /// The words searched for.
    public private(set) var keyword = ""
    /// The current user, named "You" as the sender.
    public private(set) var currentUserId: String?
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: MessageSearchTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: MessageSearchTheme?
    /// The theme in force.
    public var resolvedTheme: MessageSearchTheme { theme ?? configuredTheme ?? Theme.current.messageSearchTheme }
    /// How times read.
    public private(set) var timestampFormatter: @MainActor (Int64) -> String = ChannelConfiguration.defaultTimestamp

    /// Shows `message` from `channelName`, marking `keyword`'s words.
    open func configure(message: BaseMessage, channelName: String, keyword: String, currentUserId: String?, theme: MessageSearchTheme,
                        timestampFormatter: @escaping @MainActor (Int64) -> String = ChannelConfiguration.defaultTimestamp) {
        self.message = message
        self.channelName = channelName
        self.keyword = keyword
        self.currentUserId = currentUserId
        configuredTheme = theme
        self.timestampFormatter = timestampFormatter
        setNeedsDisplay()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        message = nil
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 3) }

    /// The sender as the row names them.
    open var senderName: String {
        guard let message else { return "" }
        if message is AdminMessage { return StringSet.current.common.system }
        if let id = currentUserId, message.sender?.userId == id { return StringSet.current.message.you }
        return message.sender.map { $0.nickname.isEmpty ? $0.userId : $0.nickname } ?? StringSet.current.common.unknownUser
    }

    /// What the snippet is cut from: the text, or a file's name.
    open var searchableText: String {
        guard let message else { return "" }
        return message.message.isEmpty ? (message.fileSummary ?? "") : message.message
    }

    open override func draw(in context: DrawingContext) {
        guard let message else { return }
        let theme = resolvedTheme
        if isSelected {
            let marker = TextStyle(foreground: showsFocus ? tintColor : .brightBlack, attributes: .bold)
            context.write("▌", at: Point(x: 0, y: 0), style: marker)
            context.write("▌", at: Point(x: 0, y: 1), style: marker)
        }
        let time = MessageDay.title(message.createdAt) + " " + timestampFormatter(message.createdAt)
        let timeWidth = TextWidth.of(time)
        let room = max(1, bounds.width - 4 - timeWidth)
        var x = 2
        // A one-to-one chat is named after the other person: when they sent it, say it once.
        let channel = channelName.isEmpty || channelName == senderName ? "" : "# " + channelName
        if !channel.isEmpty {
            x += context.write(TextLayout.truncate(channel, width: max(1, room * 2 / 3)), at: Point(x: x, y: 0), style: theme.channelName)
            x += context.write(" · ", at: Point(x: x, y: 0), style: theme.time)
        }
        context.write(TextLayout.truncate(senderName, width: max(1, 2 + room - x)), at: Point(x: x, y: 0), style: theme.sender)
        if bounds.width - timeWidth - 1 > x + 2 {
            context.write(time, at: Point(x: bounds.width - timeWidth - 1, y: 0), style: theme.time)
        }
        var snippetX = 4
        for run in SearchSnippet(text: searchableText, keyword: keyword, width: max(1, bounds.width - 5)).runs {
            snippetX += context.write(run.text, at: Point(x: snippetX, y: 1), style: run.isMatch ? theme.match : theme.snippet)
        }
        context.drawHorizontalLine(from: Point(x: 2, y: 2), length: max(0, bounds.width - 3), style: theme.separator)
    }
}
