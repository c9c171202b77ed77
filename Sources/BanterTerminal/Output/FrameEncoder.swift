import BanterCanvas

/// Turns the difference between two canvases into the bytes a terminal needs to show the
/// second one.
///
/// - Only changed cells are written; the cursor moves only when the next changed cell is not
///   where the last write left it, and by the cheapest sequence (`\r`, `\r\n`, CUF, CHA or
///   CUP).
/// - SGR is emitted only when the style changes, as the shorter of an incremental change
///   and a reset plus the new style. Colours are downsampled to `colorDepth`.
/// - A wide grapheme is written from its first cell; a narrow cell replacing half of a wide
///   one is written after the terminal has blanked the other half, as xterm does.
/// - Scroll hints become a scroll region (DECSTBM) and SU/SD, after which only the rows the
///   scroll uncovered differ.
/// - A frame larger than `synchronizedThreshold` bytes is wrapped in synchronized output
///   (mode 2026), so the terminal shows it whole; a smaller frame reaches the terminal in
///   one read and cannot tear, and wrapping it would double its size.
/// - No previous canvas, or one of another size, gives a full redraw; an unchanged frame
///   gives no bytes at all.
///
/// The encoder remembers what it last told the terminal (the SGR state, the cursor), so
/// consecutive frames build on each other; call `invalidate()` when something else may
/// have written to the terminal (after a suspend, say), and send a full redraw.
public struct FrameEncoder: Sendable {
    /// The colours the terminal can show.
    public var colorDepth: ColorDepth
    /// Frames longer than this many bytes are wrapped in synchronized output.
    public var synchronizedThreshold = 64
    /// Whether linked cells are written as OSC 8 hyperlinks
    /// (`TerminalCapabilities.supportsHyperlinks`).
    public var hyperlinks: Bool

    /// The terminal's current SGR state, or `nil` when unknown.
    private var terminalStyle: TextStyle?
    /// `Cell.styleKey` of the style last set from a cell, to skip unchanged styles cheaply.
    private var terminalStyleKey: UInt64?
    /// Recent SGR sequences from one cell style to another, by their keys: screens use few
    /// styles, so most style changes in a frame are ones already worked out. Direct-mapped,
    /// so a lookup is a multiply and a compare.
    private var transitionKeys = [(from: UInt64, to: UInt64)?](repeating: nil, count: 256)
    private var transitionSequences = [[UInt8]](repeating: [], count: 256)
    private var transitionStyles = [TextStyle](repeating: .plain, count: 256)
    /// Where the terminal's cursor is, or `nil` when unknown (or in the pending-wrap state
    /// after writing the last column, where relative moves are unreliable).
    private var terminalCursor: Point?
    /// Whether the terminal shows its cursor; `nil` when unknown.
    private var cursorVisible: Bool?
    /// The link number the terminal's hyperlink is open for; 0 when none is open.
    private var terminalLink: UInt32 = 0
    /// Roughly how many bytes recent frames took, so the buffer is allocated once.
    private var capacityHint = 256
    /// Reused for the UTF-8 of graphemes beyond ASCII.
    private var scratch: [UInt8] = []

    /// An encoder for a terminal that shows `colorDepth` colours, writing hyperlinks when
    /// `hyperlinks` is on.
    public init(colorDepth: ColorDepth = .trueColor, hyperlinks: Bool = false) {
        self.colorDepth = colorDepth
        self.hyperlinks = hyperlinks
    }

    /// An encoder for a terminal with `capabilities`.
    public init(capabilities: TerminalCapabilities) {
        self.init(colorDepth: capabilities.colorDepth, hyperlinks: capabilities.supportsHyperlinks)
    }

    /// Forgets what the terminal shows, so that the next frame assumes nothing about its
    /// style or cursor.
    public mutating func invalidate() {
        terminalStyle = nil
        terminalStyleKey = nil
        terminalCursor = nil
        cursorVisible = nil
        terminalLink = 0
    }

    /// The bytes that turn the screen showing `previous` into `next`.
    ///
    /// - Parameters:
    ///   - previous: What the terminal shows now; `nil` (or another size) redraws all.
    ///   - scrolls: Regions whose rows moved as a block since `previous`.
    ///   - cursor: Where to show the cursor (a text input's caret), or `nil` to hide it.
    public mutating func encode(previous: Canvas?, next: Canvas, scrolls: [ScrollHint] = [], cursor: Point? = nil) -> [UInt8] {
        var out = ByteWriter(capacity: capacityHint)
        var base: Canvas
        if let previous, previous.size == next.size {
            base = previous
            for hint in scrolls where Self.isUsable(hint, height: next.height) {
                scroll(&base, by: hint, into: &out)
            }
        } else {
            base = Canvas(size: next.size)
            setStyle(.plain, key: Cell.blank.styleKey, into: &out)
            out.csi("H")
            out.csi("2J")
            terminalCursor = .zero
        }
        writeChanges(from: base, to: next, into: &out)
        if terminalLink != 0 { changeLink(to: nil, into: &out) }
        placeCursor(cursor, in: next.size, into: &out)

        capacityHint = max(capacityHint / 2, out.count + 64)
        guard out.count > synchronizedThreshold else { return out.bytes }
        var framed = ByteWriter(capacity: out.count + 16)
        framed.csi("?2026h")
        framed.append(contentsOf: out.bytes)
        framed.csi("?2026l")
        return framed.bytes
    }

