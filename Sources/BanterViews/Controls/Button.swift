import BanterCanvas
import BanterTerminal

/// A control that runs an action when activated: by Enter or Space while it has focus, by a
/// left click (press and release inside it), or by its `keyEquivalent`. The terminal's
/// `UIButton`.
///
/// It draws `[ Title ]` (or just `Title` with `.compact`), in a style per state: normal,
/// focused, highlighted (while a click is held, and for `highlightDuration` after a key
/// activation, timed by the window's scheduler) and disabled. Each state's look can be
/// replaced with `setStyle(_:for:)`.
@MainActor
open class Button: View {
    /// The states a button is drawn in; the first that applies wins, in this order:
    /// disabled, highlighted, focused, normal.
    public enum State: Hashable, Sendable, CaseIterable {
        /// Enabled, not focused, not pressed.
        case normal
        /// Has the window's focus.
        case focused
        /// Being pressed: between a mouse press and its release, or just after a key
        /// activated it.
        case highlighted
        /// `isEnabled` is false: drawn faint, ignores input.
        case disabled
    }

    /// How the title is framed.
    public enum Appearance: Hashable, Sendable {
        /// `[ Title ]`: reads as a button anywhere.
        case bracketed
        /// `Title`: for bars and tight rows where the style alone marks it.
        case compact
    }

    /// The text on the button.
    public var title: String {
        didSet { if title != oldValue { contentDidChange() } }
    }

    /// Run on activation. Not run while disabled.
    public var action: (@MainActor () -> Void)?

    /// A key that activates the button when it reaches the button through the responder
    /// chain: while the button, or a view inside it, has focus and did not handle the key.
    ///
    /// This is not a window-wide shortcut. A key pressed while focus is elsewhere never
    /// passes through the button; a screen that wants one (Ctrl-S sends, wherever the focus
    /// is) handles it in its view controller's `handleKey(_:)`, which is the responder chain's
    /// end for every view on the screen, and calls `sendAction()`.
    public var keyEquivalent: KeyEvent?

