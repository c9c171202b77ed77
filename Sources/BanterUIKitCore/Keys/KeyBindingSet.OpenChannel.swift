import BanterTerminal

extension KeyBindingSet {
    /// The open channel screen.
    public struct OpenChannel: Sendable {
        /// Cycles the media area: above the messages, over them, hidden.
        public var cycleMedia = KeyBinding(KeyEvent(.character("m"), modifiers: .alt), "in an open channel: the media area above the messages, over them, or hidden")
        /// The header's ⚙, for the help.
        public var settings = KeyBinding([], also: ["⚙ open"], "an open channel's settings: participants; for operators also Edit (rename), moderations (operators, muted, banned, freeze) and delete")

        public init() {}
    }
}
