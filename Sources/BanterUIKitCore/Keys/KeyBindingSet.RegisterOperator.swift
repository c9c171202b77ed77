import BanterTerminal

extension KeyBindingSet {
    /// The register-operator screens: a people picker (`RegisterOperatorViewController` and
    /// its list read these keys).
    public struct RegisterOperator: Sendable {
        /// Picks or unpicks the highlighted person (on the pickers' row of the help).
        public var pick = KeyBinding(KeyEvent(.enter))
        /// Makes the picked members operators (on the picker's row).
        public var confirm = KeyBinding(KeyEvent(.character("d"), modifiers: .control))

        public init() {}
    }
}
