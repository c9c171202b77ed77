import BanterCanvas

/// A small count or label in a solid block, like an unread count: ` 3 `, ` 99+ `, ` new `.
///
/// Drawn in the tint colour (or `badgeColor`) reversed, so it is a coloured block with text
/// in the terminal's background colour on light and dark terminals alike. With
/// `hidesWhenZero`, the badge sets `isHidden` whenever it has nothing to show (a count of 0
/// and no `text`), so stacks close the gap; it manages `isHidden` itself while that is on.
@MainActor
open class BadgeView: View {
    /// The number shown, when `text` is nil. Shown up to `maxCount`, then as `maxCount+`.
    public var count = 0 {
        didSet { if count != oldValue { contentDidChange() } }
    }

    /// Shown instead of the count when set (e.g. "new").
    public var text: String? {
        didSet { if text != oldValue { contentDidChange() } }
    }

    /// The largest count shown as is; above it the badge reads "99+" (for the default 99).
    public var maxCount = 99 {
        didSet { if maxCount != oldValue { contentDidChange() } }
    }

    /// Whether the badge hides itself when there is nothing to show.
    public var hidesWhenZero = true {
        didSet { if hidesWhenZero != oldValue { contentDidChange() } }
    }

    /// The badge's colour; `nil` for the tint colour.
    public var badgeColor: Color? {
        didSet { if badgeColor != oldValue { setNeedsDisplay() } }
    }

    /// A badge showing `count`.
    public init(count: Int = 0, frame: Rect = .zero) {
        self.count = count
        super.init(frame: frame)
        updateVisibility()
    }

    /// What the badge says, without its padding: the text, or the capped count; empty
    /// when there is nothing to show.
    public var displayText: String {
        if let text { return text }
        if count <= 0 && hidesWhenZero { return "" }
        return count > maxCount ? "\(maxCount)+" : "\(count)"
    }

    /// The style the badge is drawn in.
    public var badgeStyle: TextStyle {
        TextStyle(foreground: badgeColor ?? tintColor, attributes: [.reverse, .bold])
    }

    /// The text with a space each side, one row; zero when there is nothing to show.
    open override var intrinsicContentSize: Size {
        let shown = displayText
        return shown.isEmpty ? .zero : Size(width: TextWidth.of(shown) + 2, height: 1)
    }

    /// The intrinsic size, narrowed to `size.width` when that is positive.
    open override func sizeThatFits(_ size: Size) -> Size {
        let natural = intrinsicContentSize
        return Size(width: size.width > 0 ? min(natural.width, size.width) : natural.width, height: natural.height)
    }

    /// Draws the padded text, centred, in `badgeStyle`; nothing when there is nothing to show.
    open override func draw(in context: DrawingContext) {
        let shown = displayText
        guard !shown.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        let fitted = TextLayout.truncate(shown, width: max(1, bounds.width - 2))
        let block = " \(fitted) "
        let x = bounds.minX + TextLayout.leadingOffset(lineWidth: TextWidth.of(block), width: bounds.width, alignment: .center)
        context.write(block, at: Point(x: x, y: bounds.minY + (bounds.height - 1) / 2), style: badgeStyle)
    }

    /// Whether the badge hid itself, so turning `hidesWhenZero` off shows it again without
    /// overriding a hide the owner asked for.
    private var isHiddenBySelf = false

    private func updateVisibility() {
        let wasHidden = isHidden
        if hidesWhenZero {
            isHidden = displayText.isEmpty
            isHiddenBySelf = isHidden
        } else if isHiddenBySelf {
            isHidden = false
            isHiddenBySelf = false
        }
        // Showing or hiding changes what a stack around it lays out.
        if isHidden != wasHidden { superview?.setNeedsLayout() }
    }

    private func contentDidChange() {
        updateVisibility()
        setNeedsDisplay()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
