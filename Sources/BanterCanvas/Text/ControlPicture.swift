/// What the canvas draws in place of a control character, so that no control character
/// ever reaches a cell (and so never reaches the terminal, where it would move the cursor or
/// start an escape sequence).
///
/// - C0 controls U+0000–U+001F become their Control Pictures symbol U+2400–U+241F
///   (`␀`, `␉` for a tab, `␊` for a line feed, `␛` for Esc, …); CR LF as one grapheme is `␊`.
/// - DEL U+007F becomes `␡` (U+2421).
/// - C1 controls U+0080–U+009F become `�` (U+FFFD): Unicode has no pictures for them.
/// - The line and paragraph separators U+2028 and U+2029 become `␤` (U+2424).
///
/// Every replacement is one column wide, which is why `TextWidth` measures a control
/// character as 1. Text that means to break lines or expand tabs goes through `TextLayout`
/// first.
public enum ControlPicture {
    /// The scalar drawn in place of `scalar`, or `scalar` itself when it is not a control
    /// character.
    @inline(__always)
    public static func replacement(for scalar: UInt32) -> UInt32 {
        if scalar < 0x20 { return 0x2400 + scalar }
        if scalar < 0x7F { return scalar }
        if scalar == 0x7F { return 0x2421 }
        if scalar < 0xA0 { return 0xFFFD }
        if scalar == 0x2028 || scalar == 0x2029 { return 0x2424 }
        return scalar
    }

    /// Whether the canvas replaces `scalar`.
    @inline(__always)
    public static func isControl(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) || scalar == 0x2028 || scalar == 0x2029
    }
}
