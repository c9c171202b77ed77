import BanterCanvas

/// Text made of runs, each drawn in its own style: what `Label.attributedText` shows.
///
/// Runs are only a way to attach styles; the text is their concatenation, segmented into
/// grapheme clusters as one string. A cluster that spans two runs (a combining mark starting
/// the second run) takes the style of the run its first scalar is in.
///
/// ```swift
/// label.attributedText = StyledText("Alice", style: TextStyle(attributes: .bold))
///     + StyledText(" is typing…", style: TextStyle(foreground: .brightBlack))
/// ```
public struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A piece of text in one style.
    public struct Run: Hashable, Sendable {
        /// The run's text.
        public var text: String
        /// How it is drawn; `.default` colours let the owner's base style show through.
        public var style: TextStyle

        /// A run of `text` in `style`.
        public init(_ text: String, style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, in reading order.
    public var runs: [Run]

    /// Empty text.
    public init() {
        runs = []
    }

    /// One run of `text` in `style`.
    public init(_ text: String, style: TextStyle = .plain) {
        runs = [Run(text, style: style)]
    }

    /// Text made of `runs`.
    public init(runs: [Run]) {
        self.runs = runs
    }

    /// Text made of `(text, style)` pairs, in order.
    public init(_ runs: [(String, TextStyle)]) {
        self.runs = runs.map { Run($0.0, style: $0.1) }
    }

    /// One plain run.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text without styles.
    public var string: String {
        runs.map(\.text).joined()
    }

    /// The plain text, so that string interpolation and debugging show what is drawn.
    public var description: String { string }

    /// Whether there is no text at all.
    public var isEmpty: Bool {
        runs.allSatisfy(\.text.isEmpty)
    }

    /// Adds a run at the end.
    public mutating func append(_ text: String, style: TextStyle = .plain) {
        runs.append(Run(text, style: style))
    }

    /// `lhs`'s runs followed by `rhs`'s.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        StyledText(runs: lhs.runs + rhs.runs)
    }

    /// Each grapheme cluster of the whole text with its run's style layered over `base`.
    /// Segmenting the joined string (rather than each run) keeps clusters that straddle a
    /// run boundary whole, so measuring and drawing agree with the plain text.
    func styledCharacters(over base: TextStyle) -> [StyledCharacter] {
        // Offsets are in UTF-8 bytes: they fall exactly where scalar offsets would, and
        // counting them costs nothing.
        var boundaries: [(end: Int, style: TextStyle)] = []
        var byteEnd = 0
        for run in runs where !run.text.isEmpty {
            byteEnd += run.text.utf8.count
            boundaries.append((byteEnd, run.style.layered(over: base)))
        }
        var result: [StyledCharacter] = []
        result.reserveCapacity(byteEnd)
        var byteOffset = 0
        var runIndex = 0
        for character in string {
            while runIndex < boundaries.count - 1 && byteOffset >= boundaries[runIndex].end { runIndex += 1 }
            result.append(StyledCharacter(character, style: boundaries[runIndex].style))
            byteOffset += character.utf8.count
        }
        return result
    }
}

/// One grapheme cluster, its style and its display width, the unit styled layout works in.
struct StyledCharacter: Hashable {
    var character: Character
    var style: TextStyle
    var width: Int

    init(_ character: Character, style: TextStyle) {
        self.character = character
        self.style = style
        self.width = TextWidth.of(character)
    }
}
