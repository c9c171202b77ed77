import BanterCanvas
import BanterViews

extension HeadlessScreen {
    /// Clicks `view` where a person would: at the centre of the part of it on screen, or,
    /// when something covers the centre, at the first cell (top row first, then left to
    /// right) where a click reaches the view or a view inside it. The click goes through the
    /// window like a real one (press and release), so overrides of `handleMouse` run.
    /// - Throws: `viewNotInWindow` when the view is not on this screen, `viewNotClickable`
    ///   when no cell of the screen sends a click to it.
    public func click(on view: View) throws(HeadlessScreenError) {
        click(at: try clickablePoint(of: view))
    }

    /// Clicks the first place `text` is shown: the first cell of its first occurrence
    /// (rows top to bottom, each left to right; see `location(of:)`). What a click there
    /// reaches, it reaches: a menu shown over the text takes it, as it would from a person.
    /// - Throws: `textNotShown` when no row shows `text`.
    public func click(onText text: String) throws(HeadlessScreenError) {
        guard let point = location(of: text) else { throw .textNotShown(text) }
        click(at: point)
    }

    /// Where a click on `view` lands, in window coordinates: its centre if a click there
    /// reaches it, else the first such cell in reading order.
    func clickablePoint(of view: View) throws(HeadlessScreenError) -> Point {
        guard view.window === window else { throw .viewNotInWindow }
        window.layoutIfNeeded()
        let shown = view.convert(view.bounds, to: nil).intersection(window.bounds)
        guard !shown.isEmpty else { throw .viewNotClickable }
        func reaches(_ point: Point) -> Bool {
            guard let hit = window.hitView(at: point) else { return false }
            return hit === view || hit.isDescendant(of: view)
        }
        let centre = Point(x: shown.minX + shown.width / 2, y: shown.minY + shown.height / 2)
        if reaches(centre) { return centre }
        for y in shown.minY..<shown.maxY {
            for x in shown.minX..<shown.maxX where reaches(Point(x: x, y: y)) {
                return Point(x: x, y: y)
            }
        }
        throw .viewNotClickable
    }
}
