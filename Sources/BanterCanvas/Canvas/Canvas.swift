/// A grid of character cells that every screen is drawn on, and that a terminal host shows
/// or a test snapshots.
///
/// Cells are stored row-major in one flat array (`cells`). Drawing keeps the grid valid for
/// a terminal at all times:
/// - a wide grapheme always has its continuation cell to its right;
/// - a wide grapheme that does not fit inside the clip (or the canvas) is drawn as a space;
/// - overwriting either half of a wide grapheme turns the other half into a space, even
///   when that half lies outside the clip;
/// - control characters are drawn as their `ControlPicture`, and zero-width clusters that
///   stand alone are skipped, so neither ever reaches a cell.
///
/// Coordinates outside the canvas are clipped, never trapped on; sizes below zero count as
/// zero. `Canvas` is a value type: copying one is cheap until either copy is drawn on.
public struct Canvas: Hashable, Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// The cells, row by row: the cell at (x, y) is `cells[y * width + x]`.
    public private(set) var cells: [Cell]

    /// A canvas of blank cells.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// A canvas of blank cells.
    public init(size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Columns and rows.
    public var size: Size { Size(width: width, height: height) }

    /// The whole canvas, at the origin.
    public var bounds: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y`; a blank cell for a position outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// The cell at `point`; a blank cell for a position outside the canvas.
    public subscript(point: Point) -> Cell {
        self[point.x, point.y]
    }

    // MARK: - Text

    /// Draws one line of text starting at `point`, and returns the number of columns it
    /// wrote (a wide grapheme cut by the clip counts as the one column of its space).
    ///
    /// The text is drawn on the canvas like ink on paper: when `style.background` is
    /// `.default`, each cell keeps the background it had, so text drawn over a filled area
    /// takes that area's colour. Foreground and attributes are the style's own. Line breaks,
    /// tabs and other control characters are not interpreted; they are drawn as their
    /// `ControlPicture`. Use `TextLayout` to wrap, expand tabs or truncate first.
    ///
    /// - Parameters:
    ///   - clip: Only cells inside this rectangle (and inside the canvas) are written.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: TextStyle = .plain, clip: Rect? = nil) -> Int {
        write(text[...], at: point, style: style, clip: clip)
    }

    /// Draws one line of text starting at `point`; see `write(_:at:style:clip:)`.
    @discardableResult
    public mutating func write(_ text: Substring, at point: Point, style: TextStyle = .plain, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard !area.isEmpty, point.y >= area.minY, point.y < area.maxY, point.x < area.maxX else { return 0 }
        let packed = style.packed
        let link = style.link?.identifier ?? 0
        let backgroundMask = style.background == .default ? TextStyle.packedBackgroundMask : 0
        let rowStart = point.y * width
        let canvasWidth = width

        return cells.withUnsafeMutableBufferPointer { cells in
            GraphemeScanner.scan(text) { scanner -> Int in
                let bytes = scanner.bytes
                var x = point.x
                var written = 0
                var end = -1
                while x < area.maxX {
                    // Printable ASCII goes straight to the cells, a run at a time; the run's
                    // last character is left to the scanner when a combining mark may follow.
                    // Runs stop at the clip's right edge, so a long text costs only what shows.
                    let runStart = scanner.offset
                    let runLimit = min(bytes.count, runStart + (area.maxX - x))
                    var runEnd = runStart
                    while runEnd < runLimit && bytes[runEnd] >= 0x20 && bytes[runEnd] < 0x7F { runEnd += 1 }
                    if runEnd < bytes.count && bytes[runEnd] >= 0x80 { runEnd -= 1 }
                    if runEnd > runStart {
                        let first = max(x, area.minX), last = min(x + runEnd - runStart, area.maxX)
                        if first < last {
                            if end < 0 { Canvas.detachLeftHalf(at: first, rowStart: rowStart, in: cells) }
                            for column in first..<last {
                                let index = rowStart + column
                                let glyph = UInt32(bytes[runStart + column - x]) | 1 << Cell.widthShift
                                cells[index] = Cell(glyph: glyph, packedStyle: (cells[index].packedStyle & backgroundMask) | (packed & ~backgroundMask), link: link)
                            }
                            written += last - first
                            end = last
                        }
                        x += runEnd - runStart
                        scanner.offset = runEnd
                        continue
                    }
                    guard let cluster = scanner.next() else { break }
                    let clusterWidth = cluster.width
                    if clusterWidth == 0 { continue }
                    defer { x += clusterWidth }
                    if x + clusterWidth <= area.minX { continue }

                    var column = x
                    var glyph: UInt32
                    var cellWidth = clusterWidth
                    if x < area.minX || x + clusterWidth > area.maxX {
                        // A wide grapheme the clip cuts in half: its visible half is a space.
                        column = max(x, area.minX)
                        glyph = Cell.blank.glyph
                        cellWidth = 1
                    } else {
                        glyph = Cell.glyph(for: cluster, in: scanner.bytes)
                    }
                    let index = rowStart + column
                    if end < 0 {
                        Canvas.detachLeftHalf(at: column, rowStart: rowStart, in: cells)
                    }
                    let cellStyle = (cells[index].packedStyle & backgroundMask) | (packed & ~backgroundMask)
                    cells[index] = Cell(glyph: glyph, packedStyle: cellStyle, link: link)
                    if cellWidth == 2 {
                        cells[index + 1] = .continuation(packedStyle: cellStyle, link: link)
                    }
                    written += cellWidth
                    end = column + cellWidth
                }
                if end >= 0 {
                    Canvas.detachRightHalf(at: end, rowStart: rowStart, rowWidth: canvasWidth, in: cells)
                }
                return written
            }
        }
    }

    /// Before column `column` is overwritten: if it is the continuation of a wide grapheme,
    /// that grapheme loses its right half and becomes a space.
    @inline(__always)
    private static func detachLeftHalf(at column: Int, rowStart: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
        guard column > 0, cells[rowStart + column].isContinuation else { return }
        let leader = rowStart + column - 1
        cells[leader] = .space(packedStyle: cells[leader].packedStyle)
    }

    /// After the columns before `column` were overwritten: if `column` is a continuation,
    /// its wide grapheme is gone, so it becomes a space.
    @inline(__always)
    private static func detachRightHalf(at column: Int, rowStart: Int, rowWidth: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
        guard column < rowWidth, cells[rowStart + column].isContinuation else { return }
        cells[rowStart + column] = .space(packedStyle: cells[rowStart + column].packedStyle)
    }

    // MARK: - Areas

    /// Fills `rect` (clipped to the canvas) with `grapheme` in `style`, replacing both the
    /// text and the style of every cell. A wide `grapheme` is laid in pairs of columns, with
    /// a space where one column is left over.
    public mutating func fill(_ rect: Rect, with grapheme: Character = " ", style: TextStyle = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let cell = Cell(grapheme, style: style)
        let space = Cell.space(packedStyle: cell.packedStyle)
        let continuation = Cell.continuation(packedStyle: cell.packedStyle, link: cell.linkIdentifier)
        let canvasWidth = width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in area.minY..<area.maxY {
                let rowStart = y * canvasWidth
                Canvas.detachLeftHalf(at: area.minX, rowStart: rowStart, in: cells)
                if cell.width == 2 {
                    var x = area.minX
                    while x + 2 <= area.maxX {
                        cells[rowStart + x] = cell
                        cells[rowStart + x + 1] = continuation
                        x += 2
                    }
                    if x < area.maxX { cells[rowStart + x] = space }
                } else {
                    for x in area.minX..<area.maxX { cells[rowStart + x] = cell }
                }
                Canvas.detachRightHalf(at: area.maxX, rowStart: rowStart, rowWidth: canvasWidth, in: cells)
            }
        }
    }

    /// Layers `style` over the style of every cell in `rect`, keeping the text: the way to
    /// highlight a selection or dim a region after it is drawn (see
    /// `TextStyle.layered(over:)`). Links stay as they are.
    public mutating func overlay(_ style: TextStyle, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let packed = style.packed
        var replaced: UInt64 = 0
        if style.foreground != .default { replaced |= TextStyle.colorMask }
        if style.background != .default { replaced |= TextStyle.packedBackgroundMask }
        let canvasWidth = width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in area.minY..<area.maxY {
                for index in (y * canvasWidth + area.minX)..<(y * canvasWidth + area.maxX) {
                    let old = cells[index].packedStyle
                    cells[index].packedStyle = (old & ~replaced) | (packed & replaced) | (packed & ~(TextStyle.colorMask | TextStyle.packedBackgroundMask))
                }
            }
        }
    }

    /// Copies the cells of `rect` in `source`, text and style, so that the rectangle's
    /// top-left cell lands on `origin`: how content that moved (a scrolled list) is carried
    /// over without drawing it again. `source` may be this canvas. Cells outside either
    /// canvas are skipped, and a wide grapheme cut by the edges of the copy becomes a space.
    public mutating func copy(_ rect: Rect, from source: Canvas, to origin: Point) {
        let dx = origin.x - rect.minX, dy = origin.y - rect.minY
        let target = rect.intersection(source.bounds).offsetBy(dx: dx, dy: dy).intersection(bounds)
        guard !target.isEmpty else { return }
        let sourceWidth = source.width, canvasWidth = width
        let sourceCells = source.cells
        cells.withUnsafeMutableBufferPointer { cells in
            for y in target.minY..<target.maxY {
                let rowStart = y * canvasWidth
                let sourceStart = (y - dy) * sourceWidth - dx
                Canvas.detachLeftHalf(at: target.minX, rowStart: rowStart, in: cells)
                for x in target.minX..<target.maxX { cells[rowStart + x] = sourceCells[sourceStart + x] }
                let first = rowStart + target.minX, last = rowStart + target.maxX - 1
                if cells[first].isContinuation { cells[first] = .space(packedStyle: cells[first].packedStyle) }
                if cells[last].width == 2 { cells[last] = .space(packedStyle: cells[last].packedStyle) }
                Canvas.detachRightHalf(at: target.maxX, rowStart: rowStart, rowWidth: canvasWidth, in: cells)
            }
        }
    }

    /// Makes every cell a space in `style`.
    public mutating func clear(style: TextStyle = .plain) {
        let cell = Cell.space(packedStyle: style.packed)
        for index in cells.indices { cells[index] = cell }
    }

    /// Changes the size, keeping the cells that still fit at their positions; new cells are
    /// blank, and a wide grapheme cut by the new right edge becomes a space.
    public mutating func resize(width newWidth: Int, height newHeight: Int) {
        let newWidth = max(0, newWidth), newHeight = max(0, newHeight)
        guard newWidth != width || newHeight != height else { return }
        var resized = Array(repeating: Cell.blank, count: newWidth * newHeight)
        let keptWidth = min(width, newWidth)
        for y in 0..<min(height, newHeight) where keptWidth > 0 {
            let from = y * width, to = y * newWidth
            for x in 0..<keptWidth { resized[to + x] = cells[from + x] }
            let last = to + keptWidth - 1
            if resized[last].width == 2 && keptWidth == newWidth {
                resized[last] = .space(packedStyle: resized[last].packedStyle)
            }
        }
        width = newWidth
        height = newHeight
        cells = resized
    }

    /// Changes the size; see `resize(width:height:)`.
    public mutating func resize(to size: Size) {
        resize(width: size.width, height: size.height)
    }

    /// Replaces cell storage directly; for the box-drawing extension, which merges glyphs
    /// cell by cell.
    mutating func setCell(_ cell: Cell, atX x: Int, y: Int) {
        let rowStart = y * width, canvasWidth = width
        cells.withUnsafeMutableBufferPointer { cells in
            Canvas.detachLeftHalf(at: x, rowStart: rowStart, in: cells)
            cells[rowStart + x] = cell
            Canvas.detachRightHalf(at: x + 1, rowStart: rowStart, rowWidth: canvasWidth, in: cells)
        }
    }

    /// Runs `body` over the cells of row `y`, for the box-drawing extension's runs of
    /// edge cells; `body` must leave wide graphemes whole.
    mutating func withMutableRow<Result>(_ y: Int, _ body: (UnsafeMutableBufferPointer<Cell>) -> Result) -> Result {
        let rowStart = y * width, rowWidth = width
        return cells.withUnsafeMutableBufferPointer { cells in
            body(UnsafeMutableBufferPointer(rebasing: cells[rowStart..<(rowStart + rowWidth)]))
        }
    }
}
