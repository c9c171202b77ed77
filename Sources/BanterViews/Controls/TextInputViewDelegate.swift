import BanterTerminal

/// What a `TextInputView` tells its owner, and asks it: whether an edit may happen, that
/// one did, and that the person submitted the text (Enter). Every method has a default, so
/// a delegate implements only what it needs.
@MainActor
public protocol TextInputViewDelegate: AnyObject {
    /// Whether the characters in `range` (indices in grapheme clusters, `Character`s, of the
    /// current text) may be replaced with `replacementText`. Asked before every edit made
    /// by typing, pasting, deleting or `insertText(_:)`, with the replacement already cleaned
    /// (control characters removed, newlines adapted) and cut to `maxLength`; not asked when
    /// `text` is set in code. The default allows every edit.
    func textInputView(_ textInputView: TextInputView, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool

    /// The text changed through an edit (not when `text` was set in code).
    func textInputViewDidChange(_ textInputView: TextInputView)

    /// The person pressed Enter to send what they wrote. The view keeps its text; clearing
    /// it is the delegate's choice.
    func textInputViewDidSubmit(_ textInputView: TextInputView)

    /// A key reached the focused view; return true to take it before the view edits with it
    /// (a suggestion list over the field takes Up, Down, Enter, Tab and Esc this way).
    func textInputView(_ textInputView: TextInputView, willHandleKey event: KeyEvent) -> Bool
}

extension TextInputViewDelegate {
    /// Allows the edit.
    public func textInputView(_ textInputView: TextInputView, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool {
        true
    }

    /// Does nothing.
    public func textInputViewDidChange(_ textInputView: TextInputView) {}

    /// Does nothing.
    public func textInputViewDidSubmit(_ textInputView: TextInputView) {}

    /// Lets the view handle the key.
    public func textInputView(_ textInputView: TextInputView, willHandleKey event: KeyEvent) -> Bool { false }
}
