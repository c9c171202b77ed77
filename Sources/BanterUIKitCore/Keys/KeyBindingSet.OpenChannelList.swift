import BanterTerminal

extension KeyBindingSet {
    /// The open channel list screen.
    public struct OpenChannelList: Sendable {
        /// Starts typing the name filter.
        public var filter = KeyBinding(KeyEvent(.character("/")), "in the open channel list: filter by name (Enter keeps it, Esc clears it)")
        /// Starts a new open channel (the header's `+` too).
        public var createChannel = KeyBinding(KeyEvent(.character("n")), also: ["+"], "in the open channel list: a new open channel; type its name, Enter creates and enters it")

        public init() {}
    }
}
