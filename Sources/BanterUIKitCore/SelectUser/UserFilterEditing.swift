import BanterTerminal

/// What keys and pastes do to the name filter of a user list (people to pick, members to
/// manage): pure, so every list filters alike and it can be tested on its own.
public enum UserFilterEditing {
    /// Whether `character` types into a filter: printable (Space too, so "luca r" narrows to
    /// Luca Rossi) and not a key of `help`, the app's key help (`?` by default; the lists pass
    /// `KeyBindingSet.current.app.help`, so a moved help key types and the new one opens the help).
    public static func isFilterCharacter(_ character: Character, help: KeyBinding = KeyBindingSet().app.help) -> Bool {
        !help.matches(KeyEvent(.character(character))) && !character.isNewline
            && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// The filter after `event`: a filter character appends (a Space only after some text:
    /// no filter starts with one, so it is taken and changes nothing), Backspace drops the
    /// last one, Esc clears. Nil when the key is not the filter's (Backspace and Esc on an
    /// empty filter among them), so the list can give it to the screen.
    public static func apply(_ event: KeyEvent, to text: String,
                             isFilterCharacter: (Character) -> Bool = { isFilterCharacter($0) }) -> String? {
        guard event.modifiers.subtracting(.shift).isEmpty else { return nil }
        switch event.key {
        case .character(" ") where text.isEmpty: return text
        case .character(let character) where isFilterCharacter(character): return text + String(character)
        case .backspace where !text.isEmpty: return String(text.dropLast())
        case .escape where !text.isEmpty: return ""
        default: return nil
        }
    }

    /// What a paste adds to a filter: its first line's filter characters (inner spaces
    /// kept), without leading and trailing spaces.
    public static func typed(fromPaste text: String, isFilterCharacter: (Character) -> Bool = { isFilterCharacter($0) }) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let kept = line.filter { $0 == " " || isFilterCharacter($0) }
        return String(kept.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
