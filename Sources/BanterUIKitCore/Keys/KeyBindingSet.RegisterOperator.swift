import BanterTerminal

extension KeyBindingSet {
    /// The register-operator screens. (Their lists read the keys they had before this set;
    /// these bindings describe them for the help.)
    public struct RegisterOperator: Sendable {
        /// Makes the picked members operators (on the picker's row).
        public var confirm = KeyBinding(KeyEvent(.character("d"), modifiers: .control))

        public init() {}
    }
}
