import BanterCanvas
import BanterTerminal
import Foundation
import BanterChatSDK
import BanterViews

/// The base of the message cells: draws what every message shares around the body a
/// subclass supplies.
///
/// From the top: the sender's name (others' messages, first of a group; or the header
/// builder's view), the quoted parent, the bubble (a border in `bubbleCornerStyle`, at most
/// `maxMessageWidthFraction` of the list wide, with the time, edited marker and state set
/// into its bottom edge), the reactions row, the thread info, the footer builder's view,
/// and a blank row after the last message of a group. The current user's messages sit on
/// the right, others' on the left beside the avatar builder's view when there is one.
///
/// Subclasses supply the body with `bodyLines(width:)` or `makeBodyView(maxWidth:)`.
/// `configure(presentation:theme:icons:configuration:)` is called by the list each time
/// the row is shown. Main actor only.
@MainActor
open class BaseMessageCell: BaseTableViewCell {
    /// The message and how it is drawn; nil until configured.
    public private(set) var presentation: MessagePresentation?
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: MessageCellTheme? { didSet { cachedLayout = nil; setNeedsDisplay() } }
    /// The theme the list configured the cell with (the view controller's or the global).
    public private(set) var configuredTheme: MessageCellTheme?
    /// The colours and attributes in use.
    public var resolvedTheme: MessageCellTheme { theme ?? configuredTheme ?? Theme.current.messageCellTheme }
    /// The glyphs in use.
    public private(set) var icons: IconSet = .standard
    /// The configuration read for builders, widths and times.
    public private(set) var configuration: ChannelConfiguration = UIKitConfiguration.shared.groupChannel.channel

    /// Whether a reply shows the line quoting its parent. A thread's list turns it off:
    /// every row there replies to the parent shown at the top. Set before `configure`.
    public var showsQuotedParent = true
    /// Runs when the thread info under the bubble ("↳ 3 replies") is clicked; the list sets
    /// it when it configures the cell (to open the thread). Nil: a click there selects the
    /// row like anywhere else.
    public var onTapThreadInfo: (@MainActor () -> Void)?
    /// Runs with a reaction's key when that reaction under the bubble is clicked; the list
    /// sets it (to show who reacted). Nil: a click there selects the row.
    public var onTapReaction: (@MainActor (_ key: String) -> Void)?
    /// Runs when the `+` after the reactions is clicked; the list sets it where the user can
    /// react (to open the emoji list). Nil: no `+` is drawn.
    public var onTapAddReaction: (@MainActor () -> Void)?
    /// Runs with the user a clicked mention in the text names; the list sets it (to open
    /// their profile). Nil: a click there selects the row.
    public var onTapMention: (@MainActor (_ user: User) -> Void)?
    /// Whether the link preview card shows under the bubble, when the message has Open
    /// Graph data; the list sets it (`BaseChannelModule.List.shouldShowLinkPreview(for:)`).
    public var showsLinkPreview = true
    /// Whether the client is not connected, so a pending message shows the clock state
    /// (`IconSet.waiting`, `StringSet.message.waiting`) rather than "sending"; the list sets
    /// it as it configures the cell and as the connection changes.
    public var isWaitingForConnection = false {
        didSet {
            guard isWaitingForConnection != oldValue else { return }
            cachedLayout = nil
            setNeedsDisplay()
        }
    }

    private var headerView: View?
    private var footerView: View?
    private var avatarView: View?
    private var bodyView: View?

