/// The environment a view is shown in that affects how it looks: for now, whether the
/// terminal is light or dark.
public struct TraitCollection: Hashable, Sendable {
    /// Light or dark.
    public enum InterfaceStyle: Hashable, Sendable {
        case light, dark
    }

    /// Whether the interface is shown light or dark.
    public var userInterfaceStyle: InterfaceStyle

    /// Traits with `userInterfaceStyle`.
    public init(userInterfaceStyle: InterfaceStyle = .light) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}
