/// One character cell of a canvas: a grapheme cluster, its display width, and its style.
///
/// A wide grapheme (a CJK character, most emoji) takes two cells: the first holds the
/// grapheme with width 2, the second is its *continuation*, with width 0 and no grapheme of
/// its own. A cell is 16 bytes: single-scalar graphemes are stored inline, longer clusters
/// are interned in a process-wide table, the style is packed into one integer and a link
/// is a `Hyperlink` number beside the glyph, so two cells compare with two integer
/// comparisons, even across canvases (the encoder compares every cell of every frame).
public struct Cell: Hashable, Sendable {
    /// The glyph in the low 32 bits, the link (`Hyperlink.identifier`, 0 for none) in the
    /// high 32: one word, so that comparing cells stays two comparisons with links in.
    @usableFromInline var glyphAndLink: UInt64
    /// `TextStyle.packed`.
    @usableFromInline var packedStyle: UInt64

    /// Bits 0–20: a scalar value or an interned cluster's identifier. Bit 21: interned.
    /// Bits 22–23: the width. Bit 24: the grapheme joins its neighbours (`joinsNeighbours`).
    @inlinable var glyph: UInt32 { UInt32(truncatingIfNeeded: glyphAndLink) }
    /// `Hyperlink.identifier`, or 0 for none.
    @inlinable var linkIdentifier: UInt32 { UInt32(truncatingIfNeeded: glyphAndLink >> 32) }

    @usableFromInline static let valueMask: UInt32 = (1 << 21) - 1
    @usableFromInline static let internedBit: UInt32 = 1 << 21
    @usableFromInline static let widthShift: UInt32 = 22
    @usableFromInline static let joiningBit: UInt32 = 1 << 24

    init(glyph: UInt32, packedStyle: UInt64, link: UInt32 = 0) {
        self.glyphAndLink = UInt64(glyph) | UInt64(link) << 32
        self.packedStyle = packedStyle
    }

    /// A space in the plain style: what a new or cleared canvas holds.
    public static let blank = Cell(glyph: 0x20 | 1 << widthShift, packedStyle: 0)

    /// A cell holding `grapheme`. A control character becomes its `ControlPicture`; a
    /// grapheme of width 0 cannot stand alone and becomes a space.
    public init(_ grapheme: Character, style: TextStyle = .plain) {
        let packedStyle = style.packed
        let link = style.link?.identifier ?? 0
        let text = String(grapheme)
        self = GraphemeScanner.scan(text[...]) { scanner in
            guard let cluster = scanner.next(), cluster.width > 0 else {
                return Cell(glyph: 0x20 | 1 << Cell.widthShift, packedStyle: packedStyle, link: link)
            }
            return Cell(glyph: Cell.glyph(for: cluster, in: scanner.bytes), packedStyle: packedStyle, link: link)
        }
    }

    /// The continuation half of a wide grapheme, in `packedStyle`.
    static func continuation(packedStyle: UInt64, link: UInt32 = 0) -> Cell {
        Cell(glyph: 0, packedStyle: packedStyle, link: link)
    }

    /// A space in the given style; what is left of a wide grapheme when one half of it is
    /// overwritten.
    static func space(packedStyle: UInt64) -> Cell {
        Cell(glyph: 0x20 | 1 << widthShift, packedStyle: packedStyle)
    }

