/// Box-drawing characters described by their *arms*: which of the four directions a
/// character's lines reach, and how heavy each line is. Describing glyphs this way is what
/// lets lines join where they meet: the arms of what is already in a cell and of what is
/// drawn over it are merged, and the character with the merged arms is drawn.
enum BoxGlyphs {
    static let up: UInt8 = 0, right: UInt8 = 2, down: UInt8 = 4, left: UInt8 = 6

    /// Arms of one weight in the given directions.
    static func arms(_ weight: UInt8, _ directions: UInt8...) -> UInt8 {
        directions.reduce(0) { $0 | weight << $1 }
    }

    /// The arms of a cell's grapheme, or 0 when it is not a joining box character.
    static func arms(of cell: Cell) -> UInt8 {
        guard cell.width == 1, cell.glyph & Cell.internedBit == 0 else { return 0 }
        let scalar = cell.glyph & Cell.valueMask
        switch scalar {
        case 0x2500...0x257F: return armsTable[Int(scalar - 0x2500)]
        case 0x2D: return arms(1, right, left)       // -
        case 0x7C: return arms(1, up, down)          // |
        case 0x2B: return arms(1, up, right, down, left) // +
        default: return 0
        }
    }

    /// The first character in U+2500–U+257F for each set of arms, indexed by the arms
    /// (0 where none has them): a table rather than a dictionary, as every border cell
    /// drawn looks one up.
    static let characterForArms: [UInt32] = {
        var result = [UInt32](repeating: 0, count: 256)
        for (offset, arms) in armsTable.enumerated() where arms != 0 && result[Int(arms)] == 0 {
            result[Int(arms)] = 0x2500 + UInt32(offset)
        }
        return result
    }()

    private static func tableCharacter(_ arms: UInt8) -> UInt32? {
        let character = characterForArms[Int(arms)]
        return character == 0 ? nil : character
    }

    /// The character that draws `arms` in `border`'s style, or `nil` when Unicode has no
    /// such character (mixes of double and heavy lines, for one).
    static func character(for arms: UInt8, border: BorderStyle) -> UInt32? {
        switch border {
        case .ascii:
            let vertical = arms & (3 << up | 3 << down) != 0
            let horizontal = arms & (3 << left | 3 << right) != 0
            if vertical && horizontal { return 0x2B }
            return vertical ? 0x7C : horizontal ? 0x2D : nil
        case .rounded:
            switch arms {
            case 1 << down | 1 << right: return 0x256D  // ╭
            case 1 << down | 1 << left: return 0x256E   // ╮
            case 1 << up | 1 << left: return 0x256F     // ╯
            case 1 << up | 1 << right: return 0x2570    // ╰
            default: return tableCharacter(arms)
            }
        case .single, .double, .heavy:
            return tableCharacter(arms)
        }
    }

    /// The character for `new` arms drawn over a cell whose character has `old` arms.
    ///
    /// New arms win where both have one; old arms stay where only they have one. When no
    /// character has that mix of weights, the old arms are redrawn at the new weight, and
    /// failing that the new character is drawn alone.
    static func join(_ new: UInt8, over old: UInt8, border: BorderStyle) -> UInt32? {
        // Most border cells land on blank cells: nothing to merge.
        if old == 0 { return character(for: new, border: border) }
        var merged = new
        for shift in [up, right, down, left] where (new >> shift) & 3 == 0 {
            merged |= old & (3 << shift)
        }
        if merged == new { return character(for: new, border: border) }
        if let joined = character(for: merged, border: border) { return joined }
        var reweighted = new
        for shift in [up, right, down, left] where (new >> shift) & 3 == 0 && (old >> shift) & 3 != 0 {
            reweighted |= border.armWeight << shift
        }
        return character(for: reweighted, border: border) ?? character(for: new, border: border)
    }
}
