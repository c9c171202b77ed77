import BanterCanvas
import BanterViews

/// The one-row filter over a list of users to pick from:
///
///     ⌕ le
///
/// the search mark, then the name prefix typed so far, or a dim hint before anything is
/// typed. It takes no focus: the list keeps the keys (arrows move, Enter picks, Space types) and hands
/// typed characters to it, so typing and picking never fight over the focus.
///
/// A plain view: `init` sets nothing up, and the list that owns it sets `text`,
/// `placeholder`, `theme` and `icons`. Theme precedence: `theme` (the list passes its
/// resolved one) wins over `Theme.current.userListTheme`. Main actor only.
@MainActor
open class UserFilterView: View {
    /// The prefix typed so far.
    public var text = "" { didSet { if text != oldValue { setNeedsDisplay() } } }
    /// The hint shown while `text` is empty.
    public var placeholder = "" { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The styles; nil uses the global theme's.
    public var theme: UserListTheme? { didSet { setNeedsDisplay() } }
    /// The glyphs (the search mark).
    public var icons: IconSet = .standard { didSet { setNeedsDisplay() } }

    /// The theme in force.
    public var resolvedTheme: UserListTheme { theme ?? Theme.current.userListTheme }

    /// An empty filter row; lists make it from a metatype, so subclasses keep this
    /// initialiser.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// One row, as wide as it is given.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override var intrinsicContentSize: Size { Size(width: -1, height: 1) }

    open override func draw(in context: DrawingContext) {
        let theme = resolvedTheme
        context.fill(bounds, style: theme.background)
        guard bounds.width > 4 else { return }
        var x = 2
        x += context.write(icons.text(icons.search), at: Point(x: x, y: 0), style: theme.filterIcon) + 1
        let room = max(0, bounds.width - x - 1)
        if text.isEmpty {
            context.write(TextLayout.truncate(placeholder, width: room), at: Point(x: x, y: 0), style: theme.filterPlaceholder)
        } else {
            // The end of a long prefix is what is being typed, so keep that in view.
            context.write(TextLayout.truncate(text, width: room, mode: .head), at: Point(x: x, y: 0), style: theme.filterText)
        }
    }
}