    /// The glyph bits for a scanned cluster: control characters replaced by their
    /// pictures, single scalars inline, longer clusters interned.
    static func glyph(for cluster: ScannedCluster, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var width = UInt32(cluster.width) << widthShift
        if cluster.isSingleScalar {
            if cluster.isStickyScalar { width |= joiningBit }
            return ControlPicture.replacement(for: cluster.firstScalar) | width
        }
        if joins(UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end])) { width |= joiningBit }
        if ControlPicture.isControl(cluster.firstScalar) {
            // CR LF, the one control cluster of two scalars, is a line feed.
            return ControlPicture.replacement(for: 0x0A) | width
        }
        if let identifier = GraphemeTable.shared.identifier(forUTF8: UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end])) {
            return identifier | internedBit | width
        }
        return cluster.firstScalar | width
    }

    /// Whether a multi-scalar cluster starts or ends with a sticky scalar, read from its
    /// UTF-8 without building a string.
    private static func joins(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var lastStart = utf8.count - 1
        while lastStart > 0 && utf8[lastStart] & 0xC0 == 0x80 { lastStart -= 1 }
        let sticky = UnicodeWidthTable.stickyBit
        return UnicodeWidthTable.properties(scalar(in: utf8, at: 0)) & sticky != 0
            || UnicodeWidthTable.properties(scalar(in: utf8, at: lastStart)) & sticky != 0
    }

    /// The scalar whose UTF-8 starts at `offset` (the bytes come from a Swift string, so
    /// they are valid).
    private static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        let lead = UInt32(utf8[offset])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? lead : lead & (0xFF >> UInt32(length + 1))
        for index in (offset + 1)..<min(offset + length, utf8.count) {
            value = value << 6 | UInt32(utf8[index]) & 0x3F
        }
        return value
    }

    /// Columns this cell's grapheme occupies: 1 or 2, or 0 for the continuation half of a
    /// wide grapheme.
    @inlinable public var width: Int { Int((glyph >> Cell.widthShift) & 3) }

    /// Whether this is the second cell of a wide grapheme.
    @inlinable public var isContinuation: Bool { width == 0 }

    /// Whether the grapheme has more than one scalar (an emoji sequence, a letter with a
    /// combining mark). Terminals disagree most about the width of these, so an encoder may
    /// want to re-place the cursor after one.
    @inlinable public var isMultiScalar: Bool { glyph & Cell.internedBit != 0 }

    /// Whether the grapheme starts or ends with a scalar that can join text drawn right
    /// beside it into one grapheme cluster: a lone regional indicator, a prepended mark, a
    /// Hangul leading jamo, a spacing mark or skin tone standing alone. A terminal encoder
    /// separates such a cell from its neighbours with a cursor move, so that the terminal
    /// does not merge them.
    @inlinable public var joinsNeighbours: Bool { glyph & Cell.joiningBit != 0 }

    /// A number equal for equal styles and different for different ones: a fast way to tell
    /// whether two cells' styles differ without unpacking them.
    @inlinable public var styleKey: UInt64 { packedStyle }

    /// Equal cells hold the same grapheme (interned clusters share identifiers process-wide),
    /// width, style and link.
    @inlinable public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.glyphAndLink == rhs.glyphAndLink && lhs.packedStyle == rhs.packedStyle
    }

    /// The hyperlink number (`Hyperlink.identifier`), 0 for none: what an encoder compares
    /// to tell where a link starts and ends.
    @inlinable public var linkKey: UInt32 { linkIdentifier }

    /// Where the cell's text links to.
    public var link: Hyperlink? { Hyperlink(identifier: linkIdentifier) }

    /// The grapheme drawn in this cell, or `nil` for a continuation cell.
    public var grapheme: Character? {
        guard width > 0 else { return nil }
        let value = glyph & Cell.valueMask
        if glyph & Cell.internedBit != 0 { return Character(GraphemeTable.shared.cluster(value)) }
        return Character(Unicode.Scalar(value) ?? "\u{FFFD}")
    }

    /// The cell's style.
    public var style: TextStyle {
        get { TextStyle(packed: packedStyle).linking(to: link) }
        set {
            packedStyle = newValue.packed
            glyphAndLink = UInt64(glyph) | UInt64(newValue.link?.identifier ?? 0) << 32
        }
    }

    /// The grapheme's byte when it is one printable ASCII character, the common case an
    /// encoder writes without building anything; otherwise `nil`.
    @inlinable public var asciiByte: UInt8? {
        glyph & ~0x7F == 1 << Cell.widthShift ? UInt8(truncatingIfNeeded: glyph) : nil
    }

    /// The grapheme's scalar when it is a single scalar stored in the cell (not for a
    /// continuation or a multi-scalar cluster); encoders write it without a lookup.
    @inlinable public var scalarValue: UInt32? {
        glyph & Cell.internedBit == 0 && width > 0 ? glyph & Cell.valueMask : nil
    }

    /// Appends the grapheme's UTF-8 to `bytes`; nothing for a continuation cell. This is
    /// how a terminal encoder writes a cell without building strings.
    @inlinable public func appendUTF8(to bytes: inout [UInt8]) {
        // Most cells are printable ASCII: one byte, no call.
        if glyph & ~0x7F == 1 << Cell.widthShift {
            bytes.append(UInt8(truncatingIfNeeded: glyph))
            return
        }
        appendUTF8Slowly(to: &bytes)
    }

    @usableFromInline func appendUTF8Slowly(to bytes: inout [UInt8]) {
        guard width > 0 else { return }
        let value = glyph & Cell.valueMask
        if glyph & Cell.internedBit != 0 {
            bytes.append(contentsOf: GraphemeTable.shared.utf8(value))
            return
        }
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | (value >> 12) & 0x3F))
            bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// The grapheme as a string: empty for a continuation cell.
    var text: String {
        grapheme.map(String.init) ?? ""
    }
}
