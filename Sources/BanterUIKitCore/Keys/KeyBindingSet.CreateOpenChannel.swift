import BanterTerminal

extension KeyBindingSet {
    /// The screen that makes a new open channel.
    public struct CreateOpenChannel: Sendable {
        /// Asks for the cover image's address.
        public var chooseCover = KeyBinding(KeyEvent(.character("o"), modifiers: .control), "on a new open channel: its cover image's address (empty removes it)")

        public init() {}
    }
}
