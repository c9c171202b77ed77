extension KeyBindingSet {
    /// The named key sets an app can offer (`banter --keys vi`).
    public enum Preset: String, CaseIterable, Sendable {
        /// The default keys.
        case `default`
        /// The default keys plus vi's movement (`KeyBindingSet.vi`).
        case vi

        /// The set the preset names.
        public var set: KeyBindingSet {
            switch self {
            case .default: KeyBindingSet()
            case .vi: KeyBindingSet.vi
            }
        }
    }
}
