import BanterCanvas
import Foundation

/// A search result's text cut to one line around what matched, with the matched words
/// marked: the person sees why the message was found. Pure: the same text, keyword and
/// width give the same runs.
///
/// The keyword's words match case- and accent-insensitively, anywhere in the text (CJK has
/// no spaces to look for), the last also as a prefix; the service's own matching is by
/// words, so what it found always contains them.
public struct SearchSnippet: Equatable, Sendable {
    /// The line's pieces in order; `isMatch` marks the matched words.
    public struct Run: Equatable, Sendable {
        public var text: String
        public var isMatch: Bool
    }

    /// The runs, at most `width` columns together.
    public let runs: [Run]

    /// `text` (line breaks read as spaces) cut to `width` columns around the first match,
    /// with `…` where it was cut, and every match of `keyword`'s words marked.
    public init(text: String, keyword: String, width: Int) {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        let words = keyword.split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.isEmpty }
        var ranges: [Range<String.Index>] = []
        for word in words {
            var start = flat.startIndex
            while start < flat.endIndex,
                  let found = flat.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], range: start..<flat.endIndex) {
                ranges.append(found)
                start = found.upperBound
            }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        let width = max(1, width)
        // Start a little before the first match, so it shows with some of what leads to it.
        var start = flat.startIndex
        if let first = ranges.first, TextWidth.of(String(flat[..<first.upperBound])) > width {
            let lead = max(0, min(width / 3, width - TextWidth.of(String(flat[first]))) - 1)
            var index = first.lowerBound
            var used = 0
            while index > flat.startIndex {
                let previous = flat.index(before: index)
                let next = TextWidth.of(flat[previous])
                if used + next > lead { break }
                used += next
                index = previous
            }
            start = index
        }
        var runs: [Run] = []
        var room = width
        if start > flat.startIndex {
            runs.append(Run(text: "…", isMatch: false))
            room -= 1
        }
        var index = start
        var current = ""
        var currentIsMatch = false
        while index < flat.endIndex, room > 0 {
            let isMatch = ranges.contains { $0.contains(index) }
            let character = flat[index]
            let cost = TextWidth.of(character)
            let next = flat.index(after: index)
            // Leave a column for `…` when more follows.
            if cost > room || (next < flat.endIndex && cost == room) {
                if !current.isEmpty { runs.append(Run(text: current, isMatch: currentIsMatch)) }
                current = ""
                runs.append(Run(text: "…", isMatch: false))
                room = 0
                break
            }
            if isMatch != currentIsMatch, !current.isEmpty {
                runs.append(Run(text: current, isMatch: currentIsMatch))
                current = ""
            }
            currentIsMatch = isMatch
            current.append(character)
            room -= cost
            index = next
        }
        if !current.isEmpty { runs.append(Run(text: current, isMatch: currentIsMatch)) }
        self.runs = runs
    }

    /// The line as plain text.
    public var text: String { runs.map(\.text).joined() }
}
