import BanterCanvas
import BanterChatSDK
import BanterViews

/// The top of a thread's list: the message the thread replies to, whole. From the top: the
/// sender ("You" for the current user), the day and time (and "edited"), the full text wrapped to the width (or the file: an
/// image's framed placeholder, or the view `ChannelConfiguration.messageImagePlaceholderBuilder`
/// returns, or a file's name, size and type), the reactions, the reply count, and a rule
/// under it all that separates it from the replies.
///
/// The thread's list shows it as its table's header, so it scrolls with the replies; the
/// list calls `configure(message:theme:configuration:currentUserId:)` whenever the parent
/// changes (an edit, a reaction, a new reply), and the table measures it again.
///
/// Theme precedence: `theme` wins over the list's (`configuredTheme`), which wins over
/// `Theme.current.channelTheme`. Main actor only.
@MainActor
open class ParentMessageInfoView: BaseView {
    /// The parent message shown; nil draws nothing.
    public private(set) var message: BaseMessage?
    /// A theme for this view only; wins over the one the list configures it with.
    public var theme: ChannelTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the view with.
    public private(set) var configuredTheme: ChannelTheme?
    /// The theme in force.
    public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }
    /// The configuration read for times, reactions and the image builder.
    public private(set) var configuration: ChannelConfiguration = UIKitConfiguration.shared.groupChannel.channel
    /// The current user, whose own reactions are marked.
    public private(set) var currentUserId: String?

    /// The image builder's view for an image parent, if it made one.
    private var imageView: View?

    /// An empty view, to be configured; lists make it from its metatype
    /// (`MessageThreadModule.List.parentMessageInfoView`), so subclasses keep this
    /// initialiser.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Shows `message` (the thread's parent) with `theme`.
    open func configure(message: BaseMessage?, theme: ChannelTheme?, configuration: ChannelConfiguration, currentUserId: String?) {
        self.message = message
        configuredTheme = theme
        self.configuration = configuration
        self.currentUserId = currentUserId
        imageView?.removeFromSuperview()
        imageView = (message as? FileMessage).flatMap { $0.isImage ? configuration.messageImagePlaceholderBuilder?($0) : nil }
        if let imageView { addSubview(imageView) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Layout

    /// What goes on each row at one width.
    struct Layout {
        var header = StyledText()
        var body: [StyledText] = []
        var imageFrame: Rect?
        var reactions: StyledText?
        var replies = StyledText()
        var height: Int { 1 + max(1, bodyHeight) + (reactions == nil ? 0 : 1) + 3 }
        var bodyHeight = 0
    }

    /// The text written on each row at `width`, from the message and the theme.
    func layout(width: Int) -> Layout {
        var layout = Layout()
        guard let message else { return layout }
        let theme = resolvedTheme.messageCell
        let icons = resolvedTheme.icons
        let inner = max(1, width - 2)
        let name = message is AdminMessage ? StringSet.current.common.system
            : message.sender?.userId == currentUserId && currentUserId != nil ? StringSet.current.message.you
            : message.sender.map { $0.nickname.isEmpty ? $0.userId : $0.nickname } ?? StringSet.current.common.unknownUser
        var header = StyledText(TextLayout.truncate(name, width: max(1, inner - 8)), style: theme.senderName)
        // The replies below may be days later, so the parent names its day.
        header.append("  " + MessageDay.title(message.createdAt) + " " + configuration.timestampFormatter(message.createdAt), style: theme.time)
        if message.isEdited { header.append(" " + StringSet.current.message.edited, style: theme.edited) }
        layout.header = header
        if let files = message as? MultipleFilesMessage {
            layout.body = MultipleFilesMessageCell.lines(for: files, width: inner, theme: theme, icons: icons)
            layout.bodyHeight = layout.body.count
        } else if let file = message as? FileMessage {
            if let imageView {
                let size = imageView.sizeThatFits(Size(width: inner, height: 20))
                layout.imageFrame = Rect(x: 1, y: 1, width: min(inner, max(1, size.width)), height: max(1, size.height))
                layout.bodyHeight = max(1, size.height)
            } else {
                layout.body = FileMessageCell.lines(for: file, width: inner, theme: theme, icons: icons)
                layout.bodyHeight = layout.body.count
            }
        } else {
            let style = message is AdminMessage ? theme.systemMessage : TextStyle(foreground: theme.incomingBubble.foreground)
            layout.body = TextLayout.wrap(message.message.isEmpty ? " " : message.message, width: inner).map { StyledText($0, style: style) }
            layout.bodyHeight = layout.body.count
        }
        if configuration.isReactionsEnabled, !message.reactions.isEmpty {
            var line = StyledText()
            for (index, reaction) in message.reactions.enumerated() {
                if index > 0 { line.append("  ") }
                let mine = currentUserId.map { reaction.userIds.contains($0) } ?? false
                line.append("\(reaction.key) \(reaction.userIds.count)", style: mine ? theme.myReaction : theme.reaction)
            }
            layout.reactions = line
        }
        layout.replies = StyledText(icons.text(icons.thread) + " " + StringSet.current.thread.replyCount(message.threadInfo.replyCount),
                                    style: theme.threadInfo)
        return layout
    }

    /// The rows the parent takes at `size.width`: sender and time, the message, the
    /// reactions (when there are any), the reply count, the rule, and a blank row.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard message != nil else { return Size(width: size.width, height: 0) }
        return Size(width: size.width, height: layout(width: size.width).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        imageView?.frame = layout(width: bounds.width).imageFrame ?? .zero
    }

    // MARK: Drawing

    open override func draw(in context: DrawingContext) {
        guard message != nil else { return }
        let layout = layout(width: bounds.width)
        write(layout.header, at: Point(x: 1, y: 0), in: context)
        for (index, line) in layout.body.enumerated() { write(line, at: Point(x: 1, y: 1 + index), in: context) }
        var y = 1 + max(1, layout.bodyHeight)
        if let reactions = layout.reactions {
            write(reactions, at: Point(x: 1, y: y), in: context)
            y += 1
        }
        write(layout.replies, at: Point(x: 1, y: y), in: context)
        context.drawHorizontalLine(from: Point(x: 0, y: y + 1), length: bounds.width, style: resolvedTheme.dateSeparatorRule)
    }

    private func write(_ text: StyledText, at point: Point, in context: DrawingContext) {
        var x = point.x
        for run in text.runs { x += context.write(run.text, at: Point(x: x, y: point.y), style: run.style) }
    }
}
