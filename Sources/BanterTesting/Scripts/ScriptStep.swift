import BanterCanvas
import BanterTerminal

/// One step of a headless script: keys to press, text to type, a pause on the virtual
/// clock, a terminal resize, or mouse events (a click is a press and a release).
public enum ScriptStep: Equatable, Sendable {
    /// Text to type, one key per character.
    case type(String)
    /// A key to press.
    case key(KeyEvent)
    /// A pause on the virtual clock.
    case wait(Duration)
    /// A terminal resize.
    case resize(Size)
    /// Mouse events, in order.
    case mouse([MouseEvent])
}
