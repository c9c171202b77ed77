import BanterCanvas

/// Where a view draws: the window's canvas, seen through the view's own coordinates and
/// clipped to the part of the view that is visible. `View.draw(in:)` receives one.
///
/// Coordinates are the view's bounds coordinates: (0, 0) is the view's top-left cell (offset
/// by its bounds origin, for scrolling views). Nothing drawn lands outside `clip`.
@MainActor
public final class DrawingContext {
    /// The canvas being drawn, in window coordinates.
    public private(set) var canvas: Canvas
    /// Where the view's bounds origin lands in the canvas.
    public private(set) var origin: Point = .zero
    /// The visible part of the view, in canvas coordinates.
    public private(set) var clipInCanvas: Rect
    /// The window's traits, for drawing light or dark.
    public let traitCollection: TraitCollection

    init(canvas: Canvas, traitCollection: TraitCollection) {
        self.canvas = canvas
        self.clipInCanvas = canvas.bounds
        self.traitCollection = traitCollection
    }

    /// The visible part of the view, in its own coordinates.
    public var clip: Rect {
        clipInCanvas.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// Runs `body` with the context moved to a view at `origin` and clipped to `clip`, both in
    /// canvas coordinates, then restores it.
    func with(origin newOrigin: Point, clip newClip: Rect, _ body: () -> Void) {
        let saved = (origin, clipInCanvas)
        origin = newOrigin
        clipInCanvas = newClip
        body()
        (origin, clipInCanvas) = saved
    }

    func replaceCanvas(_ canvas: Canvas) {
        self.canvas = canvas
        clipInCanvas = canvas.bounds
        origin = .zero
    }

    private func toCanvas(_ point: Point) -> Point { point.offsetBy(dx: origin.x, dy: origin.y) }
    private func toCanvas(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }

    /// Draws one line of text at `point` (see `Canvas.write`); returns the columns written.
    @discardableResult
    public func write(_ text: String, at point: Point, style: TextStyle = .plain) -> Int {
        canvas.write(text, at: toCanvas(point), style: style, clip: clipInCanvas)
    }

    /// Fills `rect`, replacing text and style (see `Canvas.fill`).
    public func fill(_ rect: Rect, with grapheme: Character = " ", style: TextStyle = .plain) {
        canvas.fill(toCanvas(rect).intersection(clipInCanvas), with: grapheme, style: style)
    }

    /// Layers `style` over what is drawn in `rect` (see `Canvas.overlay`).
    public func overlay(_ style: TextStyle, in rect: Rect) {
        canvas.overlay(style, in: toCanvas(rect).intersection(clipInCanvas))
    }

    /// Draws a border around `rect`, joining lines already drawn (see `Canvas.drawBox`).
    public func drawBox(_ rect: Rect, border: BorderStyle = .single, style: TextStyle = .plain) {
        canvas.drawBox(toCanvas(rect), border: border, style: style, clip: clipInCanvas)
    }

    /// Draws a horizontal rule (see `Canvas.drawHorizontalLine`).
    public func drawHorizontalLine(from start: Point, length: Int, border: BorderStyle = .single, style: TextStyle = .plain) {
        canvas.drawHorizontalLine(from: toCanvas(start), length: length, border: border, style: style, clip: clipInCanvas)
    }

    /// Draws a vertical rule (see `Canvas.drawVerticalLine`).
    public func drawVerticalLine(from start: Point, length: Int, border: BorderStyle = .single, style: TextStyle = .plain) {
        canvas.drawVerticalLine(from: toCanvas(start), length: length, border: border, style: style, clip: clipInCanvas)
    }
}
