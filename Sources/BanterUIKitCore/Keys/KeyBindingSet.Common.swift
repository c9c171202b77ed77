import BanterTerminal

extension KeyBindingSet {
    /// Keys every list and screen shares.
    ///
    /// The arrows, PgUp/PgDn and Home/End are the table's own keys and always work; any
    /// other key added to `moveUp`, `moveDown`, `pageUp`, `pageDown`, `first` or `last`
    /// does the same in every list where no text field has the focus (`tableKey(for:)`).
    public struct Common: Sendable {
        /// Up a row.
        public var moveUp = KeyBinding(KeyEvent(.up), "move through channels or messages")
        /// Down a row.
        public var moveDown = KeyBinding(KeyEvent(.down))
        /// Opens, sends or chooses what is selected (the views' own key).
        public var select = KeyBinding(KeyEvent(.enter), "open a channel, send, or open a message's menu")
        /// Goes back (the screens' own key).
        public var back = KeyBinding(KeyEvent(.escape), "go back, leave the message list, or clear a picker's filter")
        /// Moves the focus (the window's own key).
        public var nextFocus = KeyBinding(KeyEvent(.tab), "move the focus: lists, input, the header's items (+ ⚙ Create)")
        /// Up a page.
        public var pageUp = KeyBinding(KeyEvent(.pageUp), "scroll a page")
        /// Down a page.
        public var pageDown = KeyBinding(KeyEvent(.pageDown))
        /// The first row.
        public var first = KeyBinding(KeyEvent(.home), "first or last channel or message; in the message input, the start or end of the line; in a channel, Ctrl-End (or End at the end of the input) goes to the newest message")
        /// The last row: in a channel, the newest message.
        public var last = KeyBinding(KeyEvent(.end))
        /// Retries while a list shows an error (Enter does too).
        public var retry = KeyBinding(KeyEvent(.character("r")), "retry after an error")

        public init() {}

        /// The table key (↑ ↓ PgUp PgDn Home End) that `event` stands for, when it is bound
        /// to a move but is not that table key itself; nil otherwise. Lists hand the table
        /// this key, so a binding moves exactly as the table's own key does.
        public func tableKey(for event: KeyEvent) -> KeyEvent? {
            let moves: [(KeyBinding, Key)] = [(moveUp, .up), (moveDown, .down), (pageUp, .pageUp), (pageDown, .pageDown), (first, .home), (last, .end)]
            guard let move = moves.first(where: { $0.0.matches(event) }), event != KeyEvent(move.1) else { return nil }
            return KeyEvent(move.1)
        }
    }
}
