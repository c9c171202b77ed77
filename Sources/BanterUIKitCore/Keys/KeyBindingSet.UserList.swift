import BanterTerminal

extension KeyBindingSet {
    /// The user lists: members, participants, operators, muted, banned (their list,
    /// `BaseUserListModule.List`, reads these keys).
    public struct UserList: Sendable {
        /// Typing filters the list by name, for the help (on the picker's row).
        public var filter = KeyBinding([], also: ["a-z …"])
        /// An operator's actions on the highlighted person (on the picker's row).
        public var actions = KeyBinding(KeyEvent(.enter))

        public init() {}
    }
}
