import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

/// What every module's list component shares (channel lists, user lists, settings): a
/// `tableView`, the shared `EmptyView` over it for the empty, loading and error states, the
/// component theme that styles them (own, then the view controller's, then the global
/// one), and Enter or `r` retrying after an error.
///
/// Lifecycle: a plain view; `init` sets nothing up. The module list's `configure` stores
/// its arguments (the component theme with `setConfiguredComponentTheme(_:)`), then runs
/// `setupViews()`, `setupLayouts()` and `setupStyles()` once each. `tableView` and
/// `emptyView` may be assigned before. Main actor only.
@MainActor
open class ListComponent: ModuleComponent {
    /// A component theme (the empty view) for this list only.
    public var componentTheme: ComponentTheme? { didSet { themeDidChange() } }
    /// The component theme passed by the view controller.
    public private(set) var configuredComponentTheme: ComponentTheme?
    /// The component theme in force.
    public var resolvedComponentTheme: ComponentTheme { componentTheme ?? configuredComponentTheme ?? Theme.current.componentTheme }

    /// The table showing the rows.
    public var tableView: TableView
    /// Shown over the table while there are no rows; made by `setupViews()` when nil.
    public var emptyView: EmptyView?
    /// Whether the first page is loading (the empty view shows a spinner).
    public var isLoading = false { didSet { updateEmptyView() } }
    /// The error that kept the list from loading (the empty view offers a retry).
    public var error: ChatError? { didSet { updateEmptyView() } }
    /// The room left around the table and the empty view, for a row of the list's own above
    /// them (a filter, say). Takes effect when the list lays out (`updateLayouts()`).
    open var contentInsets: EdgeInsets { .zero }

    private var placedConstraints: [LayoutConstraint] = []

    /// A component ready to be configured; view controllers make it from its metatype, so
    /// subclasses keep this initialiser.
    public required init(frame: Rect = .zero) {
        tableView = Self.makeTableView()
        super.init(frame: frame)
    }

    /// The table a new list starts with; subclasses return their own kind.
    open class func makeTableView() -> TableView { TableView() }

    /// Stores the view controller's component theme (configure calls it).
    public func setConfiguredComponentTheme(_ theme: ComponentTheme?) {
        configuredComponentTheme = theme
    }

    // MARK: Lifecycle

    /// Adds the table and the empty view (made where none was assigned) and wires the retry.
    open override func setupViews() {
        super.setupViews()
        if emptyView == nil { emptyView = createDefaultEmptyView() }
        emptyView?.onRetry = { [weak self] in self?.didSelectRetry() }
        for case let view? in [tableView, emptyView] as [View?] where view.superview !== self { addSubview(view) }
    }

    /// The empty view made when none was assigned.
    open func createDefaultEmptyView() -> EmptyView? { EmptyView() }

    /// Pins the table and the empty view to the list, inside `contentInsets`.
    open override func setupLayouts() {
        super.setupLayouts()
        LayoutConstraint.deactivate(placedConstraints)
        let insets = contentInsets
        placedConstraints = tableView.pin(to: self, insets: insets) + (emptyView?.pin(to: self, insets: insets) ?? [])
    }

    /// Places the subviews again.
    open func updateLayouts() {
        setupLayouts()
        setNeedsLayout()
    }

    /// Styles the empty view; module lists style their rows too.
    open override func setupStyles() {
        super.setupStyles()
        emptyView?.theme = resolvedComponentTheme
        setNeedsDisplay()
    }

    /// Shows the empty view's state; module lists say what is empty, loading or failed.
    open func updateEmptyView() {}

    /// The error view's retry was chosen; module lists tell their delegate.
    open func didSelectRetry() {}

    /// Whether the characters typed on this list are text for something else (the message
    /// search's keyword takes the ones its results pass on), so that a character bound to a
    /// move (vi's `j`) types rather than moves here. False by default.
    open var typedCharactersAreText: Bool { false }

    /// Enter or `KeyBindingSet.current.common.retry` (`r`) retries while an error shows; a
    /// key bound to a move (`j` in the vi preset) moves the table as its table key does,
    /// unless it is a character and `typedCharactersAreText`.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        let keys = KeyBindingSet.current.common
        if event == KeyEvent(.enter) || keys.retry.matches(event), emptyView?.retry() == true { return true }
        if let tableKey = keys.tableKey(for: event), !(typedCharactersAreText && Self.isTyped(event)) {
            return tableView.handleKey(tableKey)
        }
        return super.handleKey(event)
    }

    private static func isTyped(_ event: KeyEvent) -> Bool {
        guard case .character = event.key else { return false }
        return event.modifiers.subtracting(.shift).isEmpty
    }
}
