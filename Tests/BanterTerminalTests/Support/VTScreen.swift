import BanterCanvas

/// A strict model of an xterm screen, for testing the bytes a frame encoder emits.
///
/// Feed it bytes (`feed(_:)`) and compare the result with the canvas the bytes were meant to
/// produce (`matches(_:)`, `difference(from:)`). It understands exactly the subset of VT/xterm
/// that an encoder needs, behaves the way xterm does for that subset, and records everything
/// else in `errors` instead of guessing, so that tests can assert `errors.isEmpty`.
///
/// What it understands:
/// - Text as UTF-8, split into `Character`s; each takes `TextWidth.of(_:)` columns and is
///   written at the cursor in the current SGR. Text is segmented between control bytes and
///   escape sequences, and at the end of every `feed` (an incomplete UTF-8 sequence at the
///   end is held for the next feed, but a grapheme split across feeds is not rejoined).
/// - C0: CR, LF, BS. Every other C0 byte and DEL is an error.
/// - `ESC 7` / `ESC 8` (DECSC / DECRC: cursor position, SGR, autowrap).
/// - CSI: CUP (`H`, `f`), CUU/CUD/CUF/CUB (`A`–`D`), CHA (`G`), VPA (`d`), EL (`K` 0–2),
///   ED (`J` 0–2), ECH (`X`), DECSTBM (`r`), SU (`S`), SD (`T`), SGR (`m`), and DEC
///   private modes (`? n h` / `? n l`).
///
/// xterm behaviours it models, which an encoder must respect:
/// - **Deferred wrap.** Writing into the last column leaves the cursor on that column with
///   `wrapPending` set. The next printable grapheme first wraps (CR + LF, scrolling the scroll
///   region when the cursor is on its bottom margin) and counts in `wrapCount`; an encoder
///   should never need this, so tests can assert `wrapCount == 0`. CR, LF, BS, CUP, CUx, CHA,
///   VPA, EL, ED, ECH, DECSTBM and DECRC clear the pending wrap; SGR, SU, SD and mode changes
///   keep it. BS or CUB from a pending wrap moves left from the last column (so BS lands on
///   the second-to-last column).
/// - **Wide graphemes.** A width-2 grapheme fills its cell and a continuation cell. One that
///   arrives with only the last column left wraps to the next line as xterm does; that is
///   recorded as an error (and counts in `wrapCount`). Writing over either half of a wide
///   grapheme turns the other half into a blank in the *erase style* (see below), as xterm's
///   `ClearInLine` does.
/// - **Back-colour erase (BCE).** EL, ED, ECH, the blank lines SU/SD/LF scroll in, and the
///   orphaned half of an overwritten wide grapheme all become spaces in the erase style
///   `TextStyle(background: <current SGR background>)`: the current background, the default
///   foreground (xterm stores the current foreground too, but it is invisible on a space) and
///   no attributes. An erase that starts or ends in the middle of a wide grapheme blanks the
///   whole grapheme.
/// - **Scroll region.** `CSI t ; b r` needs `t < b` (xterm ignores a one-line region); a
///   bottom beyond the screen is clamped. Both are recorded as errors. Setting it homes the
///   cursor. LF on the region's bottom margin scrolls the region; LF on the last screen row
///   below the region does nothing. CUU/CUD stop at the margins when the cursor starts inside
///   the region.
/// - **Strictness beyond xterm.** Absolute moves out of range and relative moves (and BS) that
///   get clamped are still performed the xterm way, but recorded as errors. Unbalanced
///   synchronized-output begin/end (`?2026`) is an error. Origin mode (`?6`) is unsupported.
///   Other private modes (1049, 1000, 2004, ...) are recorded in `privateModes` and otherwise
///   ignored: the alternate screen is *not* modelled.
struct VTScreen: Sendable {
    /// How `difference(from:comparing:)` compares a cell with a canvas cell.
    enum Comparison: Sendable {
        /// Grapheme, width and style must all be equal.
        case exact
        /// As `exact`, except that two spaces with no underline, strikethrough or reverse
        /// only need the same background: their foreground, bold, dim and italic cannot be
        /// seen (an erase, for one, always leaves the default foreground).
        case visible
    }

