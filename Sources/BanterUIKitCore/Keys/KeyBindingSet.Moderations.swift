extension KeyBindingSet {
    /// The moderation screens: a settings list that the common keys move through, reached
    /// from a channel's ⚙.
    public struct Moderations: Sendable {
        /// The screen is reached from the channel's ⚙ (on its row).
        public var open = KeyBinding([], also: ["⚙"])

        public init() {}
    }
}
