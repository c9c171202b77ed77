import BanterCanvas

/// A mouse event reported with SGR mouse reporting (mode 1006).
public struct MouseEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// A button went down.
        case press(MouseButton)
        /// A button went up.
        case release(MouseButton)
        /// Motion with a button held.
        case drag(MouseButton)
        /// Motion with no button held (only with any-motion reporting on).
        case move
        /// One step of the wheel.
        case scrollUp, scrollDown, scrollLeft, scrollRight

        /// `left press`, `scroll up`, …
        public var description: String {
            switch self {
            case .press(let button): return "\(button) press"
            case .release(let button): return "\(button) release"
            case .drag(let button): return "\(button) drag"
            case .move: return "move"
            case .scrollUp: return "scroll up"
            case .scrollDown: return "scroll down"
            case .scrollLeft: return "scroll left"
            case .scrollRight: return "scroll right"
            }
        }
    }

    /// What happened.
    public var kind: Kind
    /// The cell, 0-based (the terminal reports 1-based).
    public var position: Point
    /// Modifier keys held (shift, alt, control).
    public var modifiers: KeyModifiers

    /// A mouse event of `kind` at `position`.
    public init(kind: Kind, position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }

    /// `Ctrl-left press at 9,4`.
    public var description: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl-" }
        if modifiers.contains(.alt) { prefix += "Alt-" }
        if modifiers.contains(.shift) { prefix += "Shift-" }
        if modifiers.contains(.meta) { prefix += "Meta-" }
        return "\(prefix)\(kind) at \(position.x),\(position.y)"
    }
}

/// A mouse button.
public enum MouseButton: Hashable, Sendable, CustomStringConvertible {
    case left, middle, right
    /// Buttons 8 to 11 (back, forward and beyond), numbered as the terminal reports them.
    case other(Int)

    /// `left`, `middle`, `right` or `button N`.
    public var description: String {
        switch self {
        case .left: return "left"
        case .middle: return "middle"
        case .right: return "right"
        case .other(let number): return "button \(number)"
        }
    }
}