    private struct SavedCursor: Sendable {
        var x: Int
        var y: Int
        var style: TextStyle
        var autowrap: Bool
    }

    private enum State: Sendable {
        case ground, escape, csi
    }

    /// Columns.
    let width: Int
    /// Rows.
    let height: Int
    /// The cells, row by row: the cell at (x, y) is `cells[y * width + x]`.
    private(set) var cells: [VTCell]
    /// The cursor, 0-based. While `wrapPending`, `x` is the last column.
    private(set) var cursor: (x: Int, y: Int) = (0, 0)
    /// Whether the last column was written and the next grapheme will wrap first.
    private(set) var wrapPending = false
    /// The current SGR state: the style new text is written in.
    private(set) var style = TextStyle.plain
    /// The scroll region's rows, 0-based and inclusive.
    private(set) var scrollRegion: ClosedRange<Int>
    /// DECAWM (`?7`): on by default.
    private(set) var autowrap = true
    /// DECTCEM (`?25`): on by default.
    private(set) var cursorVisible = true
    /// Whether synchronized output (`?2026h`) has begun and not yet ended.
    private(set) var isSynchronizedOutputActive = false
    /// Completed `?2026h` … `?2026l` pairs.
    private(set) var synchronizedUpdateCount = 0
    /// Operations that changed cells (a grapheme written, an erase, a scroll) while
    /// synchronized output was not active.
    private(set) var changesOutsideSynchronizedOutput = 0
    /// Times the terminal wrapped on its own: a grapheme after a pending wrap, or a wide
    /// grapheme that did not fit in the last column.
    private(set) var wrapCount = 0
    /// Every DEC private mode that was set (`true`) or reset (`false`), last value wins.
    private(set) var privateModes: [Int: Bool] = [:]
    /// Everything unsupported, malformed or suspicious in the input, in order, each with the
    /// byte offset where it started.
    private(set) var errors: [String] = []
    /// Bytes fed so far.
    private(set) var bytesConsumed = 0

    private var saved: SavedCursor?
    private var state = State.ground
    private var sequence: [UInt8] = []
    private var sequenceStart = 0
    private var text: [UInt8] = []
    private var textStart = 0