    /// Whether the button responds to input and can take focus. Disabling a focused button
    /// gives up the focus.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                endHighlight()
                isTracking = false
                resignFirstResponder()
            }
            setNeedsDisplay()
        }
    }

    /// How the title is framed.
    public var appearance: Appearance = .bracketed {
        didSet { if appearance != oldValue { contentDidChange() } }
    }

    /// How long a key activation shows the highlighted state (on the window's scheduler).
    public var highlightDuration: Duration = .milliseconds(100)

    /// Whether the button is drawn pressed right now.
    public private(set) var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// A mouse press landed inside and its release has not come yet.
    private var isTracking = false
    private var pendingUnhighlight: ScheduledTask?
    private var customStyles: [State: TextStyle] = [:]

    /// A button titled `title` that runs `action`.
    public required init(title: String = "", frame: Rect = .zero, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.action = action
        super.init(frame: frame)
    }

    // MARK: State and styles

    /// The state the button is drawn in now.
    public var state: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isFirstResponder { return .focused }
        return .normal
    }

    /// Replaces the look of `state`; `nil` restores the default.
    public func setStyle(_ style: TextStyle?, for state: State) {
        customStyles[state] = style
        setNeedsDisplay()
    }

    /// The style `state` is drawn in: the one set with `setStyle(_:for:)`, else the default.
    ///
    /// Defaults, chosen to read on light and dark terminals alike: normal is the tint colour;
    /// focused is the tint colour reversed (a solid tinted block), bold; highlighted is the
    /// terminal's own colours reversed, bold, so a press stands out from focus; disabled is
    /// the muted look (grey on light terminals, dimmed on dark ones).
    public func style(for state: State) -> TextStyle {
        if let custom = customStyles[state] { return custom }
        switch state {
        case .normal: return TextStyle(foreground: tintColor)
        case .focused: return TextStyle(foreground: tintColor, attributes: [.reverse, .bold])
        case .highlighted: return TextStyle(attributes: [.reverse, .bold])
        case .disabled: return ControlPalette.muted(traitCollection)
        }
    }

    // MARK: Activation

    /// Runs `action`, if the button is enabled. Key and mouse activation come here, so a
    /// subclass can override it (calling `super`) to add to every activation.
    open func sendAction() {
        guard isEnabled else { return }
        action?()
    }

    /// Activation from the keyboard: a brief highlight, so the press is seen, then the action.
    private func activateFromKey() {
        if let scheduler = window?.scheduler {
            pendingUnhighlight?.cancel()
            isHighlighted = true
            pendingUnhighlight = scheduler.schedule(after: highlightDuration) { [weak self] in
                self?.endHighlight()
            }
        }
        sendAction()
    }

    private func endHighlight() {
        pendingUnhighlight?.cancel()
        pendingUnhighlight = nil
        isHighlighted = false
    }

    // MARK: Input

    /// Focusable while enabled and shown.
    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    /// Enter or Space (no modifiers) activate the focused button; `keyEquivalent` activates
    /// it whenever it reaches the button. Everything else, and everything while disabled,
    /// passes on.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return super.handleKey(event) }
        if isFirstResponder && event.modifiers.isEmpty && (event.key == .enter || event.key == .character(" ")) {
            activateFromKey()
            return true
        }
        if let keyEquivalent, keyEquivalent == event {
            activateFromKey()
            return true
        }
        return super.handleKey(event)
    }

    /// A left press highlights the button; its release inside activates it, outside only
    /// un-highlights. Left clicks on a disabled button are swallowed (so they do not land on
    /// what is behind it); the wheel and other buttons pass on.
    ///
    /// The release only arrives if it lands on the button, as the window sends each mouse
    /// event to the view under it.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .press(.left):
            guard isEnabled else { return true }
            endHighlight()
            isTracking = true
            isHighlighted = true
            return true
        case .drag(.left):
            guard isEnabled, isTracking else { return true }
            isHighlighted = bounds.contains(event.position)
            return true
        case .release(.left):
            guard isEnabled, isTracking else { return true }
            isTracking = false
            isHighlighted = false
            if bounds.contains(event.position) { sendAction() }
            return true
        default:
            return super.handleMouse(event)
        }
    }

    /// Redraws, and drops a stale highlight when the focus moves.
    open override func focusDidChange() {
        super.focusDidChange()
        if !isFirstResponder { isTracking = false }
    }

    /// Leaving the window cancels the pending un-highlight, so no timer outlives the button's
    /// time on screen.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            endHighlight()
            isTracking = false
        }
    }

    // MARK: Sizing and drawing

    /// The columns around the title: `[ ` and ` ]`, or none when compact.
    private var padding: Int { appearance == .bracketed ? 4 : 0 }

    /// The title's width plus the brackets, one row.
    open override var intrinsicContentSize: Size {
        Size(width: TextWidth.of(title) + padding, height: 1)
    }

    /// The intrinsic size, narrowed to `size.width` when that is positive (the title is then
    /// truncated).
    open override func sizeThatFits(_ size: Size) -> Size {
        let natural = intrinsicContentSize
        return Size(width: size.width > 0 ? min(natural.width, size.width) : natural.width, height: 1)
    }

    /// Draws the framed title centred in the bounds, in the current state's style, the title
    /// truncated when the bounds are too narrow.
    open override func draw(in context: DrawingContext) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let titleRoom = max(0, bounds.width - padding)
        let shown = TextLayout.truncate(title, width: titleRoom)
        let label = appearance == .bracketed ? "[ \(shown) ]" : shown
        let labelWidth = TextWidth.of(label)
        let x = bounds.minX + TextLayout.leadingOffset(lineWidth: labelWidth, width: bounds.width, alignment: .center)
        let y = bounds.minY + (bounds.height - 1) / 2
        context.write(label, at: Point(x: x, y: y), style: style(for: state))
    }

    private func contentDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