    /// Shows `presentation` with `theme`; asks the builders for their views.
    open func configure(presentation: MessagePresentation, theme: MessageCellTheme, icons: IconSet, configuration: ChannelConfiguration) {
        self.presentation = presentation
        configuredTheme = theme
        self.icons = icons
        self.configuration = configuration
        for view in [headerView, footerView, avatarView, bodyView].compactMap({ $0 }) { view.removeFromSuperview() }
        let message = presentation.message
        let enclosing = !configuration.isMessageGroupingEnabled || !configuration.groupingOptions.contains(.collapseEnclosingViews)
        headerView = (presentation.isFirstInGroup || enclosing) ? configuration.messageHeaderBuilder?(message) : nil
        footerView = (presentation.isLastInGroup || enclosing) ? configuration.messageFooterBuilder?(message) : nil
        let collapseAvatar = configuration.isMessageGroupingEnabled && configuration.groupingOptions.contains(.collapseProfilePicture)
        avatarView = presentation.isMine || (collapseAvatar && !presentation.isLastInGroup) ? nil : configuration.messageAvatarBuilder?(message)
        bodyView = makeBodyView()
        cachedLayout = nil
        for view in [headerView, footerView, avatarView, bodyView].compactMap({ $0 }) { addSubview(view) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        for view in [headerView, footerView, avatarView, bodyView].compactMap({ $0 }) { view.removeFromSuperview() }
        headerView = nil; footerView = nil; avatarView = nil; bodyView = nil
        presentation = nil
        onTapThreadInfo = nil
        onTapReaction = nil
        onTapAddReaction = nil
        onTapMention = nil
        showsLinkPreview = true
        showsQuotedParent = true
        cachedLayout = nil
    }

    // MARK: Subclass hooks

    /// The lines inside the bubble, at most `width` columns each. The default shows the
    /// message's text, wrapped, its mentions styled (`MentionText.styling`).
    open func bodyLines(width: Int) -> [StyledText] {
        guard let message = presentation?.message else { return [] }
        let style = presentation?.isMine == true ? resolvedTheme.outgoingBubble : resolvedTheme.incomingBubble
        let text = message.message.isEmpty ? " " : message.message
        let theme = resolvedTheme, me = currentUserId, mentioned = message.mentionedUsers
        return TextLayout.wrap(text, width: max(1, width)).map {
            MentionText.styling(StyledText($0, style: style), mentionedUsers: mentioned, currentUserId: me,
                                mention: theme.mention, mentionedCurrentUser: theme.mentionedCurrentUser)
        }
    }

    /// A view shown inside the bubble instead of `bodyLines` (custom renderers, image
    /// builders); nil for none. Called from `configure`.
    open func makeBodyView() -> View? { nil }

    /// Whether the message is drawn in a bubble; system messages are not.
    open var drawsBubble: Bool { true }

    // MARK: Layout

    /// Where everything goes at one width.
    struct Layout {
        var height = 0
        var headerRow: Int?
        var headerFrame: Rect?
        var quoteRow: Int?
        var bubble = Rect.zero
        var body: [StyledText] = []
        var bodyViewFrame: Rect?
        var label = StyledText()
        var previewRow: Int?
        var preview: [StyledText] = []
        var reactionsRow: Int?
        var threadRow: Int?
        var footerFrame: Rect?
        var avatarFrame: Rect?
        var systemLines: [String] = []
    }

    /// The layout for the last width asked, until the cell is configured again (measuring,
    /// placing and drawing all ask, every frame).
    private var cachedLayout: (width: Int, layout: Layout)?

    func computeLayout(width: Int) -> Layout {
        if let cachedLayout, cachedLayout.width == width { return cachedLayout.layout }
        let layout = makeLayout(width: width)
        cachedLayout = (width, layout)
        return layout
    }

    private func makeLayout(width: Int) -> Layout {
        var layout = Layout()
        guard let presentation, width > 4 else { return layout }
        let message = presentation.message
        if !drawsBubble {
            layout.systemLines = TextLayout.wrap(message.message, width: max(1, width - 8))
            layout.height = layout.systemLines.count + 2
            return layout
        }
        let avatarSize = avatarView.map { $0.sizeThatFits(Size(width: 4, height: 2)) } ?? .zero
        let avatarColumn = avatarSize.width > 0 ? min(4, avatarSize.width) + 1 : 0
        let room = max(6, width - 2 - avatarColumn)
        let maxOuter = max(6, min(room, Int(Double(width) * configuration.maxMessageWidthFraction)))
        let maxInner = maxOuter - 4
        layout.label = bottomLabel()
        var innerWidth: Int
        var bodyHeight: Int
        if let bodyView {
            let size = bodyView.sizeThatFits(Size(width: maxInner, height: 20))
            innerWidth = min(maxInner, max(1, size.width))
            bodyHeight = max(1, size.height)
        } else {
            layout.body = bodyLines(width: maxInner)
            innerWidth = layout.body.map { TextWidth.of($0.string) }.max() ?? 1
            bodyHeight = max(1, layout.body.count)
        }
        innerWidth = min(maxInner, max(innerWidth, TextWidth.of(layout.label.string)))
        let outer = innerWidth + 4
        let x = presentation.alignment == .right ? width - 1 - outer : 1 + avatarColumn
        var y = 0
        if let headerView {
            let size = headerView.sizeThatFits(Size(width: maxOuter, height: 1))
            layout.headerFrame = Rect(x: x, y: y, width: min(maxOuter, size.width), height: max(1, size.height))
            y += max(1, size.height)
        } else if presentation.isFirstInGroup, !presentation.isMine, configuration.messageHeaderBuilder == nil {
            layout.headerRow = y
            y += 1
        }
        if showsQuotedParent, message.parentMessage != nil || message.parentMessageId != nil {
            layout.quoteRow = y
            y += 1
        }
        layout.bubble = Rect(x: x, y: y, width: outer, height: bodyHeight + 2)
        if bodyView != nil { layout.bodyViewFrame = Rect(x: x + 2, y: y + 1, width: innerWidth, height: bodyHeight) }
        if avatarColumn > 0 { layout.avatarFrame = Rect(x: 1, y: y, width: avatarColumn - 1, height: max(1, avatarSize.height)) }
        y += bodyHeight + 2
        layout.preview = linkPreviewLines(width: maxOuter - 2)
        if !layout.preview.isEmpty {
            layout.previewRow = y
            y += layout.preview.count
        }
        if configuration.isReactionsEnabled, !message.reactions.isEmpty {
            layout.reactionsRow = y
            y += 1
        }
        if message.threadInfo.replyCount > 0 {
            layout.threadRow = y
            y += 1
        }
        if let footerView {
            let size = footerView.sizeThatFits(Size(width: maxOuter, height: 1))
            layout.footerFrame = Rect(x: x, y: y, width: min(maxOuter, size.width), height: max(1, size.height))
            y += max(1, size.height)
        }
        if presentation.isLastInGroup { y += 1 }
        layout.height = y
        return layout
    }

    /// The time, edited marker and state set into the bubble's bottom edge.
    func bottomLabel() -> StyledText {
        guard let presentation else { return StyledText() }
        let theme = resolvedTheme  // one copy of the theme, not one per style
        let message = presentation.message
        var label = StyledText()
        if footerView != nil && message.isStored { return label }
        if message.isEdited { label.append(" " + StringSet.current.message.edited, style: theme.edited) }
        let grouping = configuration.isMessageGroupingEnabled
        var showsTime = true
        if grouping, configuration.groupingOptions.contains(.collapseTimestamps(.bottom)) { showsTime = presentation.isLastInGroup }
        if grouping, configuration.groupingOptions.contains(.collapseTimestamps(.top)) { showsTime = presentation.isFirstInGroup }
        switch message.sendingStatus {
        case .pending where isWaitingForConnection:
            label.append(" " + icons.text(icons.waiting) + " " + StringSet.current.message.waiting, style: theme.pending)
        case .pending:
            label.append(" " + icons.text(icons.pending) + " " + StringSet.current.message.sending, style: theme.pending)
        case .failed:
            label.append(" " + icons.text(icons.failed) + " " + StringSet.current.message.failed, style: theme.failed)
        default:
            if showsTime { label.append(" " + configuration.timestampFormatter(message.createdAt), style: theme.time) }
            switch presentation.receipt {
            case .none: break
            case .sent: label.append(" " + icons.text(icons.sent), style: theme.delivered)
            case .delivered: label.append(" " + icons.text(icons.delivered), style: theme.delivered)
            case .read: label.append(" " + icons.text(icons.read), style: theme.read)
            }
        }
        if !label.isEmpty { label.append(" ") }
        return label
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: computeLayout(width: size.width).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = computeLayout(width: bounds.width)
        headerView?.frame = layout.headerFrame ?? .zero
        footerView?.frame = layout.footerFrame ?? .zero
        avatarView?.frame = layout.avatarFrame ?? .zero
        bodyView?.frame = layout.bodyViewFrame ?? .zero
    }

    // MARK: Drawing

    open override func draw(in context: DrawingContext) {
        guard let presentation else { return }
        let theme = resolvedTheme  // one copy of the theme, not one per style
        let layout = computeLayout(width: bounds.width)
        if isSelected {
            let marker = TextStyle(foreground: showsFocus ? tintColor : .brightBlack, attributes: .bold)
            for row in 0..<max(1, layout.height - (presentation.isLastInGroup ? 1 : 0)) {
                context.write("▌", at: Point(x: 0, y: row), style: marker)
            }
        }
        let message = presentation.message
        if !drawsBubble {
            for (index, line) in layout.systemLines.enumerated() {
                let x = max(0, (bounds.width - TextWidth.of(line)) / 2)
                context.write(line, at: Point(x: x, y: 1 + index), style: theme.systemMessage)
            }
            return
        }
        let bubble = layout.bubble
        if let row = layout.headerRow {
            let name = TextLayout.truncate(message.sender.map { $0.nickname.isEmpty ? $0.userId : $0.nickname } ?? "", width: max(1, bounds.width - bubble.minX - 2))
            context.write(name, at: Point(x: bubble.minX + 1, y: row), style: theme.senderName)
        }
        if let row = layout.quoteRow {
            let parent = message.parentMessage
            let who = parent?.sender.map { $0.userId == currentUserId ? StringSet.current.message.you : $0.nickname } ?? ""
            let text = parent.map { $0.message.isEmpty ? ($0.fileSummary ?? StringSet.current.message.quotedMessage) : $0.message } ?? StringSet.current.message.earlierMessage
            let quoteWidth = max(4, Int(Double(bounds.width) * configuration.maxMessageWidthFraction))
            let quote = TextLayout.truncate(icons.text(icons.thread) + " " + (who.isEmpty ? "" : who + ": ") + text.replacingOccurrences(of: "\n", with: " "), width: quoteWidth - 2)
            let full = icons.text(icons.quote) + " " + quote
            let x = presentation.alignment == .right ? max(0, bounds.width - 1 - TextWidth.of(full)) : bubble.minX
            let used = context.write(icons.text(icons.quote), at: Point(x: x, y: row), style: theme.quoteBar)
            context.write(" " + quote, at: Point(x: x + used, y: row), style: theme.quote)
        }
        let bubbleStyle = presentation.isMine ? theme.outgoingBubble : theme.incomingBubble
        var borderStyle = presentation.isMine ? theme.outgoingBorder : theme.incomingBorder
        if isSelected { borderStyle = TextStyle(foreground: showsFocus ? tintColor : borderStyle.foreground, attributes: .bold) }
        context.fill(bubble, style: TextStyle(background: bubbleStyle.background))
        context.drawBox(bubble, border: configuration.bubbleCornerStyle.borderStyle, style: borderStyle)
        for (index, line) in layout.body.enumerated() {
            write(line, at: Point(x: bubble.minX + 2, y: bubble.minY + 1 + index), in: context)
        }
        if !layout.label.isEmpty {
            let labelWidth = TextWidth.of(layout.label.string)
            let x = max(bubble.minX + 1, bubble.maxX - 2 - labelWidth)
            write(layout.label, at: Point(x: x, y: bubble.maxY - 1), in: context)
        }
        if let row = layout.previewRow {
            let width = layout.preview.map { TextWidth.of($0.string) }.max() ?? 0
            let x = reactionsLineX(width: width, bubble: bubble)
            for (index, line) in layout.preview.enumerated() { write(line, at: Point(x: x, y: row + index), in: context) }
        }
        if let row = layout.reactionsRow {
            let (line, _) = reactionsLine()
            write(line, at: Point(x: reactionsLineX(width: TextWidth.of(line.string), bubble: bubble), y: row), in: context)
        }
        if let row = layout.threadRow {
            let count = message.threadInfo.replyCount
            let text = icons.text(icons.thread) + " " + StringSet.current.message.replyCount(count)
            let x = presentation.alignment == .right ? max(0, bubble.maxX - 1 - TextWidth.of(text)) : bubble.minX + 1
            context.write(text, at: Point(x: x, y: row), style: theme.threadInfo)
        }
    }

    // MARK: Mouse

    /// A click on the thread info runs `onTapThreadInfo` instead of opening the message's
    /// menu; any other click goes to the table.
    /// A click on a reaction runs `onTapReaction`, on the `+` after them `onTapAddReaction`.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        if case .release(.left) = event.kind, let action = onTapThreadInfo,
           let row = computeLayout(width: bounds.width).threadRow, event.position.y == row {
            action()
            return true
        }
        let layout = computeLayout(width: bounds.width)
        if case .release(.left) = event.kind, let row = layout.reactionsRow, event.position.y == row {
            let (line, spans) = reactionsLine()
            let column = event.position.x - reactionsLineX(width: TextWidth.of(line.string), bubble: layout.bubble)
            if let span = spans.first(where: { $0.columns.contains(column) }) {
                if let key = span.key { onTapReaction?(key) } else { onTapAddReaction?() }
                return true
            }
        }
        if case .release(.left) = event.kind, let action = onTapMention, let user = mentionedUser(at: event.position, in: layout) {
            action(user)
            return true
        }
        return super.handleMouse(event)
    }

