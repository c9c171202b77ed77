import BanterTerminal

/// A link in the chain that input travels along: a key goes to the first responder (the
/// focused view), and what it does not handle passes to its `nextResponder`, up through
/// superviews and view controllers to the window.
///
/// Subclasses override `handleKey(_:)` or `handlePaste(_:)`, return `true` for what they
/// handle, and call `super` for the rest so the event keeps travelling.
@MainActor
open class Responder {
    /// A responder with nothing to say yet.
    public init() {}

    /// Where unhandled input goes next: a view's superview or its view controller, a view
    /// controller's parent, the window at the end.
    open var nextResponder: Responder? { nil }

    /// Whether this responder can take focus (Tab moves focus among the views that can).
    open var canBecomeFirstResponder: Bool { false }

    /// Handles a key press; the default passes it to `nextResponder`.
    /// - Returns: whether someone along the chain handled it.
    open func handleKey(_ event: KeyEvent) -> Bool {
        nextResponder?.handleKey(event) ?? false
    }

    /// Tab or Shift-Tab, offered to the focused responder before the window moves the focus
    /// with it: return true to have handled it (a suggestion list picks with Tab). The
    /// default declines, so Tab moves the focus.
    open func claimsFocusKey(_ event: KeyEvent) -> Bool { false }

    /// Handles pasted text; the default passes it to `nextResponder`.
    open func handlePaste(_ text: String) -> Bool {
        nextResponder?.handlePaste(text) ?? false
    }
}
