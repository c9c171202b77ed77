extension UnicodeWidthTable {
    /// Width code meaning "2, because of Emoji_Presentation=Yes": VS15 makes it 1.
    static let presentationWidth: UInt8 = 3
    /// Property bit: the scalar has Emoji=Yes.
    static let emojiBit: UInt8 = 4
    /// Property bit: the scalar has Extended_Pictographic=Yes.
    static let pictographicBit: UInt8 = 8
    /// Property bit: the scalar may join its neighbour in a grapheme cluster (its
    /// Grapheme_Cluster_Break is Extend, ZWJ, SpacingMark, Prepend, Regional_Indicator, L,
    /// V or T). Two neighbours that are not sticky are always separate clusters.
    static let stickyBit: UInt8 = 16

    /// The packed properties of one scalar: a width code in bits 0–1 (see
    /// `presentationWidth`), then `emojiBit`, `pictographicBit` and `stickyBit`. Two reads of
    /// digits from the binary; no setup, no locks.
    @inline(__always)
    static func properties(_ scalar: UInt32) -> UInt8 {
        guard scalar < 0x11_0000 else { return 1 }
        let entry = stage1.utf8Start + Int(scalar >> UInt32(blockShift)) * 3
        let block = digitValue(entry[0]) << 8 | digitValue(entry[1]) << 4 | digitValue(entry[2])
        let offset = block << blockShift | Int(scalar & UInt32((1 << blockShift) - 1))
        return UInt8(truncatingIfNeeded: digitValue(stage2.utf8Start[offset]))
    }

    /// The display width of one scalar on its own: 0, 1 or 2.
    @inline(__always)
    static func width(_ scalar: UInt32) -> Int {
        width(properties: properties(scalar))
    }

    /// The display width held in packed properties: 0, 1 or 2.
    @inline(__always)
    static func width(properties: UInt8) -> Int {
        min(Int(properties & 3), 2)
    }

    /// The value of a hex or base-32 digit (`0`–`9`, `a`–`v`).
    @inline(__always)
    private static func digitValue(_ digit: UInt8) -> Int {
        digit <= 57 ? Int(digit) &- 48 : Int(digit) &- 87
    }
}
