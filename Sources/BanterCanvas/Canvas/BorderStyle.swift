/// The line style of a box or a rule drawn on a canvas.
public enum BorderStyle: Hashable, Sendable, CaseIterable {
    /// `┌─┐ │ └─┘`
    case single
    /// `╭─╮ │ ╰─╯`: single lines with arc corners.
    case rounded
    /// `╔═╗ ║ ╚═╝`
    case double
    /// `┏━┓ ┃ ┗━┛`
    case heavy
    /// `+-+ | +-+`: for terminals and fonts without box-drawing characters.
    case ascii

    /// The weight of each arm the style draws (see `BoxGlyphs`).
    var armWeight: UInt8 {
        switch self {
        case .single, .rounded, .ascii: return 1
        case .heavy: return 2
        case .double: return 3
        }
    }
}
