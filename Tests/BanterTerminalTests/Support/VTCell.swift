import BanterCanvas

/// One cell of a `VTScreen`: what the terminal holds at one position.
///
/// Mirrors the public face of `BanterCanvas.Cell` (grapheme, width, style) so that a screen
/// can be compared with a canvas cell by cell.
struct VTCell: Equatable, Sendable, CustomStringConvertible {
    /// The grapheme shown here; `nil` for the continuation half of a wide grapheme.
    var grapheme: Character?
    /// 1 or 2 columns; 0 for a continuation.
    var width: Int
    /// The colours and attributes the cell was written (or erased) with.
    var style: TextStyle

    init(grapheme: Character?, width: Int, style: TextStyle) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// The cell's public contents.
    init(_ cell: Cell) {
        self.init(grapheme: cell.grapheme, width: cell.width, style: cell.style)
    }

    /// A space in the plain style: what a new screen holds.
    static let blank = VTCell(grapheme: " ", width: 1, style: .plain)

    /// A space in `style`: what an erase leaves.
    static func blank(_ style: TextStyle) -> VTCell {
        VTCell(grapheme: " ", width: 1, style: style)
    }

    /// The right half of a wide grapheme written in `style`.
    static func continuation(_ style: TextStyle) -> VTCell {
        VTCell(grapheme: nil, width: 0, style: style)
    }

    /// Whether this is the right half of a wide grapheme.
    var isContinuation: Bool { width == 0 }

    /// `"a" w1 fg=red bold`, or `continuation` for the right half of a wide grapheme.
    var description: String {
        guard let grapheme else { return "continuation (\(style))" }
        return "\(String(reflecting: String(grapheme))) w\(width) \(style)"
    }
}
