import BanterTerminal

extension KeyBindingSet {
    /// The keys of an app around the screens (the `banter` app reads them): tabs, the help,
    /// the colour scheme, quitting.
    public struct App: Sendable {
        /// The first tab (the tab bar's own key; Alt-1 too).
        public var channelsTab = KeyBinding(KeyEvent(.function(1)), "the Channels and Open tabs (also Alt-1, Alt-2, or a click on the bottom row)")
        /// The second tab (the tab bar's own key; Alt-2 too).
        public var openTab = KeyBinding(KeyEvent(.function(2)))
        /// What the mouse does, for the help.
        public var mouse = KeyBinding([], also: ["Mouse"], "a click opens a channel or a message's menu; the wheel scrolls")
        /// Shows the key help; it closes the help too.
        public var help = KeyBinding(KeyEvent(.character("?")), "this help")
        /// Switches light and dark.
        public var switchColorScheme = KeyBinding(KeyEvent(.character("t"), modifiers: .control), "switch light and dark")
        /// Quits (the terminal host's own key).
        public var quit = KeyBinding(KeyEvent(.character("c"), modifiers: .control), "quit")

        public init() {}
    }
}
