import BanterCanvas
import BanterViews

/// What a list shows instead of rows: nothing (`.none`, the view hides), an empty message,
/// a spinner while loading, or an error with a retry. Shared by every list screen; styled
/// from `ComponentTheme` (`emptyTitle`, `emptyDetail`, `loading`, `errorTitle`,
/// `retryButton`).
///
/// The retry is a key, not a focusable button, so the list keeps the focus: the list
/// component that owns this view calls `retry()` on Enter or `r` while an error shows, and
/// `onRetry` runs. Main actor only.
@MainActor
open class EmptyView: BaseView {
    /// What the view shows.
    public enum State: Equatable, Sendable {
        /// Nothing: the view is hidden.
        case none
        /// The list has no rows: a title and a detail line.
        case empty(title: String, detail: String?)
        /// The list is loading: a spinner and a title.
        case loading(title: String)
        /// Loading failed: the error's text and a retry hint.
        case error(title: String, detail: String?)
    }

    /// What the view shows; `.none` hides it.
    public var state: State = .none {
        didSet {
            guard state != oldValue else { return }
            isHidden = state == .none
            updateSpinner()
            setNeedsDisplay()
        }
    }

    /// The looks; `nil` uses the global theme's.
    public var theme: ComponentTheme? { didSet { setNeedsDisplay() } }

    /// Runs on `retry()` (Enter or `r` on the list while an error shows).
    public var onRetry: (@MainActor () -> Void)?

    /// The spinner shown while loading.
    public let spinner = ActivityIndicator(style: .dots)

    /// A hidden empty view; lists make it from a metatype, so subclasses keep this
    /// initialiser.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    open override func setupViews() {
        super.setupViews()
        isHidden = state == .none
        if spinner.superview !== self { addSubview(spinner) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard case .loading(let title) = state else { return }
        let lines = contentLines.count
        let top = max(0, (bounds.height - lines) / 2)
        let width = TextWidth.of(title) + 2
        spinner.frame = Rect(x: max(0, (bounds.width - width) / 2), y: top, width: 1, height: 1)
    }

    open override func setupStyles() {
        super.setupStyles()
        spinner.color = (theme ?? Theme.current.componentTheme).loading.foreground
    }

    /// Runs `onRetry` when an error shows; returns whether it did.
    @discardableResult
    open func retry() -> Bool {
        guard case .error = state else { return false }
        onRetry?()
        return true
    }

    private func updateSpinner() {
        if case .loading = state { spinner.startAnimating() } else { spinner.stopAnimating() }
        setNeedsLayout()
    }

    /// The lines drawn, with their styles.
    private var contentLines: [(String, TextStyle)] {
        let theme = self.theme ?? Theme.current.componentTheme
        switch state {
        case .none: return []
        case .empty(let title, let detail):
            return [(title, theme.emptyTitle)] + (detail.map { [("", theme.emptyDetail), ($0, theme.emptyDetail)] } ?? [])
        case .loading(let title):
            return [("  " + title, theme.loading)]
        case .error(let title, let detail):
            return [(title, theme.errorTitle)] + (detail.map { [($0, theme.emptyDetail)] } ?? [])
                + [("", theme.emptyDetail), (StringSet.current.common.retryHint, theme.retryButton)]
        }
    }

    open override func draw(in context: DrawingContext) {
        let lines = contentLines
        guard bounds.width > 0, bounds.height > 0 else { return }
        var wrapped: [(String, TextStyle)] = []
        for (text, style) in lines {
            if text.isEmpty { wrapped.append(("", style)); continue }
            for line in TextLayout.wrap(text, width: max(1, bounds.width - 2), maxLines: 3) { wrapped.append((line, style)) }
        }
        let top = max(0, (bounds.height - wrapped.count) / 2)
        for (index, (text, style)) in wrapped.enumerated() where top + index < bounds.height {
            let x = max(0, (bounds.width - TextWidth.of(text)) / 2)
            context.write(text, at: Point(x: x, y: top + index), style: style)
        }
    }
}
