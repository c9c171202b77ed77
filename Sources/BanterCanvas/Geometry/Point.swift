/// A position on a canvas, in character cells: `x` counts columns from the left, `y` rows
/// from the top.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public static let zero = Point(x: 0, y: 0)

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
