import BanterCanvas
import BanterViews

extension HeadlessScreen {
    /// The cell where `text` first shows on a freshly rendered screen: rows top to bottom,
    /// each left to right, the first cell of the first match; `nil` when it is not shown.
    /// The text must sit on one row; wide characters count as one character each, however
    /// many cells they take. Overlays count: an alert's text is found where it is drawn, and
    /// so is text dimmed beneath it.
    public func location(of text: String) -> Point? {
        let wanted = Array(text)
        guard !wanted.isEmpty else { return nil }
        let canvas = frame.canvas
        for y in 0..<canvas.height {
            // Each grapheme with the column it starts at; continuation cells have none.
            let row: [(x: Int, grapheme: Character)] = (0..<canvas.width).compactMap { x in
                canvas[x, y].grapheme.map { (x, $0) }
            }
            guard row.count >= wanted.count else { continue }
            for start in 0...(row.count - wanted.count)
            where wanted.indices.allSatisfy({ row[start + $0].grapheme == wanted[$0] }) {
                return Point(x: row[start].x, y: y)
            }
        }
        return nil
    }

    /// The style of the cell at `point` (window coordinates) on a freshly rendered screen:
    /// colours and attributes as the terminal would get them, overlays (a dimmed backdrop)
    /// included.
    /// - Throws: `pointOutsideScreen` when `point` is not on the screen.
    public func style(at point: Point) throws(HeadlessScreenError) -> TextStyle {
        let canvas = frame.canvas
        guard canvas.bounds.contains(point) else { throw .pointOutsideScreen(point, canvas.size) }
        return canvas[point].style
    }

    /// The style of the first cell of the first place `text` is shown (see `location(of:)`);
    /// to check a run that changes style, ask `style(at:)` for each cell.
    /// - Throws: `textNotShown` when no row shows `text`.
    public func style(of text: String) throws(HeadlessScreenError) -> TextStyle {
        guard let point = location(of: text) else { throw .textNotShown(text) }
        return try style(at: point)
    }
}