    /// The mentioned user whose mention is drawn at `point` of the bubble's text: the run
    /// there is drawn in a mention style and is part of "@name" of one of the message's
    /// mentioned users (a mention wrapped over two lines matches on either half).
    func mentionedUser(at point: Point, in layout: Layout) -> User? {
        guard let message = presentation?.message, !message.mentionedUsers.isEmpty else { return nil }
        let index = point.y - layout.bubble.minY - 1
        guard layout.body.indices.contains(index) else { return nil }
        let theme = resolvedTheme
        var column = layout.bubble.minX + 2
        for run in layout.body[index].runs {
            let width = TextWidth.of(run.text)
            defer { column += width }
            guard (column..<column + width).contains(point.x) else { continue }
            guard run.style == theme.mention || run.style == theme.mentionedCurrentUser else { return nil }
            let text = run.text.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            return message.mentionedUsers.first { ("@" + MentionIndex.displayName(of: $0)).contains(text) }
        }
        return nil
    }

    /// The link preview card under the bubble, at most `width` columns a line: a bar, then
    /// the site's name (unless the title says the same), the title and up to two lines of description, each cut with `…`.
    /// None unless `showsLinkPreview`, the configuration's `isOGTagEnabled`, and a user
    /// message whose Open Graph data has something besides the address.
    open func linkPreviewLines(width: Int) -> [StyledText] {
        guard showsLinkPreview, configuration.isOGTagEnabled, let message = presentation?.message as? UserMessage,
              let data = message.ogMetaData, data.hasContent, width > 4 else { return [] }
        let theme = resolvedTheme
        let bar = icons.text(icons.quote) + " "
        let inner = max(1, width - TextWidth.of(bar))
        func flat(_ text: String?) -> String {
            String((text ?? "").map { $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : $0 })
        }
        var lines: [(String, TextStyle)] = []
        // A site named as its page (Swift.org's home) says it once.
        if !flat(data.siteName).isEmpty, flat(data.siteName) != flat(data.title) {
            lines.append((TextLayout.truncate(flat(data.siteName), width: inner), theme.fileDetail))
        }
        if !flat(data.title).isEmpty { lines.append((TextLayout.truncate(flat(data.title), width: inner), theme.senderName)) }
        if !flat(data.desc).isEmpty {
            for line in TextLayout.wrap(flat(data.desc), width: inner, maxLines: 2) { lines.append((line, theme.quote)) }
        }
        return lines.map { text, style in
            var line = StyledText()
            line.append(bar, style: theme.quoteBar)
            line.append(text, style: style)
            return line
        }
    }

