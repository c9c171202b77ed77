/// A width and height in character cells.
///
/// Negative values are allowed in arithmetic, but every rectangle with a non-positive side
/// is empty, and a canvas treats negative sizes as zero.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// No cells at all.
    public static let zero = Size(width: 0, height: 0)

    /// A size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether the size covers no cells.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)x\(height)" }
}
