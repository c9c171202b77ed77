/// Hears the emoji list: an emoji chosen, or the list cancelled. Called on the main actor.
@MainActor
public protocol EmojiListModuleListDelegate: AnyObject {
    /// `emojiKey` was chosen (Enter or a click): `setSelect` adds it, false takes back the
    /// current user's.
    func emojiListModule(_ listComponent: EmojiListModule.List, didSelectEmoji emojiKey: String, setSelect: Bool)
    /// Esc with nothing typed, or a click outside the box.
    func emojiListModuleDidTapCancel(_ listComponent: EmojiListModule.List)
}
