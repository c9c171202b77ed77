import BanterCanvas

/// One thing the person at the terminal did, decoded from the bytes the terminal sent
/// (`InputDecoder`) or reported by the session (a resize).
public enum InputEvent: Hashable, Sendable {
    /// A key press, with its modifiers.
    case key(KeyEvent)
    /// Text pasted while bracketed paste was on, as one event however long it is (up to
    /// `InputDecoder.maxPasteBytes`; longer pastes arrive as several events, in order).
    case paste(String)
    /// A mouse press, release, drag or wheel step (SGR reporting).
    case mouse(MouseEvent)
    /// The terminal window gained keyboard focus.
    case focusGained
    /// The terminal window lost keyboard focus.
    case focusLost
    /// The terminal has a new size, in cells.
    case resize(Size)
    /// Bytes that form no event the decoder knows (an unknown or malformed sequence);
    /// kept so a tool like `banter-keys` can show them, and otherwise ignored.
    case unknown([UInt8])
}
