/// A terminal colour for a cell's foreground or background.
///
/// - `.default` is the terminal's own foreground or background. When a style is layered over
///   another (`TextStyle.layered(over:)`), `.default` means "no opinion" and the colour below
///   shows through.
/// - `.ansi(n)` is one of the 16 system colours (0–7 normal, 8–15 bright); every terminal
///   with colour has them, and users' terminal themes recolour them. Values above 15 are
///   read as `.palette(n)`.
/// - `.palette(n)` is an entry of the xterm 256-colour palette: 0–15 the system colours,
///   16–231 a 6x6x6 colour cube, 232–255 a grey ramp.
/// - `.rgb(r, g, b)` is a 24-bit colour.
///
/// Terminals that cannot show a colour get the nearest one they can
/// (`downsampled(to:)`).
public enum Color: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's own colour.
    case `default`
    /// A system colour, 0–15.
    case ansi(UInt8)
    /// An entry of the 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    // The 16 system colours by name; terminal themes decide what they look like.

    /// System colour 0.
    public static let black = Color.ansi(0)
    /// System colour 1.
    public static let red = Color.ansi(1)
    /// System colour 2.
    public static let green = Color.ansi(2)
    /// System colour 3.
    public static let yellow = Color.ansi(3)
    /// System colour 4.
    public static let blue = Color.ansi(4)
    /// System colour 5.
    public static let magenta = Color.ansi(5)
    /// System colour 6.
    public static let cyan = Color.ansi(6)
    /// System colour 7.
    public static let white = Color.ansi(7)
    /// System colour 8.
    public static let brightBlack = Color.ansi(8)
    /// System colour 9.
    public static let brightRed = Color.ansi(9)
    /// System colour 10.
    public static let brightGreen = Color.ansi(10)
    /// System colour 11.
    public static let brightYellow = Color.ansi(11)
    /// System colour 12.
    public static let brightBlue = Color.ansi(12)
    /// System colour 13.
    public static let brightMagenta = Color.ansi(13)
    /// System colour 14.
    public static let brightCyan = Color.ansi(14)
    /// System colour 15.
    public static let brightWhite = Color.ansi(15)

    /// The colour with out-of-range `.ansi` values rewritten as the `.palette` entry they
    /// denote, so equal colours compare equal.
    public var normalized: Color {
        if case .ansi(let n) = self, n > 15 { return .palette(n) }
        return self
    }

    /// The colour's red, green and blue components, as xterm shows them by default, or
    /// `nil` for `.default`. Terminal themes may show the system colours differently.
    public var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch normalized {
        case .default:
            return nil
        case .ansi(let n):
            return Color.systemRGB[Int(n)]
        case .palette(let n):
            return Color.paletteRGB(n)
        case .rgb(let r, let g, let b):
            return (r, g, b)
        }
    }

    /// The nearest colour a terminal of `depth` can show.
    ///
    /// - True colour keeps every colour.
    /// - 256 colours keep `.ansi` and `.palette`; `.rgb` becomes the nearest entry of the
    ///   colour cube or the grey ramp (16–255), the way xterm and tmux pick it.
    /// - 16 colours keep `.ansi` and `.palette(0...15)`; any other colour becomes the
    ///   nearest system colour, by a perceptually weighted RGB distance. A 256-palette
    ///   entry is matched through its RGB value, so RGB, 256 and 16 always agree.
    /// - Monochrome (`NO_COLOR`, `TERM=dumb`) turns every colour into `.default`.
    public func downsampled(to depth: ColorDepth) -> Color {
        let color = normalized
        switch depth {
        case .trueColor:
            return color
        case .palette256:
            if case .rgb(let r, let g, let b) = color { return .palette(Color.nearestPaletteIndex(r, g, b)) }
            return color
        case .ansi16:
            switch color {
            case .default, .ansi:
                return color
            case .palette(let n) where n < 16:
                return .ansi(n)
            case .palette, .rgb:
                let (r, g, b) = color.rgbComponents!
                return .ansi(Color.nearestSystemIndex(r, g, b))
            }
        case .monochrome:
            return .default
        }
    }

    public var description: String {
        switch normalized {
        case .default:
            return "default"
        case .ansi(let n):
            return Color.systemNames[Int(n)]
        case .palette(let n):
            return "palette(\(n))"
        case .rgb(let r, let g, let b):
            return "#" + [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }
}

// MARK: - Tables and nearest-colour search

extension Color {
    static let systemNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "brightBlack", "brightRed", "brightGreen", "brightYellow",
        "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
    ]

    /// xterm's default RGB values for the 16 system colours.
    static let systemRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six intensities of each axis of the 6x6x6 colour cube.
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    static func paletteRGB(_ n: UInt8) -> (UInt8, UInt8, UInt8) {
        switch n {
        case 0..<16:
            return systemRGB[Int(n)]
        case 16..<232:
            let i = Int(n) - 16
            return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(n) - 232))
            return (grey, grey, grey)
        }
    }

    /// A perceptual distance ("redmean"): cheap, and far better than plain RGB distance at
    /// telling which of two candidates a person would call closer.
    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let rMean = (Int(a.0) + Int(b.0)) / 2
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return (((512 + rMean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - rMean) * db * db) >> 8)
    }

    /// The cube entry or grey-ramp entry nearest to an RGB colour.
    static func nearestPaletteIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func cubeIndex(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        let ci = (cubeIndex(r), cubeIndex(g), cubeIndex(b))
        let cube = (cubeLevels[ci.0], cubeLevels[ci.1], cubeLevels[ci.2])
        let cubeEntry = UInt8(16 + 36 * ci.0 + 6 * ci.1 + ci.2)
        if cube == (r, g, b) { return cubeEntry }

        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyValue = UInt8(8 + 10 * greyIndex)
        let grey = (greyValue, greyValue, greyValue)
        return distance(grey, (r, g, b)) < distance(cube, (r, g, b)) ? UInt8(232 + greyIndex) : cubeEntry
    }

    /// The system colour (0–15) nearest to an RGB colour.
    static func nearestSystemIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in systemRGB.enumerated() {
            let d = distance(candidate, (r, g, b))
            if d < bestDistance { best = index; bestDistance = d }
        }
        return UInt8(best)
    }
}

// MARK: - Packing into cells

extension Color {
    /// 26 bits: a 2-bit kind (0 default, 1 ansi, 2 palette, 3 rgb) above a 24-bit value.
    var packed: UInt64 {
        switch normalized {
        case .default: return 0
        case .ansi(let n): return 1 << 24 | UInt64(n)
        case .palette(let n): return 2 << 24 | UInt64(n)
        case .rgb(let r, let g, let b): return 3 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }

    init(packed: UInt64) {
        let value = packed & 0xFF_FFFF
        switch (packed >> 24) & 3 {
        case 1: self = .ansi(UInt8(value & 0xFF))
        case 2: self = .palette(UInt8(value & 0xFF))
        case 3: self = .rgb(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        default: self = .default
        }
    }
}
