import BanterCanvas

/// What the terminal can do, read from the environment the way mature TUI libraries do.
public struct TerminalCapabilities: Hashable, Sendable {
    /// The colours it shows; frames are downsampled to them.
    public var colorDepth: ColorDepth
    /// `TERM=dumb`: no colour, and no reason to expect cursor addressing to work.
    public var isDumb: Bool
    /// Whether links are written as OSC 8 hyperlinks the user can click
    /// (`detectsHyperlinks(environment:)`).
    public var supportsHyperlinks: Bool

    /// Capabilities stated outright, for tests and for apps that know better.
    public init(colorDepth: ColorDepth, isDumb: Bool = false, supportsHyperlinks: Bool = false) {
        self.colorDepth = colorDepth
        self.isDumb = isDumb
        self.supportsHyperlinks = supportsHyperlinks
    }

    /// Reads the environment, in this order of precedence:
    /// 1. `NO_COLOR` set to anything but the empty string: monochrome (no-color.org);
    /// 2. `TERM=dumb`: monochrome and dumb;
    /// 3. `COLORTERM=truecolor` or `24bit`, or a `TERM` ending in `-direct`: 24-bit colour;
    /// 4. a `TERM` containing `256color`: the 256-colour palette;
    /// 5. anything else: the 16 system colours.
    ///
    /// Hyperlinks follow `detectsHyperlinks(environment:)`.
    public static func detect(environment: [String: String]) -> TerminalCapabilities {
        var capabilities = detectColors(environment: environment)
        capabilities.supportsHyperlinks = detectsHyperlinks(environment: environment)
        return capabilities
    }

    /// Whether the terminal shows OSC 8 hyperlinks, by this rule (first match wins):
    /// 1. `NO_HYPERLINKS` set, to anything (even empty): no;
    /// 2. `FORCE_HYPERLINK` set to anything but `0` or the empty string: yes;
    /// 3. `TERM=dumb`, or inside tmux or screen (`TMUX`, `STY`, or `TERM_PROGRAM=tmux`),
    ///    which pass OSC 8 on only when configured to: no;
    /// 4. a terminal known to support them: `TERM_PROGRAM` of `iTerm.app`, `WezTerm`,
    ///    `vscode`, `ghostty`, `Hyper`, `Tabby` or `rio`; `VTE_VERSION` 5000 or later
    ///    (GNOME Terminal, Tilix and the other VTE terminals); `KONSOLE_VERSION`;
    ///    `WT_SESSION` (Windows Terminal); a `TERM` naming kitty, foot, WezTerm, Alacritty,
    ///    ghostty or contour: yes;
    /// 5. anything else: no, because an unknown terminal may print the sequence.
    public static func detectsHyperlinks(environment: [String: String]) -> Bool {
        if environment["NO_HYPERLINKS"] != nil { return false }
        if let force = environment["FORCE_HYPERLINK"], !force.isEmpty, force != "0" { return true }
        let term = (environment["TERM"] ?? "").lowercased()
        let program = environment["TERM_PROGRAM"] ?? ""
        if term == "dumb" || environment["TMUX"] != nil || environment["STY"] != nil || program == "tmux" { return false }
        if ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "Tabby", "rio"].contains(program) { return true }
        if let vte = environment["VTE_VERSION"].flatMap({ Int($0) }), vte >= 5000 { return true }
        if environment["KONSOLE_VERSION"] != nil || environment["WT_SESSION"] != nil { return true }
        return ["kitty", "foot", "wezterm", "alacritty", "ghostty", "contour"].contains { term.contains($0) }
    }

    /// The colour half of `detect(environment:)`.
    private static func detectColors(environment: [String: String]) -> TerminalCapabilities {
        let term = environment["TERM"] ?? ""
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return TerminalCapabilities(colorDepth: .monochrome, isDumb: term == "dumb")
        }
        if term == "dumb" {
            return TerminalCapabilities(colorDepth: .monochrome, isDumb: true)
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
            return TerminalCapabilities(colorDepth: .trueColor)
        }
        if term.contains("256color") {
            return TerminalCapabilities(colorDepth: .palette256)
        }
        return TerminalCapabilities(colorDepth: .ansi16)
    }
}
