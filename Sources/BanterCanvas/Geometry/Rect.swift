/// A rectangle of character cells: `origin` is its top-left cell, and it covers the columns
/// `minX..<maxX` and the rows `minY..<maxY`.
///
/// A rectangle with a zero or negative side is empty: it contains no point, intersects
/// nothing, and a union ignores it.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The columns and rows covered.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// A rectangle of `size` cells whose top-left cell is `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle whose top-left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with `size`.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// The leftmost column.
    public var minX: Int { origin.x }
    /// The top row.
    public var minY: Int { origin.y }
    /// The first column past the right edge.
    public var maxX: Int { origin.x + size.width }
    /// The first row past the bottom edge.
    public var maxY: Int { origin.y + size.height }
    /// Columns covered.
    public var width: Int { size.width }
    /// Rows covered.
    public var height: Int { size.height }

    /// Whether the rectangle covers no cells.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether the cell at `point` lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether every cell of `other` lies inside this rectangle. An empty `other` is
    /// contained by any non-empty rectangle.
    public func contains(_ other: Rect) -> Bool {
        if isEmpty { return false }
        if other.isEmpty { return true }
        return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The cells both rectangles cover, or `.zero` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), x1 = min(maxX, other.maxX)
        let y0 = max(minY, other.minY), y1 = min(maxY, other.maxY)
        guard x0 < x1, y0 < y1 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The smallest rectangle covering both. Empty rectangles are ignored.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other.isEmpty ? .zero : other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle shrunk by `insets` (grown, for negative insets). Sides never go below
    /// zero, so a rectangle inset past its size is empty, not inverted.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading,
             y: minY + insets.top,
             width: max(0, width - insets.horizontal),
             height: max(0, height - insets.vertical))
    }

    /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows on the top
    /// and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        inset(by: EdgeInsets(horizontal: dx, vertical: dy))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    public var description: String { "(\(minX), \(minY), \(width)x\(height))" }
}
