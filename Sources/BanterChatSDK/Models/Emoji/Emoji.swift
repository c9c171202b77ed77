/// One emoji a reaction can use: its key (what a reaction stores and a message shows, here
/// the emoji itself, as Matrix annotations carry it) and the name a search matches.
/// A value, safe to pass between threads.
public struct Emoji: Equatable, Hashable, Sendable {
    /// The reaction key, e.g. "👍".
    public let key: String
    /// Lower-case words a search matches, e.g. "thumbs up".
    public let name: String

    public init(key: String, name: String) {
        self.key = key
        self.name = name
    }

    /// Whether every word of `query` starts a word of the name, or appears in the key
    /// (so "thu up" finds "thumbs up", and pasting "👍" finds it). An empty query matches.
    public func matches(_ query: String) -> Bool {
        let words = query.lowercased().split(whereSeparator: { $0 == " " })
        guard !words.isEmpty else { return true }
        let own = name.split(separator: " ")
        return words.allSatisfy { word in key == word || own.contains { $0.hasPrefix(word) } }
    }
}
