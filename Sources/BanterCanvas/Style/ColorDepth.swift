/// How many colours a terminal can show; colours are downsampled to it before they are
/// written (`Color.downsampled(to:)`).
public enum ColorDepth: Int, Comparable, CaseIterable, Sendable {
    /// No colour at all (`NO_COLOR`, `TERM=dumb`); text attributes still apply.
    case monochrome
    /// The 16 system colours.
    case ansi16
    /// The xterm 256-colour palette.
    case palette256
    /// 24-bit RGB (`COLORTERM=truecolor` or `24bit`).
    case trueColor

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}
