import BanterCanvas

/// Read-only text: one line or many, plain or in styled runs, aligned and wrapped or
/// truncated to the space it has. The terminal's `UILabel`.
///
/// Layout is `TextLayout`'s, so a label breaks and measures text exactly as the canvas draws
/// it. Text is drawn from the top row down; rows the label has no text for are left alone
/// (set `backgroundColor` to paint them).
///
/// - With `numberOfLines == 1` and a truncating `lineBreakMode`, the whole text is one line
///   (hard line breaks read as spaces) shortened with `…` at the tail, head or middle.
/// - Otherwise the text is word-wrapped to the label's width. When it needs more lines than
///   `numberOfLines` allows or the label's height shows, the last visible line ends in `…`.
@MainActor
open class Label: View {
    /// How text that does not fit is shortened.
    public enum LineBreakMode: Hashable, Sendable {
        /// Wrap at word boundaries; a single-line label cuts at a word and adds `…`.
        case wordWrap
        /// `long te…` on a single-line label; wrapped text otherwise.
        case truncateTail
        /// `…ong text` on a single-line label; wrapped text otherwise.
        case truncateHead
        /// `lo…ext` on a single-line label (keeps a file name's extension); wrapped text
        /// otherwise.
        case truncateMiddle
    }

    /// The text, unstyled. Setting it replaces `attributedText` with one run in `style`.
    public var text: String {
        get { attributedText.string }
        set { attributedText = StyledText(newValue) }
    }

    /// The text as styled runs. Each run's style is layered over `style`, so a run only
    /// says what differs (a bold name, a grey timestamp).
    public var attributedText = StyledText() {
        didSet { if attributedText != oldValue { contentDidChange() } }
    }

    /// The base style of all the text.
    public var style: TextStyle = .plain {
        didSet { if style != oldValue { contentDidChange() } }
    }

    /// Where each line sits horizontally.
    public var alignment: TextLayout.Alignment = .leading {
        didSet { if alignment != oldValue { setNeedsDisplay() } }
    }

    /// The most lines shown; 0 means as many as the text needs (and the height shows).
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange() } }
    }

    /// How text that does not fit is shortened.
    public var lineBreakMode: LineBreakMode = .truncateTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }

    /// A label showing `text`.
    public required init(text: String = "", style: TextStyle = .plain, frame: Rect = .zero) {
        self.attributedText = StyledText(text)
        self.style = style
        super.init(frame: frame)
    }

    /// A label showing styled runs.
    public init(attributedText: StyledText, style: TextStyle = .plain, frame: Rect = .zero) {
        self.attributedText = attributedText
        self.style = style
        super.init(frame: frame)
    }

    // MARK: Sizing

    /// The width of the widest line with no width limit, and as many rows as the text has
    /// lines (capped by `numberOfLines`); zero for empty text.
    open override var intrinsicContentSize: Size {
        measure(width: nil)
    }

    /// The size the text needs when wrapped to `size.width` (no limit when that is 0 or
    /// less): the widest laid-out line, and the line count capped by `numberOfLines`.
    /// `size.height` is not a limit, so a container learns the height the text wants.
    open override func sizeThatFits(_ size: Size) -> Size {
        measure(width: size.width > 0 ? size.width : nil)
    }

    private func measure(width: Int?) -> Size {
        let lines = layout(width: width, maxLines: numberOfLines > 0 ? numberOfLines : nil)
        return Size(width: lines.map(StyledTextLayout.width(of:)).max() ?? 0, height: lines.count)
    }

    // MARK: Drawing

    /// Draws the laid-out lines from the top row, each aligned, each run in its style.
    open override func draw(in context: DrawingContext) {
        let rows = numberOfLines > 0 ? min(numberOfLines, bounds.height) : bounds.height
        guard rows > 0, bounds.width > 0 else { return }
        let lines = layout(width: bounds.width, maxLines: rows)
        for (row, line) in lines.enumerated() {
            let lineWidth = StyledTextLayout.width(of: line)
            var x = bounds.minX + TextLayout.leadingOffset(lineWidth: lineWidth, width: bounds.width, alignment: alignment)
            let y = bounds.minY + row
            // One write per run of equal style keeps wide and combining clusters intact.
            var start = 0
            while start < line.count {
                var end = start + 1
                while end < line.count && line[end].style == line[start].style { end += 1 }
                var segment = ""
                var segmentWidth = 0
                for item in line[start..<end] {
                    segment.append(item.character)
                    segmentWidth += item.width
                }
                context.write(segment, at: Point(x: x, y: y), style: line[start].style)
                x += segmentWidth
                start = end
            }
        }
    }

    // MARK: Layout

    private struct LayoutKey: Hashable {
        var width: Int?
        var maxLines: Int?
    }

    private var cachedCharacters: [StyledCharacter]?
    private var cachedLayout: (key: LayoutKey, lines: [[StyledCharacter]])?

    /// Drawing and sizing lay out the same text at the same width again and again; keep the
    /// last answer until the content changes.
    private func layout(width: Int?, maxLines: Int?) -> [[StyledCharacter]] {
        let key = LayoutKey(width: width, maxLines: maxLines)
        if let cachedLayout, cachedLayout.key == key { return cachedLayout.lines }
        let lines = computeLayout(width: width, maxLines: maxLines)
        cachedLayout = (key, lines)
        return lines
    }

    private var characters: [StyledCharacter] {
        if let cachedCharacters { return cachedCharacters }
        let characters = StyledTextLayout.expandTabs(attributedText.styledCharacters(over: style))
        cachedCharacters = characters
        return characters
    }

    private func computeLayout(width: Int?, maxLines: Int?) -> [[StyledCharacter]] {
        let characters = self.characters
        guard !characters.isEmpty, maxLines ?? 1 > 0 else { return [] }
        if maxLines == 1, let mode = truncationMode {
            let flattened = characters.map { $0.character.isNewline ? StyledCharacter(" ", style: $0.style) : $0 }
            guard let width else { return [flattened] }
            return [StyledTextLayout.truncate(flattened, width: width, mode: mode, fallback: style)]
        }
        var lines: [[StyledCharacter]]
        if let width {
            lines = StyledTextLayout.wrap(characters, width: width)
        } else {
            lines = StyledTextLayout.paragraphs(characters)
        }
        if let maxLines, lines.count > maxLines {
            lines.removeLast(lines.count - maxLines)
            lines[maxLines - 1] = StyledTextLayout.withEllipsis(lines[maxLines - 1], width: width ?? (StyledTextLayout.width(of: lines[maxLines - 1]) + 1), fallback: style)
        }
        return lines
    }

    private var truncationMode: TextLayout.TruncationMode? {
        switch lineBreakMode {
        case .wordWrap: nil
        case .truncateTail: .tail
        case .truncateHead: .head
        case .truncateMiddle: .middle
        }
    }

    /// The text or how it is laid out changed: drop the caches, redraw, and let the
    /// superview re-run layout since the intrinsic size may have changed.
    private func contentDidChange() {
        cachedCharacters = nil
        cachedLayout = nil
        setNeedsDisplay()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
