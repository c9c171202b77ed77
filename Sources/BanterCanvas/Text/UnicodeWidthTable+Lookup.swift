extension UnicodeWidthTable {
    /// Property bit: the scalar has Emoji=Yes.
    static let emojiBit: UInt8 = 4
    /// Property bit: the scalar has Extended_Pictographic=Yes.
    static let pictographicBit: UInt8 = 8

    /// The packed properties of one scalar: width in bits 0–1, then `emojiBit` and
    /// `pictographicBit`. Two reads of hex digits from the binary; no setup, no locks.
    @inline(__always)
    static func properties(_ scalar: UInt32) -> UInt8 {
        guard scalar < 0x11_0000 else { return 1 }
        let entry = stage1.utf8Start + Int(scalar >> UInt32(blockShift)) * 3
        let block = hexValue(entry[0]) << 8 | hexValue(entry[1]) << 4 | hexValue(entry[2])
        let offset = block << blockShift | Int(scalar & UInt32((1 << blockShift) - 1))
        return UInt8(truncatingIfNeeded: hexValue(stage2.utf8Start[offset]))
    }

    /// The display width of one scalar on its own: 0, 1 or 2.
    @inline(__always)
    static func width(_ scalar: UInt32) -> Int {
        Int(properties(scalar) & 3)
    }

    @inline(__always)
    private static func hexValue(_ digit: UInt8) -> Int {
        digit <= 57 ? Int(digit) &- 48 : Int(digit) &- 87
    }
}
