import BanterTerminal

extension KeyBindingSet {
    /// The channel list screens.
    public struct ChannelList: Sendable {
        /// The selected channel's menu: leave, notifications.
        public var channelMenu = KeyBinding([KeyEvent(.character("l")), KeyEvent(.delete)], "the selected channel's menu: leave it (asks first), or turn its notifications off or on")
        /// Asks for the list afresh.
        public var reload = KeyBinding(KeyEvent(.character("r"), modifiers: .control), "reload the channel list")
        /// Starts a group channel (the header's `+` too).
        public var createChannel = KeyBinding(KeyEvent(.character("n")), also: ["+"], "start a channel: choose its type, then pick people")
        /// Searches the messages of every channel (the header's `⌕` too).
        public var searchMessages = KeyBinding(KeyEvent(.character("/")), also: ["⌕"], "search the messages of every channel (a channel's ⚙: Search in channel)")

        public init() {}
    }
}
