import BanterCanvas
import BanterTerminal

/// One step of a headless script: keys to press, text to type, a pause on the virtual
/// clock, a terminal resize, or mouse events (a click is a press and a release).
enum ScriptStep: Equatable {
    case type(String)
    case key(KeyEvent)
    case wait(Duration)
    case resize(Size)
    case mouse([MouseEvent])
}