    /// A blank screen: spaces in the plain style, the cursor at the origin, SGR reset.
    init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "a VTScreen needs at least one cell")
        self.width = width
        self.height = height
        self.cells = Array(repeating: .blank, count: width * height)
        self.scrollRegion = 0...(height - 1)
    }

    /// A screen showing `canvas` (as if it had been drawn already), the cursor at the origin,
    /// SGR reset.
    init(canvas: Canvas) {
        self.init(width: canvas.width, height: canvas.height)
        for y in 0..<height {
            var leaderStyle = TextStyle.plain
            for x in 0..<width {
                let cell = canvas[x, y]
                if cell.isContinuation {
                    cells[y * width + x] = .continuation(leaderStyle)
                } else {
                    cells[y * width + x] = VTCell(cell)
                    leaderStyle = cell.style
                }
            }
        }
    }

    /// The cell at column `x`, row `y`.
    subscript(x: Int, y: Int) -> VTCell {
        cells[y * width + x]
    }

    /// Whether a partial escape sequence or UTF-8 sequence is waiting for more bytes.
    var hasPendingInput: Bool {
        state != .ground || !text.isEmpty
    }

    // MARK: - Input

    /// Feeds text, as its UTF-8.
    mutating func feed(_ string: String) {
        feed(Array(string.utf8))
    }

    /// Feeds bytes, as a terminal reads them from its pty.
    mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            consume(byte)
            bytesConsumed += 1
        }
        flushText(final: false)
    }

    private mutating func consume(_ byte: UInt8) {
        switch state {
        case .ground:
            if byte == 0x1B {
                flushText(final: true)
                beginEscape()
            } else if byte < 0x20 || byte == 0x7F {
                flushText(final: true)
                control(byte)
            } else {
                if text.isEmpty { textStart = bytesConsumed }
                text.append(byte)
            }
        case .escape:
            sequence.append(byte)
            switch byte {
            case UInt8(ascii: "["):
                state = .csi
            case UInt8(ascii: "7"):
                state = .ground
                saveCursor()
            case UInt8(ascii: "8"):
                state = .ground
                restoreCursor()
            case 0x1B:
                error(at: sequenceStart, "escape interrupted by another ESC")
                beginEscape()
            default:
                state = .ground
                error(at: sequenceStart, "unsupported escape sequence \(describe(sequence))")
            }
        case .csi:
            sequence.append(byte)
            switch byte {
            case 0x40...0x7E:
                state = .ground
                dispatchCSI()
            case 0x20...0x3F:
                break
            case 0x1B:
                error(at: sequenceStart, "CSI interrupted by ESC: \(describe(sequence))")
                beginEscape()
            default:
                state = .ground
                error(at: sequenceStart, "unexpected byte inside CSI: \(describe(sequence))")
            }
        }
    }

    private mutating func beginEscape() {
        state = .escape
        sequence = [0x1B]
        sequenceStart = bytesConsumed
    }

    // MARK: - Text

    /// Writes the buffered text. Unless `final`, an incomplete UTF-8 sequence at the end
    /// stays buffered for the next feed.
    private mutating func flushText(final: Bool) {
        guard !text.isEmpty else { return }
        var end = text.count
        if !final {
            end -= VTScreen.incompleteUTF8Suffix(text)
        }
        guard end > 0 else { return }
        let chunk = text[..<end]
        let start = textStart
        text.removeSubrange(..<end)
        textStart = start + end

        let string: String
        if let valid = String(validating: chunk, as: UTF8.self) {
            string = valid
        } else {
            error(at: start, "invalid UTF-8 in text \(chunk.map { hex($0) }.joined(separator: " "))")
            string = String(decoding: chunk, as: UTF8.self)
        }
        for character in string {
            write(character, offset: start)
        }
    }

    /// The number of bytes at the end of `bytes` that begin a multi-byte UTF-8 sequence but
    /// do not complete it.
    private static func incompleteUTF8Suffix(_ bytes: [UInt8]) -> Int {
        var index = bytes.count - 1
        var continuation = 0
        while index >= 0 && continuation < 3 && bytes[index] & 0xC0 == 0x80 {
            index -= 1
            continuation += 1
        }
        guard index >= 0 else { return 0 }
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        let available = bytes.count - index
        return available < length ? available : 0
    }

    private mutating func write(_ character: Character, offset: Int) {
        let scalars = character.unicodeScalars
        if let control = scalars.first(where: { $0.properties.generalCategory == .control }) {
            error(at: offset, "control character U+\(String(control.value, radix: 16, uppercase: true)) in text")
            return
        }
        let graphemeWidth = TextWidth.of(character)
        if graphemeWidth == 0 {
            error(at: offset, "zero-width cluster \(String(reflecting: String(character))) cannot stand alone")
            return
        }
        if graphemeWidth > width {
            error(at: offset, "\(String(reflecting: String(character))) is wider than the screen")
            return
        }
        if wrapPending && autowrap {
            wrapLine()
        }
        if cursor.x + graphemeWidth > width {
            // Only a wide grapheme with one column left gets here.
            guard autowrap else {
                error(at: offset, "wide \(String(reflecting: String(character))) does not fit in the last column (autowrap off)")
                return
            }
            error(at: offset, "wide \(String(reflecting: String(character))) at the last column wraps to the next line")
            wrapLine()
        }

        let row = cursor.y * width
        let x = cursor.x
        let erased = VTCell.blank(eraseStyle)
        if x > 0 && cells[row + x].isContinuation {
            cells[row + x - 1] = erased
        }
        if x + graphemeWidth < width && cells[row + x + graphemeWidth].isContinuation {
            cells[row + x + graphemeWidth] = erased
        }
        cells[row + x] = VTCell(grapheme: character, width: graphemeWidth, style: style)
        if graphemeWidth == 2 {
            cells[row + x + 1] = .continuation(style)
        }
        noteChange()

        if x + graphemeWidth >= width {
            cursor.x = width - 1
            wrapPending = true
        } else {
            cursor.x = x + graphemeWidth
            wrapPending = false
        }
    }

    /// The terminal's own wrap: to the start of the next line, scrolling if needed.
    private mutating func wrapLine() {
        wrapCount += 1
        lineFeed()
        cursor.x = 0
        wrapPending = false
    }

    // MARK: - C0

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            cursor.x = 0
            wrapPending = false
        case 0x0A:
            lineFeed()
        case 0x08:
            if cursor.x == 0 {
                error(at: bytesConsumed, "BS at column 0")
            }
            cursor.x = max(0, cursor.x - 1)
            wrapPending = false
        default:
            error(at: bytesConsumed, "unsupported control character \(hex(byte))")
        }
    }

    /// LF (xterm's `xtermIndex`): down one row; on the scroll region's bottom margin, scroll
    /// the region instead; on the last row of the screen below the region, nothing.
    private mutating func lineFeed() {
        if cursor.y == scrollRegion.upperBound {
            scrollUp(1)
        } else if cursor.y < height - 1 {
            cursor.y += 1
        }
        wrapPending = false
    }

    // MARK: - ESC 7 / ESC 8

    private mutating func saveCursor() {
        saved = SavedCursor(x: cursor.x, y: cursor.y, style: style, autowrap: autowrap)
    }

    private mutating func restoreCursor() {
        guard let saved else {
            error(at: sequenceStart, "DECRC without DECSC")
            cursor = (0, 0)
            style = .plain
            wrapPending = false
            return
        }
        cursor = (min(saved.x, width - 1), min(saved.y, height - 1))
        style = saved.style
        autowrap = saved.autowrap
        wrapPending = false
    }

    // MARK: - CSI

    private mutating func dispatchCSI() {
        let final = sequence[sequence.count - 1]
        var body = sequence[2..<(sequence.count - 1)]
        var marker: UInt8?
        if let first = body.first, (0x3C...0x3F).contains(first) {
            marker = first
            body = body.dropFirst()
        }
        if body.contains(where: { (0x20...0x2F).contains($0) }) {
            error(at: sequenceStart, "unsupported CSI with intermediate bytes \(describe(sequence))")
            return
        }
        var parameters: [Int?] = []
        var current: Int?
        for byte in body {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = min(99_999, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: ";"):
                parameters.append(current)
                current = nil
            case UInt8(ascii: ":"):
                error(at: sequenceStart, "unsupported sub-parameters in \(describe(sequence))")
                return
            default:
                error(at: sequenceStart, "malformed CSI \(describe(sequence))")
                return
            }
        }
        if !body.isEmpty { parameters.append(current) }

        if let marker {
            if marker == UInt8(ascii: "?") && (final == UInt8(ascii: "h") || final == UInt8(ascii: "l")) {
                setPrivateModes(parameters, on: final == UInt8(ascii: "h"))
            } else {
                error(at: sequenceStart, "unsupported CSI \(describe(sequence))")
            }
            return
        }

        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            guard parameters.count <= 2 else { return malformed() }
            let row = positive(parameters.first ?? nil), column = positive(parameters.count > 1 ? parameters[1] : nil)
            moveAbsolute(x: column - 1, y: row - 1)
        case UInt8(ascii: "A"):
            guard let n = count(parameters) else { return malformed() }
            let limit = cursor.y >= scrollRegion.lowerBound ? scrollRegion.lowerBound : 0
            moveRelative(y: cursor.y - n, clampedTo: limit...cursor.y)
        case UInt8(ascii: "B"):
            guard let n = count(parameters) else { return malformed() }
            let limit = cursor.y <= scrollRegion.upperBound ? scrollRegion.upperBound : height - 1
            moveRelative(y: cursor.y + n, clampedTo: cursor.y...limit)
        case UInt8(ascii: "C"):
            guard let n = count(parameters) else { return malformed() }
            moveRelative(x: cursor.x + n, clampedTo: cursor.x...(width - 1))
        case UInt8(ascii: "D"):
            guard let n = count(parameters) else { return malformed() }
            moveRelative(x: cursor.x - n, clampedTo: 0...cursor.x)
        case UInt8(ascii: "G"):
            guard parameters.count <= 1 else { return malformed() }
            moveAbsolute(x: positive(parameters.first ?? nil) - 1, y: cursor.y)
        case UInt8(ascii: "d"):
            guard parameters.count <= 1 else { return malformed() }
            moveAbsolute(x: cursor.x, y: positive(parameters.first ?? nil) - 1)
        case UInt8(ascii: "K"):
            guard parameters.count <= 1 else { return malformed() }
            eraseInLine(parameters.first.flatMap { $0 } ?? 0)
        case UInt8(ascii: "J"):
            guard parameters.count <= 1 else { return malformed() }
            eraseInDisplay(parameters.first.flatMap { $0 } ?? 0)
        case UInt8(ascii: "X"):
            guard let n = count(parameters) else { return malformed() }
            erase(row: cursor.y, from: cursor.x, to: min(width, cursor.x + n))
            wrapPending = false
        case UInt8(ascii: "r"):
            guard parameters.count <= 2 else { return malformed() }
            setScrollRegion(top: parameters.first ?? nil, bottom: parameters.count > 1 ? parameters[1] : nil)
        case UInt8(ascii: "S"):
            guard let n = count(parameters) else { return malformed() }
            scrollUp(n)
        case UInt8(ascii: "T"):
            guard let n = count(parameters) else { return malformed() }
            scrollDown(n)
        case UInt8(ascii: "m"):
            selectGraphicRendition(parameters.isEmpty ? [nil] : parameters)
        default:
            error(at: sequenceStart, "unsupported CSI \(describe(sequence))")
        }
    }

    private mutating func malformed() {
        error(at: sequenceStart, "malformed CSI \(describe(sequence))")
    }

    /// A count parameter: default 1, and 0 means 1 as in xterm; `nil` when there are several.
    private func count(_ parameters: [Int?]) -> Int? {
        guard parameters.count <= 1 else { return nil }
        return positive(parameters.first ?? nil)
    }

    private func positive(_ parameter: Int?) -> Int {
        max(1, parameter ?? 1)
    }

    private mutating func moveAbsolute(x: Int, y: Int) {
        if x >= width || y >= height {
            error(at: sequenceStart, "position out of range (column \(x + 1), row \(y + 1) on \(width)x\(height)) in \(describe(sequence))")
        }
        cursor = (min(x, width - 1), min(y, height - 1))
        wrapPending = false
    }

    private mutating func moveRelative(y: Int, clampedTo range: ClosedRange<Int>) {
        if !range.contains(y) {
            error(at: sequenceStart, "\(describe(sequence)) clamped at row \(y < range.lowerBound ? range.lowerBound : range.upperBound)")
        }
        cursor.y = min(max(y, range.lowerBound), range.upperBound)
        wrapPending = false
    }

    private mutating func moveRelative(x: Int, clampedTo range: ClosedRange<Int>) {
        if !range.contains(x) {
            error(at: sequenceStart, "\(describe(sequence)) clamped at column \(x < range.lowerBound ? range.lowerBound : range.upperBound)")
        }
        cursor.x = min(max(x, range.lowerBound), range.upperBound)
        wrapPending = false
    }

    // MARK: - Erasing and scrolling

    /// What erased cells hold: xterm's back-colour erase.
    private var eraseStyle: TextStyle {
        TextStyle(background: style.background)
    }

    /// Blanks columns `start..<end` of row `y`, widened to whole wide graphemes.
    private mutating func erase(row y: Int, from start: Int, to end: Int) {
        var start = start, end = end
        let row = y * width
        if start > 0 && start < width && cells[row + start].isContinuation { start -= 1 }
        if end > 0 && end < width && cells[row + end].isContinuation { end += 1 }
        guard start < end else { return }
        let erased = VTCell.blank(eraseStyle)
        for x in start..<end { cells[row + x] = erased }
        noteChange()
    }

    private mutating func eraseInLine(_ mode: Int) {
        switch mode {
        case 0: erase(row: cursor.y, from: cursor.x, to: width)
        case 1: erase(row: cursor.y, from: 0, to: cursor.x + 1)
        case 2: erase(row: cursor.y, from: 0, to: width)
        default:
            error(at: sequenceStart, "unsupported EL mode in \(describe(sequence))")
            return
        }
        wrapPending = false
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            erase(row: cursor.y, from: cursor.x, to: width)
            for y in (cursor.y + 1)..<height { erase(row: y, from: 0, to: width) }
        case 1:
            for y in 0..<cursor.y { erase(row: y, from: 0, to: width) }
            erase(row: cursor.y, from: 0, to: cursor.x + 1)
        case 2:
            for y in 0..<height { erase(row: y, from: 0, to: width) }
        default:
            error(at: sequenceStart, "unsupported ED mode in \(describe(sequence))")
            return
        }
        wrapPending = false
    }

    private mutating func setScrollRegion(top: Int?, bottom: Int?) {
        let top = positive(top)
        var bottom = bottom.flatMap { $0 == 0 ? nil : $0 } ?? height
        if bottom > height {
            error(at: sequenceStart, "scroll region bottom \(bottom) beyond \(height) rows, clamped: \(describe(sequence))")
            bottom = height
        }
        guard top < bottom else {
            error(at: sequenceStart, "invalid scroll region (top must be above bottom; xterm ignores it): \(describe(sequence))")
            return
        }
        scrollRegion = (top - 1)...(bottom - 1)
        cursor = (0, 0)
        wrapPending = false
    }

    /// Moves the scroll region's lines up by `n`; blank lines (erase style) enter at its
    /// bottom. The cursor and a pending wrap stay.
    private mutating func scrollUp(_ n: Int) {
        let top = scrollRegion.lowerBound, bottom = scrollRegion.upperBound
        let n = min(n, bottom - top + 1)
        if n <= bottom - top {
            for y in top...(bottom - n) {
                let source = Array(cells[((y + n) * width)..<((y + n + 1) * width)])
                cells.replaceSubrange((y * width)..<((y + 1) * width), with: source)
            }
        }
        let erased = VTCell.blank(eraseStyle)
        for y in (bottom - n + 1)...bottom {
            for x in 0..<width { cells[y * width + x] = erased }
        }
        noteChange()
    }

    /// Moves the scroll region's lines down by `n`; blank lines (erase style) enter at its
    /// top. The cursor and a pending wrap stay.
    private mutating func scrollDown(_ n: Int) {
        let top = scrollRegion.lowerBound, bottom = scrollRegion.upperBound
        let n = min(n, bottom - top + 1)
        if n <= bottom - top {
            for y in stride(from: bottom, through: top + n, by: -1) {
                let source = Array(cells[((y - n) * width)..<((y - n + 1) * width)])
                cells.replaceSubrange((y * width)..<((y + 1) * width), with: source)
            }
        }
        let erased = VTCell.blank(eraseStyle)
        for y in top..<(top + n) {
            for x in 0..<width { cells[y * width + x] = erased }
        }
        noteChange()
    }

    // MARK: - SGR

    private mutating func selectGraphicRendition(_ parameters: [Int?]) {
        var index = 0
        while index < parameters.count {
            let code = parameters[index] ?? 0
            switch code {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 9: style.attributes.insert(.strikethrough)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 29: style.attributes.remove(.strikethrough)
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 49: style.background = .default
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            case 38, 48:
                guard let (color, used) = extendedColor(parameters, at: index + 1) else {
                    error(at: sequenceStart, "malformed extended colour in \(describe(sequence))")
                    return
                }
                if code == 38 { style.foreground = color } else { style.background = color }
                index += used
            default:
                error(at: sequenceStart, "unsupported SGR \(code) in \(describe(sequence))")
            }
            index += 1
        }
    }

    /// `5;n` or `2;r;g;b` starting at `index`: the colour and the number of parameters used.
    private func extendedColor(_ parameters: [Int?], at index: Int) -> (Color, Int)? {
        func component(_ offset: Int) -> UInt8? {
            guard index + offset < parameters.count, let value = parameters[index + offset], value <= 255 else { return nil }
            return UInt8(value)
        }
        guard index < parameters.count else { return nil }
        switch parameters[index] {
        case 5?:
            guard let n = component(1) else { return nil }
            return (.palette(n), 2)
        case 2?:
            guard let r = component(1), let g = component(2), let b = component(3) else { return nil }
            return (.rgb(r, g, b), 4)
        default:
            return nil
        }
    }

    // MARK: - DEC private modes

    private mutating func setPrivateModes(_ parameters: [Int?], on: Bool) {
        if parameters.isEmpty {
            error(at: sequenceStart, "private mode without a number: \(describe(sequence))")
            return
        }
        for parameter in parameters {
            guard let mode = parameter else {
                error(at: sequenceStart, "empty private mode in \(describe(sequence))")
                continue
            }
            switch mode {
            case 6:
                error(at: sequenceStart, "origin mode (?6) is not supported: \(describe(sequence))")
                continue
            case 7:
                autowrap = on
            case 25:
                cursorVisible = on
            case 2026:
                if on {
                    if isSynchronizedOutputActive {
                        error(at: sequenceStart, "synchronized output begun twice")
                    }
                    isSynchronizedOutputActive = true
                } else {
                    if isSynchronizedOutputActive {
                        synchronizedUpdateCount += 1
                    } else {
                        error(at: sequenceStart, "synchronized output ended without a begin")
                    }
                    isSynchronizedOutputActive = false
                }
            default:
                break
            }
            privateModes[mode] = on
        }
    }

    // MARK: - Bookkeeping

    private mutating func noteChange() {
        if !isSynchronizedOutputActive { changesOutsideSynchronizedOutput += 1 }
    }

    private mutating func error(at offset: Int, _ message: String) {
        errors.append("byte \(offset): \(message)")
    }

    private func hex(_ byte: UInt8) -> String {
        "0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    /// `ESC[1;2H`: printable bytes as themselves, ESC by name, anything else in hex.
    private func describe(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            if byte == 0x1B { return "ESC" }
            if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
            return "<\(hex(byte))>"
        }.joined()
    }

    // MARK: - Comparing and dumping

    /// Whether the screen shows `canvas` (see `difference(from:comparing:)`).
    func matches(_ canvas: Canvas, comparing comparison: Comparison = .exact) -> Bool {
        difference(from: canvas, comparing: comparison) == nil
    }

    /// `nil` when the screen shows `canvas`; otherwise a description of the first cell (row by
    /// row) that differs, with both rows' text for context. A continuation cell only has to be
    /// a continuation: its style is the wide grapheme's, which the terminal cannot set apart.
    func difference(from canvas: Canvas, comparing comparison: Comparison = .exact) -> String? {
        guard canvas.width == width, canvas.height == height else {
            return "size differs: expected \(canvas.width)x\(canvas.height), screen is \(width)x\(height)"
        }
        for y in 0..<height {
            for x in 0..<width {
                let expected = VTCell(canvas[x, y]), actual = self[x, y]
                if !VTScreen.same(expected, actual, comparison) {
                    return """
                        cell (\(x), \(y)) differs: expected \(expected), screen has \(actual)
                          expected row \(y): \(String(reflecting: canvas.rowText(y)))
                          screen row \(y):   \(String(reflecting: rowText(y)))
                        """
                }
            }
        }
        return nil
    }

    private static func same(_ expected: VTCell, _ actual: VTCell, _ comparison: Comparison) -> Bool {
        if expected.isContinuation || actual.isContinuation {
            return expected.isContinuation && actual.isContinuation
        }
        guard expected.grapheme == actual.grapheme, expected.width == actual.width else { return false }
        if expected.style == actual.style { return true }
        guard comparison == .visible, expected.grapheme == " " else { return false }
        let visibleOnSpace: TextStyle.Attributes = [.underline, .strikethrough, .reverse]
        return expected.style.attributes.isDisjoint(with: visibleOnSpace)
            && actual.style.attributes.isDisjoint(with: visibleOnSpace)
            && expected.style.background == actual.style.background
    }

    /// The text of one row: each grapheme once, trailing spaces kept (as `Canvas.rowText`).
    func rowText(_ y: Int) -> String {
        var line = ""
        for x in 0..<width {
            if let grapheme = cells[y * width + x].grapheme { line.append(grapheme) }
        }
        return line
    }

    /// The screen as plain text: the rows joined by `\n`, trailing spaces kept.
    func plainText() -> String {
        (0..<height).map(rowText).joined(separator: "\n")
    }

    /// The screen as a canvas, for `styledDump()` and other canvas tools.
    func canvas() -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let cell = cells[y * width + x]
                guard let grapheme = cell.grapheme else { continue }
                canvas.fill(Rect(x: x, y: y, width: cell.width, height: 1), with: grapheme, style: cell.style)
            }
        }
        return canvas
    }
}
