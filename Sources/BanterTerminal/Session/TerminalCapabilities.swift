import BanterCanvas

/// What the terminal can do, read from the environment the way mature TUI libraries do.
public struct TerminalCapabilities: Hashable, Sendable {
    /// The colours it shows; frames are downsampled to them.
    public var colorDepth: ColorDepth
    /// `TERM=dumb`: no colour, and no reason to expect cursor addressing to work.
    public var isDumb: Bool

    /// Capabilities stated outright, for tests and for apps that know better.
    public init(colorDepth: ColorDepth, isDumb: Bool = false) {
        self.colorDepth = colorDepth
        self.isDumb = isDumb
    }

    /// Reads the environment, in this order of precedence:
    /// 1. `NO_COLOR` set to anything but the empty string: monochrome (no-color.org);
    /// 2. `TERM=dumb`: monochrome and dumb;
    /// 3. `COLORTERM=truecolor` or `24bit`, or a `TERM` ending in `-direct`: 24-bit colour;
    /// 4. a `TERM` containing `256color`: the 256-colour palette;
    /// 5. anything else: the 16 system colours.
    public static func detect(environment: [String: String]) -> TerminalCapabilities {
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