    // MARK: - Scrolling

    private static func isUsable(_ hint: ScrollHint, height: Int) -> Bool {
        hint.rows.lowerBound >= 0 && hint.rows.upperBound <= height && hint.offset != 0
            && abs(hint.offset) < hint.rows.count
    }

    /// Scrolls the region on the terminal, and `base` the same way, so that the diff that
    /// follows sees only the uncovered rows as changed.
    private mutating func scroll(_ base: inout Canvas, by hint: ScrollHint, into out: inout ByteWriter) {
        // New lines take the current background (back-colour erase): make it the default.
        setStyle(.plain, key: Cell.blank.styleKey, into: &out)
        out.csi("\(hint.rows.lowerBound + 1);\(hint.rows.upperBound)r")
        out.csi(hint.offset > 0 ? "\(hint.offset)S" : "\(-hint.offset)T")
        out.csi("r")
        terminalCursor = .zero  // DECSTBM homes the cursor.

        var shifted = base
        let width = base.width
        for y in hint.rows {
            let source = y + hint.offset
            if hint.rows.contains(source) {
                shifted.copy(Rect(x: 0, y: source, width: width, height: 1), from: base, to: Point(x: 0, y: y))
            } else {
                shifted.fill(Rect(x: 0, y: y, width: width, height: 1))
            }
        }
        base = shifted
    }

    // MARK: - Cells

    private mutating func writeChanges(from base: Canvas, to next: Canvas, into out: inout ByteWriter) {
        let width = next.width, height = next.height
        next.cells.withUnsafeBufferPointer { nextCells in
            base.cells.withUnsafeBufferPointer { baseCells in
                for y in 0..<height {
                    let rowStart = y * width
                    var x = 0
                    while x < width {
                        if nextCells[rowStart + x] == baseCells[rowStart + x] {
                            x += 1
                            continue
                        }
                        // A changed continuation is written through its wide grapheme.
                        var column = nextCells[rowStart + x].isContinuation && x > 0 ? x - 1 : x
                        var cell = nextCells[rowStart + column]
                        // Text written right after another grapheme could join it in the terminal.
                        if cell.joinsNeighbours { terminalCursor = nil }
                        moveCursor(to: Point(x: column, y: y), width: width, into: &out)
                        // Write the run of changed cells that follow one another.
                        while true {
                            if cell.styleKey != terminalStyleKey { changeStyle(to: cell, into: &out) }
                            if hyperlinks && cell.linkKey != terminalLink { changeLink(to: cell.link, into: &out) }
                            if cell.isMultiScalar && cell.width == 2 {
                                // Terminals disagree about composite emoji ("❤️", "👍🏽"): one
                                // that draws it a single column wide would leave the old
                                // character showing in the second. Blank both columns first,
                                // then come back (by column number, safe at the right edge).
                                out.append(0x20)
                                out.append(0x20)
                                out.csi("\(column + 1)G")
                            }
                            write(cell, into: &out)
                            let end = column + max(1, cell.width)
                            x = end
                            // After the last column the terminal waits to wrap; after a
                            // composite grapheme it may disagree about the width; a joining
                            // grapheme could merge with the next text. Then the next write is
                            // placed afresh.
                            if end >= width || cell.isMultiScalar || cell.joinsNeighbours {
                                terminalCursor = nil
                                break
                            }
                            let following = nextCells[rowStart + end]
                            if following == baseCells[rowStart + end] || following.isContinuation || following.joinsNeighbours {
                                terminalCursor = Point(x: end, y: y)
                                break
                            }
                            cell = following
                            column = end
                        }
                    }
                }
            }
        }
    }

    /// Writes one cell's grapheme.
    @inline(__always)
    private mutating func write(_ cell: Cell, into out: inout ByteWriter) {
        if let byte = cell.asciiByte {
            out.append(byte)
        } else if let scalar = cell.scalarValue {
            out.appendScalar(scalar)
        } else if cell.isContinuation {
            out.append(0x20)  // Only a malformed canvas starts a row with one.
        } else {
            scratch.removeAll(keepingCapacity: true)
            cell.appendUTF8(to: &scratch)
            out.append(contentsOf: scratch)
        }
    }

    // MARK: - Cursor

