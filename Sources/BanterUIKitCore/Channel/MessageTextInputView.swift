import BanterCanvas
import BanterViews

/// The message input's text field: a `TextInputView` (the input makes it multi-line) that
/// redraws its container when focus comes or goes, so the frame around it can show focus.
/// Main actor only.
@MainActor
open class MessageTextInputView: TextInputView {
    open override func focusDidChange() {
        super.focusDidChange()
        superview?.setNeedsDisplay()
    }
}
