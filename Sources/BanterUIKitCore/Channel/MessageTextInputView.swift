import BanterCanvas
import BanterTerminal
import BanterViews

/// The message input's text field: a `TextInputView` (the input makes it multi-line) that
/// redraws its container when focus comes or goes, so the frame around it can show focus.
/// Main actor only.
@MainActor
open class MessageTextInputView: TextInputView {
    /// `KeyBindingSet.current.channel.newest` (Ctrl-End), and End with the caret already at
    /// the end of the text, pass on to the screen, which shows the newest message.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        let endWithNothingToMove = event == KeyEvent(.end) && caretIndex == characters.count
        if isFirstResponder, endWithNothingToMove || KeyBindingSet.current.channel.newest.matches(event) {
            return nextResponder?.handleKey(event) ?? false
        }
        return super.handleKey(event)
    }

    open override func focusDidChange() {
        super.focusDidChange()
        superview?.setNeedsDisplay()
    }
}