    /// Moves the cursor to `target` by the shortest sequence that is safe from where it is.
    private mutating func moveCursor(to target: Point, width: Int, into out: inout ByteWriter) {
        if let current = terminalCursor, current == target { return }
        let row = target.y + 1, column = target.x + 1
        let absoluteLength = 3 + ByteWriter.decimalLength(row) + (target.x == 0 ? 0 : 1 + ByteWriter.decimalLength(column))
        var best = (bytes: absoluteLength, move: CursorMove.absolute)
        if let current = terminalCursor {
            if current.y == target.y {
                if target.x == 0 {
                    best = (1, .carriageReturn)
                } else {
                    let distance = target.x - current.x
                    let relative = abs(distance) == 1 ? 3 : 3 + ByteWriter.decimalLength(abs(distance))
                    if relative < best.bytes { best = (relative, .horizontal(distance)) }
                    let columnLength = 3 + ByteWriter.decimalLength(column)
                    if columnLength < best.bytes { best = (columnLength, .column) }
                }
            } else if target.y == current.y + 1 && target.x == 0 {
                best = (2, .newLine)
            }
        }
        switch best.move {
        case .absolute:
            out.csi()
            out.decimal(row)
            if target.x != 0 {
                out.append(0x3B)
                out.decimal(column)
            }
            out.append(0x48)  // H
        case .carriageReturn:
            out.append(0x0D)
        case .newLine:
            out.append(0x0D)
            out.append(0x0A)
        case .horizontal(let distance):
            out.csi()
            if abs(distance) != 1 { out.decimal(abs(distance)) }
            out.append(distance > 0 ? 0x43 : 0x44)  // C, D
        case .column:
            out.csi()
            out.decimal(column)
            out.append(0x47)  // G
        }
        terminalCursor = target
    }

    private enum CursorMove {
        case absolute, carriageReturn, newLine, horizontal(Int), column
    }

    /// Shows the cursor at `caret`, or hides it.
    private mutating func placeCursor(_ caret: Point?, in size: Size, into out: inout ByteWriter) {
        if let caret, Rect(size: size).contains(caret) {
            moveCursor(to: caret, width: size.width, into: &out)
            if cursorVisible != true {
                out.csi("?25h")
                cursorVisible = true
            }
        } else if cursorVisible != false {
            out.csi("?25l")
            cursorVisible = false
        }
    }

    // MARK: - Links

    /// Closes the open hyperlink, if any, and opens `link`.
    private mutating func changeLink(to link: Hyperlink?, into out: inout ByteWriter) {
        if terminalLink != 0 { Self.appendHyperlink([], into: &out) }
        terminalLink = 0
        guard let link else { return }
        Self.appendHyperlink(link.bytes, into: &out)
        terminalLink = link.identifier
    }

    /// `ESC ] 8 ; ; URL ESC \`; an empty URL closes the link.
    private static func appendHyperlink(_ url: [UInt8], into out: inout ByteWriter) {
        out.append(contentsOf: [0x1B, 0x5D, 0x38, 0x3B, 0x3B])
        out.append(contentsOf: url)
        out.append(contentsOf: [0x1B, 0x5C])
    }

    // MARK: - Styles

    /// Sets the terminal's SGR state to `cell`'s style, from the transition cache when the
    /// change is a known one.
    private mutating func changeStyle(to cell: Cell, into out: inout ByteWriter) {
        guard let from = terminalStyleKey, terminalStyle != nil else {
            setStyle(cell.style, key: cell.styleKey, into: &out)
            return
        }
        let to = cell.styleKey
        let slot = Int(truncatingIfNeeded: (((from &* 0x9E37_79B9_7F4A_7C15) ^ to) &* 0xBF58_476D_1CE4_E5B9) >> 56)
        if let known = transitionKeys[slot], known.from == from, known.to == to {
            out.append(contentsOf: transitionSequences[slot])
            terminalStyle = transitionStyles[slot]
            terminalStyleKey = to
            return
        }
        let start = out.count
        setStyle(cell.style, key: to, into: &out)
        transitionKeys[slot] = (from, to)
        transitionSequences[slot] = out.bytes(from: start)
        transitionStyles[slot] = terminalStyle!
    }

    /// Sets the terminal's SGR state to `style`, by the shorter of an incremental change and
    /// a reset.
    private mutating func setStyle(_ style: TextStyle, key: UInt64, into out: inout ByteWriter) {
        terminalStyleKey = key
        let style = TextStyle(foreground: style.foreground.downsampled(to: colorDepth),
                              background: style.background.downsampled(to: colorDepth),
                              attributes: style.attributes)
        if let current = terminalStyle, current == style { return }
        var reset = ByteWriter(capacity: 32)
        SGR.appendParameters(from: nil, to: style, into: &reset)
        out.csi()
        if let current = terminalStyle {
            var incremental = ByteWriter(capacity: 32)
            SGR.appendParameters(from: current, to: style, into: &incremental)
            out.append(contentsOf: incremental.count <= reset.count ? incremental.bytes : reset.bytes)
        } else {
            out.append(contentsOf: reset.bytes)
        }
        out.append(0x6D)
        terminalStyle = style
    }
}
