import BanterCanvas
import BanterScheduling
import BanterViews

/// The one notice (toast) every screen shows: a single row of text over the bottom of the
/// screen ("Copied", "Failed: …") that hides itself after `duration`. Each
/// `BaseViewController` owns one (`noticeView`) and shows it with `showNotice(_:)`.
///
/// Timing runs on the scheduler it is given (the window's), so tests drive it with a
/// manual clock. Main actor only.
@MainActor
open class NoticeView: View {
    /// What kind of notice: it picks the style from the component theme.
    public enum Kind: Sendable {
        /// News: "Copied".
        case info
        /// Something failed.
        case error
    }

    /// The text shown, or nil while hidden.
    public private(set) var text: String?
    /// The kind shown last.
    public private(set) var kind = Kind.info
    /// How long a notice stays.
    public var duration: Duration = .seconds(3)
    /// The looks; nil uses the global theme's component theme.
    public var theme: ComponentTheme? { didSet { setNeedsDisplay() } }

    private var hideTask: ScheduledTask?

    /// A hidden notice view.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
    }

    /// Shows `text` until `duration` passes on `scheduler` (or until the next notice).
    /// Without a scheduler the notice stays until `hide()`.
    open func show(_ text: String, kind: Kind = .info, scheduler: Scheduler?) {
        self.text = text
        self.kind = kind
        isHidden = false
        superview?.setNeedsLayout()
        setNeedsDisplay()
        hideTask?.cancel()
        hideTask = scheduler?.schedule(after: duration) { [weak self] in self?.hide() }
    }

    /// Hides the notice now.
    open func hide() {
        hideTask?.cancel()
        hideTask = nil
        text = nil
        isHidden = true
        superview?.setNeedsDisplay()
    }

    /// The text with a space either side, as wide as the room allows.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: min(size.width, TextWidth.of(text ?? "") + 2), height: 1)
    }

    open override func draw(in context: DrawingContext) {
        guard let text else { return }
        let theme = theme ?? Theme.current.componentTheme
        let style = kind == .error ? theme.errorNotice : theme.notice
        context.fill(bounds, style: style)
        context.write(TextLayout.truncate(text, width: max(0, bounds.width - 2)), at: Point(x: 1, y: 0), style: style)
    }
}
