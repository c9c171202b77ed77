import BanterChatSDK

/// Gives the emoji list what it shows. Called on the main actor whenever it reloads.
@MainActor
public protocol EmojiListModuleListDataSource: AnyObject {
    /// Every emoji offered, by category.
    func emojiListModuleEmojiContainer(_ listComponent: EmojiListModule.List) -> EmojiContainer
    /// The keys the current user already gave to the message (marked; choosing one takes it back).
    func emojiListModuleSelectedKeys(_ listComponent: EmojiListModule.List) -> Set<String>
}
