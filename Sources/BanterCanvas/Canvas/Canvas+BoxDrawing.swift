extension Canvas {
    /// Draws the border of `rect` in `border`'s style; the inside is left as it is.
    ///
    /// Lines join what is already drawn: a box drawn against another shares its edge
    /// (`┬`, `├`, `┼` where they meet), and a rule drawn across a box ends in tees. A box one
    /// column wide is a vertical rule, one row high a horizontal rule. Like `write`, a
    /// `.default` background keeps each cell's background.
    public mutating func drawBox(_ rect: Rect, border: BorderStyle = .single, style: TextStyle = .plain, clip: Rect? = nil) {
        guard !rect.isEmpty else { return }
        if rect.width == 1 || rect.height == 1 {
            if rect.height == 1 {
                drawHorizontalLine(from: rect.origin, length: rect.width, border: border, style: style, clip: clip)
            } else {
                drawVerticalLine(from: rect.origin, length: rect.height, border: border, style: style, clip: clip)
            }
            return
        }
        let w = border.armWeight
        let (up, right, down, left) = (BoxGlyphs.up, BoxGlyphs.right, BoxGlyphs.down, BoxGlyphs.left)
        let area = (clip ?? bounds).intersection(bounds)
        let packed = style.packed
        // Where the border has no background of its own, the cell's background shows through.
        let mask = style.background == .default ? TextStyle.packedBackgroundMask : 0
        let (x0, x1, y0, y1) = (rect.minX, rect.maxX - 1, rect.minY, rect.maxY - 1)
        placeJoin(BoxGlyphs.arms(w, down, right), atX: x0, y: y0, border: border, packedStyle: packed, backgroundMask: mask, area: area)
        placeJoin(BoxGlyphs.arms(w, down, left), atX: x1, y: y0, border: border, packedStyle: packed, backgroundMask: mask, area: area)
        placeJoin(BoxGlyphs.arms(w, up, right), atX: x0, y: y1, border: border, packedStyle: packed, backgroundMask: mask, area: area)
        placeJoin(BoxGlyphs.arms(w, up, left), atX: x1, y: y1, border: border, packedStyle: packed, backgroundMask: mask, area: area)
        // The edges repeat one glyph; work each out once, not once per cell.
        let horizontal = BoxGlyphs.arms(w, left, right), vertical = BoxGlyphs.arms(w, up, down)
        for y in [y0, y1] {
            placeJoinRun(horizontal, y: y, from: x0 + 1, to: x1, border: border, packedStyle: packed, backgroundMask: mask, area: area)
        }
        for y in stride(from: max(y0 + 1, area.minY), to: min(y1, area.maxY), by: 1) {
            placeJoin(vertical, atX: x0, y: y, border: border, packedStyle: packed, backgroundMask: mask, area: area)
            placeJoin(vertical, atX: x1, y: y, border: border, packedStyle: packed, backgroundMask: mask, area: area)
        }
    }

    /// Draws a horizontal rule of `length` cells starting at `start`. Where an end lands on
    /// a line already drawn, it joins it as a tee instead of crossing it.
    public mutating func drawHorizontalLine(from start: Point, length: Int, border: BorderStyle = .single, style: TextStyle = .plain, clip: Rect? = nil) {
        drawLine(from: start, length: length, horizontal: true, border: border, style: style, clip: clip)
    }

    /// Draws a vertical rule of `length` cells starting at `start`. Where an end lands on a
    /// line already drawn, it joins it as a tee instead of crossing it.
    public mutating func drawVerticalLine(from start: Point, length: Int, border: BorderStyle = .single, style: TextStyle = .plain, clip: Rect? = nil) {
        drawLine(from: start, length: length, horizontal: false, border: border, style: style, clip: clip)
    }

    private mutating func drawLine(from start: Point, length: Int, horizontal: Bool, border: BorderStyle, style: TextStyle, clip: Rect?) {
        guard length > 0 else { return }
        let w = border.armWeight
        let (before, after) = horizontal ? (BoxGlyphs.left, BoxGlyphs.right) : (BoxGlyphs.up, BoxGlyphs.down)
        let full = BoxGlyphs.arms(w, before, after)
        let (startArms, endArms) = (BoxGlyphs.arms(w, after), BoxGlyphs.arms(w, before))
        let area = (clip ?? bounds).intersection(bounds)
        let packed = style.packed
        // Where the border has no background of its own, the cell's background shows through.
        let mask = style.background == .default ? TextStyle.packedBackgroundMask : 0
        for step in 0..<length {
            let x = horizontal ? start.x + step : start.x
            let y = horizontal ? start.y : start.y + step
            var arms = full
            // An end that meets another line points only inward, making a tee.
            if length > 1 && BoxGlyphs.arms(of: self[x, y]) != 0 {
                if step == 0 { arms = startArms }
                if step == length - 1 { arms = endArms }
            }
            placeJoin(arms, atX: x, y: y, border: border, packedStyle: packed, backgroundMask: mask, area: area)
        }
    }

    /// `placeJoin` for the columns `start..<end` of row `y`: one pass over the row, the glyph
    /// worked out once for the cells that hold no line and no wide grapheme (nearly all of
    /// them); from the first cell that does, cell by cell.
    private mutating func placeJoinRun(_ arms: UInt8, y: Int, from start: Int, to end: Int, border: BorderStyle,
                                       packedStyle: UInt64, backgroundMask: UInt64, area: Rect) {
        guard y >= area.minY, y < area.maxY else { return }
        let lower = max(start, area.minX), upper = min(end, area.maxX)
        guard lower < upper else { return }
        var stoppedAt = upper
        if let scalar = BoxGlyphs.character(for: arms, border: border) {
            let glyph = scalar | 1 << Cell.widthShift
            stoppedAt = withMutableRow(y) { row in
                for x in lower..<upper {
                    let old = row[x]
                    guard old.width == 1, BoxGlyphs.arms(of: old) == 0 else { return x }
                    row[x] = Cell(glyph: glyph, packedStyle: (old.packedStyle & backgroundMask) | (packedStyle & ~backgroundMask))
                }
                return upper
            }
        } else {
            stoppedAt = lower
        }
        for x in stoppedAt..<upper {
            placeJoin(arms, atX: x, y: y, border: border, packedStyle: packedStyle, backgroundMask: backgroundMask, area: area)
        }
    }

    /// Draws the character for `arms` joined with whatever box character is in the cell.
    private mutating func placeJoin(_ arms: UInt8, atX x: Int, y: Int, border: BorderStyle, packedStyle: UInt64, backgroundMask: UInt64, area: Rect) {
        guard area.contains(Point(x: x, y: y)) else { return }
        let old = self[x, y]
        guard let scalar = BoxGlyphs.join(arms, over: BoxGlyphs.arms(of: old), border: border) else { return }
        let cellStyle = (old.packedStyle & backgroundMask) | (packedStyle & ~backgroundMask)
        setCell(Cell(glyph: scalar | 1 << Cell.widthShift, packedStyle: cellStyle), atX: x, y: y)
    }
}
