/// A width and height in character cells.
///
/// Negative values are allowed in arithmetic, but every rectangle with a non-positive side
/// is empty, and a canvas treats negative sizes as zero.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public static let zero = Size(width: 0, height: 0)

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether the size covers no cells.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)x\(height)" }
}
