import BanterCanvas
import BanterTerminal

/// One step of a headless script: keys to press, text to type, a pause on the virtual
/// clock, or a terminal resize.
enum ScriptStep: Equatable {
    case type(String)
    case key(KeyEvent)
    case wait(Duration)
    case resize(Size)
}
