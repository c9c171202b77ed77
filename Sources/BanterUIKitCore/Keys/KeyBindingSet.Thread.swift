import BanterTerminal

extension KeyBindingSet {
    /// The message thread screen.
    public struct Thread: Sendable {
        /// Switches "Also send to channel" (the thread input's `alsoSendToChannelKey`).
        public var alsoSendToChannel = KeyBinding(KeyEvent(.character("s"), modifiers: .control), "in a thread: also send the reply to the channel (on or off)")

        public init() {}
    }
}
