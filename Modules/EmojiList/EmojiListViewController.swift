import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

/// Every emoji to react to a message with (the reference kit's `EmojiListViewController`):
/// a sheet over the dimmed channel, searchable by name, driven by the keyboard and the
/// mouse (see `EmojiListModule.List`). Present it with `present(_:)`; choosing an emoji
/// dismisses it, then runs `emojiTapHandler` with the key and whether it is being added
/// (`setSelect`) or taken back. Esc or a click outside dismisses it with nothing chosen.
///
/// - The emoji come from `emojiContainer` when given, else from the client's
///   `getAllEmojis` (the built-in set shows until it answers, or if it refuses).
/// - The component comes from `ModuleSet.emojiListModule` when the controller is
///   initialised and is configured in `setupViews()`.
///
/// Main actor only. Overrides call `super` first.
@MainActor
open class EmojiListViewController: BaseViewController, EmojiListModuleListDelegate, EmojiListModuleListDataSource, ActionClosures {
    /// The sheet.
    public var listComponent: EmojiListModule.List?
    /// The message reacted to.
    public let message: BaseMessage
    /// The emoji offered; nil until the client answers when none was given.
    public private(set) var emojiContainer: EmojiContainer?
    /// Runs after an emoji is chosen and the sheet dismissed: its key, and `true` to add it,
    /// `false` to take back the current user's.
    public var emojiTapHandler: (@MainActor (_ emojiKey: String, _ setSelect: Bool) -> Void)?

    /// Runs in `viewDidLoad()`, once the component is configured.
    public var componentDidLoad: (@MainActor (EmojiListViewController) -> Void)?
    /// Runs when the sheet is about to appear.
    public var componentWillAppear: (@MainActor (EmojiListViewController) -> Void)?
    /// Runs when the sheet is about to disappear.
    public var componentWillDisappear: (@MainActor (EmojiListViewController) -> Void)?

    /// The emoji list for `message`, offering `emojiContainer` (nil: ask the client).
    public required init(message: BaseMessage, emojiContainer: EmojiContainer? = nil) {
        self.message = message
        self.emojiContainer = emojiContainer
        super.init()
        listComponent = ModuleSet.emojiListModule.listComponent.init()
    }

    /// Configures the component unless a subclass did, then adds it.
    open override func setupViews() {
        super.setupViews()
        if let list = listComponent, list.delegate == nil { list.configure(delegate: self, dataSource: self, theme: resolvedTheme.componentTheme) }
        addComponents([listComponent])
    }

    /// The sheet covers the screen (it dims what is under it).
    open override func setupLayouts() {
        super.setupLayouts()
        guard let list = listComponent else { return }
        list.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate(list.pin(to: view))
    }

    /// Asks the client for the emoji when none were given.
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard emojiContainer == nil, let client = BanterUIKit.client else { return }
        client.getAllEmojis { [weak self] result in
            guard let self, case .success(let container) = result else { return }
            self.emojiContainer = container
            self.listComponent?.reloadData()
        }
    }

    /// The sheet takes the keys.
    open override var initialFirstResponder: View? { listComponent }

    /// Passes the theme to the sheet.
    open override func updateStyles() {
        listComponent?.updateStyles(theme: resolvedTheme.componentTheme)
        super.updateStyles()
    }

    // MARK: List

    /// Dismisses the sheet, then runs `emojiTapHandler`.
    open func emojiListModule(_ listComponent: EmojiListModule.List, didSelectEmoji emojiKey: String, setSelect: Bool) {
        dismiss()
        emojiTapHandler?(emojiKey, setSelect)
    }

    /// Dismisses the sheet.
    open func emojiListModuleDidTapCancel(_ listComponent: EmojiListModule.List) {
        dismiss()
    }

    /// `emojiContainer`, else the built-in set until the client answers.
    open func emojiListModuleEmojiContainer(_ listComponent: EmojiListModule.List) -> EmojiContainer {
        emojiContainer ?? .builtIn
    }

    /// The keys the current user gave to the message.
    open func emojiListModuleSelectedKeys(_ listComponent: EmojiListModule.List) -> Set<String> {
        guard let me = BanterUIKit.client?.currentUser?.userId else { return [] }
        return Set(message.reactions.filter { $0.userIds.contains(me) }.map(\.key))
    }
}
