import BanterTerminal

extension KeyBindingSet {
    /// The screens that pick users: create a channel, invite (the pickers' list,
    /// `BaseSelectUserModule.List`, and their screen, `BaseSelectUserViewController`, read
    /// these keys; the register-operator screens read `RegisterOperator`'s).
    public struct SelectUser: Sendable {
        /// Typing filters the list, for the help: Space types too, so "luca r" narrows to
        /// Luca Rossi.
        public var filter = KeyBinding([], also: ["a-z …"], "in a people picker or member list: filter by any word of a name, or an id")
        /// Picks or unpicks the highlighted person (a click too), as the reference kit's
        /// pickers do; not Space, which types into the filter.
        public var pick = KeyBinding(KeyEvent(.enter), "pick or unpick a person (a click too); in a member or participant list, an operator's actions")
        /// Creates the channel or invites the picked people.
        public var confirm = KeyBinding(KeyEvent(.character("d"), modifiers: .control), "in a people picker: create the channel, invite, or make operators")

        public init() {}
    }
}
