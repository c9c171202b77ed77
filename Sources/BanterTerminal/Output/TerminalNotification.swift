/// Something the app asks the terminal to tell the user while they look elsewhere: the
/// bell, or a desktop notification through the terminal (OSC 9 or OSC 777).
///
/// Terminals that do not know a sequence ignore it, so a wrong guess costs nothing but the
/// notification; the text is stripped of every control character and of `;` where the
/// sequence separates fields with it, so nothing from a message can end the sequence early
/// or start another.
public enum TerminalNotification: Hashable, Sendable {
    /// BEL: a sound or a flash, as the terminal is set up; every terminal has it.
    case bell
    /// A desktop notification with a title and a body, in the form `style` says.
    case desktop(title: String, body: String, style: DesktopStyle)

    /// The two desktop notification sequences terminals understand.
    public enum DesktopStyle: Hashable, Sendable {
        /// `OSC 9 ; text ST`: iTerm2, WezTerm, Windows Terminal, ghostty, kitty.
        case osc9
        /// `OSC 777 ; notify ; title ; body ST`: VTE terminals (GNOME Terminal…), foot,
        /// urxvt.
        case osc777
    }

    /// The longest title or body sent, in characters; terminals show a line or two.
    public static let maximumTextLength = 200

    /// The bytes to write.
    public var bytes: [UInt8] {
        switch self {
        case .bell:
            return [0x07]
        case .desktop(let title, let body, .osc9):
            let text = Self.clean(title, keepsSemicolons: true) + ": " + Self.clean(body, keepsSemicolons: true)
            return [0x1B, 0x5D] + Array("9;".utf8) + Array(text.utf8) + [0x1B, 0x5C]
        case .desktop(let title, let body, .osc777):
            let text = "777;notify;" + Self.clean(title, keepsSemicolons: false) + ";" + Self.clean(body, keepsSemicolons: false)
            return [0x1B, 0x5D] + Array(text.utf8) + [0x1B, 0x5C]
        }
    }

    /// `text` on one line without controls, cut to `maximumTextLength`. OSC 9 text that
    /// starts with a digit and `;` would be read as another iTerm2 command, so a leading
    /// digit run gets a space before it.
    static func clean(_ text: String, keepsSemicolons: Bool) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maximumTextLength else { break }
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x2029).contains(value) {
                if value == 0x0A || value == 0x09, result.last != " " { result.append(" "); count += 1 }
                continue
            }
            if !keepsSemicolons, scalar == ";" { result.append(","); count += 1; continue }
            result.unicodeScalars.append(scalar)
            count += 1
        }
        if keepsSemicolons, result.first?.isNumber == true { result = " " + result }
        return result
    }

    /// The desktop style the terminal described by `environment` understands, if any.
    /// iTerm2, WezTerm, ghostty, Windows Terminal and kitty take OSC 9; VTE terminals
    /// (`VTE_VERSION`), foot and urxvt take OSC 777. Inside tmux or screen neither reaches
    /// the outer terminal, so nil.
    public static func desktopStyle(environment: [String: String]) -> DesktopStyle? {
        if environment["TMUX"] != nil || (environment["TERM"] ?? "").hasPrefix("screen") { return nil }
        let program = environment["TERM_PROGRAM"] ?? ""
        if ["iTerm.app", "WezTerm", "ghostty"].contains(program) || environment["WT_SESSION"] != nil
            || environment["KITTY_WINDOW_ID"] != nil {
            return .osc9
        }
        let term = environment["TERM"] ?? ""
        if environment["VTE_VERSION"] != nil || term.hasPrefix("foot") || term.hasPrefix("rxvt") {
            return .osc777
        }
        return nil
    }
}
