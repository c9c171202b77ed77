/// A position on a canvas, in character cells: `x` counts columns from the left, `y` rows
/// from the top.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0 at the left edge.
    public var x: Int
    /// The row, from 0 at the top edge.
    public var y: Int

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)

    /// The cell at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The point moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    public var description: String { "(\(x), \(y))" }
}
