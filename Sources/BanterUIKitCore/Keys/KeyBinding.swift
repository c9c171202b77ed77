import BanterTerminal

/// One thing a person can do with the keyboard: the keys that do it, and how the `?` help
/// and the README's key table name it.
///
/// A binding matches a key press when one of `keys` equals it; Shift is ignored for a
/// character key, since the character already says whether it was held (`G` is Shift-g).
/// A binding with no keys names a way that is not a key press (a header item, a click), so
/// the help can list it beside the keys. Value type; compare and copy freely.
public struct KeyBinding: Hashable, Sendable {
    /// The key presses that do it, the first one the main one.
    public var keys: [KeyEvent]
    /// Other ways the help names after the keys: a header item (`+`, `⌕`), a click.
    public var also: [String]
    /// What it does, as the help says it. Empty means "said by the binding before it in the
    /// help": the help then shows this binding's keys on that binding's row.
    public var description: String

    /// A binding of `keys`, also reached by `also`, doing what `description` says.
    public init(_ keys: [KeyEvent], also: [String] = [], _ description: String = "") {
        self.keys = keys
        self.also = also
        self.description = description
    }

    /// A binding of one key.
    public init(_ key: KeyEvent, also: [String] = [], _ description: String = "") {
        self.init([key], also: also, description)
    }

    /// Whether `event` is one of `keys`.
    public func matches(_ event: KeyEvent) -> Bool {
        keys.contains { Self.key($0, matches: event) }
    }

    /// The keys and the other ways, as the help names them: `↑`, `Ctrl-O`, `l Delete`, `n +`.
    public var label: String {
        (keys.map(Self.name(of:)) + also).joined(separator: " ")
    }

    /// How the help names one key press: arrows as arrows, a Ctrl or Alt letter in capitals
    /// (`Ctrl-O`, `Alt-M`), the rest as the terminal layer names them (`PgUp`, `Esc`, `F1`).
    public static func name(of event: KeyEvent) -> String {
        let key: String
        switch event.key {
        case .up: key = "↑"
        case .down: key = "↓"
        case .left: key = "←"
        case .right: key = "→"
        case .character(let character) where !event.modifiers.subtracting(.shift).isEmpty:
            key = character == " " ? "Space" : character.uppercased()
        default: key = event.key.description
        }
        var modifiers = event.modifiers
        if case .character = event.key { modifiers.remove(.shift) }
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.meta) { parts.append("Meta") }
        return (parts + [key]).joined(separator: "-")
    }

    private static func key(_ bound: KeyEvent, matches event: KeyEvent) -> Bool {
        guard bound.key == event.key else { return false }
        if case .character = bound.key {
            return bound.modifiers.subtracting(.shift) == event.modifiers.subtracting(.shift)
        }
        return bound.modifiers == event.modifiers
    }
}