    /// The reactions under the bubble ("👍 3  ❤️ 1  +"), with the columns each one covers (a
    /// nil key for the `+`), measured from the line's start.
    func reactionsLine() -> (StyledText, [(key: String?, columns: Range<Int>)]) {
        guard let message = presentation?.message else { return (StyledText(), []) }
        var line = StyledText()
        var spans: [(key: String?, columns: Range<Int>)] = []
        var x = 0
        for (index, reaction) in message.reactions.enumerated() {
            if index > 0 { line.append("  "); x += 2 }
            let mine = currentUserId.map { reaction.userIds.contains($0) } ?? false
            let text = "\(reaction.key) \(reaction.userIds.count)"
            let width = TextWidth.of(text)
            line.append(text, style: mine ? resolvedTheme.myReaction : resolvedTheme.reaction)
            spans.append((reaction.key, x..<(x + width)))
            x += width
        }
        if onTapAddReaction != nil {
            line.append("  ")
            line.append("+", style: resolvedTheme.reaction)
            spans.append((nil, (x + 2)..<(x + 3)))
        }
        return (line, spans)
    }

    /// Where the reactions line starts: under the bubble's left edge, or ending under its
    /// right edge for the current user's messages.
    func reactionsLineX(width: Int, bubble: Rect) -> Int {
        presentation?.alignment == .right ? max(0, bubble.maxX - 1 - width) : bubble.minX + 1
    }

    /// The current user's id, for marking their own reactions; set by the list.
    public var currentUserId: String?

    /// Writes the runs of `text` one after another from `point`.
    public func write(_ text: StyledText, at point: Point, in context: DrawingContext) {
        var x = point.x
        for run in text.runs { x += context.write(run.text, at: Point(x: x, y: point.y), style: run.style) }
    }
}
