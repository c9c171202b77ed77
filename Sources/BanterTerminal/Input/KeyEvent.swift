/// A key press: which key, and which modifiers were held.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// Which key.
    public var key: Key
    /// The modifier keys held with it.
    public var modifiers: KeyModifiers

    /// A key press with `modifiers` (none by default).
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Readable form, modifiers first: `Ctrl-Alt-Up`, `Shift-Tab`, `a`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.meta) { parts.append("Meta") }
        parts.append(key.description)
        return parts.joined(separator: "-")
    }
}

/// The keys a terminal can report.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character; with `.control`, a Ctrl-letter key (`.character("a")` for Ctrl-A).
    case character(Character)
    /// Editing and navigation keys.
    case enter, tab, backspace, escape
    /// The arrow keys.
    case up, down, left, right
    /// The keys above the arrows.
    case home, end, pageUp, pageDown, insert, delete
    /// F1 to F12 (`.function(1)` is F1).
    case function(Int)

    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .enter: return "Enter"
        case .tab: return "Tab"
        case .backspace: return "Backspace"
        case .escape: return "Esc"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .insert: return "Insert"
        case .delete: return "Delete"
        case .function(let number): return "F\(number)"
        }
    }
}

/// Modifier keys held during a key press or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option), also what an Esc prefix means.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 1 << 2)
    /// Meta (Super), where the terminal reports it.
    public static let meta = KeyModifiers(rawValue: 1 << 3)
}
