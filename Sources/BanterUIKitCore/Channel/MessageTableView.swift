import BanterCanvas
import BanterTerminal
import BanterViews

/// The channel list's table: a bottom-anchored `TableView` that tells its owner when it
/// gains or loses focus (so the list can select the newest message) and passes Esc on.
/// Main actor only.
@MainActor
open class MessageTableView: TableView {
    /// Called after focus arrives (`true`) or leaves (`false`).
    public var onFocusChange: (@MainActor (Bool) -> Void)?

    /// A bottom-anchored table.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isBottomAnchored = true
    }

    /// `KeyBindingSet.current.common.last` (End) passes on to the message list, which goes
    /// to the newest message (loading the live end when the list is not there).
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if KeyBindingSet.current.common.last.matches(event) { return nextResponder?.handleKey(event) ?? false }
        return super.handleKey(event)
    }

    open override func focusDidChange() {
        super.focusDidChange()
        onFocusChange?(isFirstResponder)
    }
}
