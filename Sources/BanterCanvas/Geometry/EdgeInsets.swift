/// Distances inward from each edge of a rectangle, in cells; used for padding, margins and
/// the inside of a border. Negative insets grow the rectangle.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows taken from the top.
    public var top: Int
    /// Columns taken from the left.
    public var leading: Int
    /// Rows taken from the bottom.
    public var bottom: Int
    /// Columns taken from the right.
    public var trailing: Int

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Insets for each edge; the ones left out are zero.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all inset: Int) {
        self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
    }

    /// `horizontal` on the leading and trailing edges, `vertical` on the top and bottom.
    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// Leading plus trailing.
    public var horizontal: Int { leading + trailing }

    /// Top plus bottom.
    public var vertical: Int { top + bottom }

    public var description: String { "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}
