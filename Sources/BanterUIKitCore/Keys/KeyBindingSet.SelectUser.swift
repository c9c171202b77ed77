import BanterTerminal

extension KeyBindingSet {
    /// The screens that pick users: create a channel, invite (the pickers' list,
    /// `BaseSelectUserModule.List`, and their screen, `BaseSelectUserViewController`, read
    /// these keys; the register-operator screens read `RegisterOperator`'s).
    public struct SelectUser: Sendable {
        /// Typing filters the list by name, for the help.
        public var filter = KeyBinding([], also: ["a-z …"], "in a people picker or member list: filter by name (Backspace, Esc)")
        /// Picks or unpicks the highlighted person.
        public var pick = KeyBinding(KeyEvent(.character(" ")), "pick or unpick a person (Enter too); in a member or participant list, an operator's actions")
        /// Creates the channel or invites the picked people.
        public var confirm = KeyBinding(KeyEvent(.character("d"), modifiers: .control), "in a people picker: create the channel, invite, or make operators")

        public init() {}
    }
}
