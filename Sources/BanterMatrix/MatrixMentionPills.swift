import BanterCanvas

/// Where Banter's mentions are written in a message's text, so that its HTML body
/// (`formatted_body`, `org.matrix.custom.html`) makes other Matrix clients draw them as
/// pills: each `@Name` of a mentioned user becomes a `matrix.to` link to their id, composed
/// with the message's Markdown by `MatrixFormattedBody`. Pure; safe anywhere.
enum MatrixMentionPills {
    /// The `@Name` of each of `people` (id and the name written after `@`) written in
    /// `text` at the start of a word and ending one; where two names fit, the longer wins.
    static func mentions(in text: String, people: [(userId: String, name: String)]) -> [MarkdownMention] {
        let names = people.filter { !$0.name.isEmpty }.map { (userId: $0.userId, name: Array("@" + $0.name)) }
            .sorted { $0.name.count > $1.name.count }
        guard !names.isEmpty else { return [] }
        let characters = Array(text)
        var found: [MarkdownMention] = []
        var index = 0
        while index < characters.count {
            let atWordStart = index == 0 || !isNameCharacter(characters[index - 1])
            if characters[index] == "@", atWordStart, let match = names.first(where: { matches(characters, at: index, $0.name) }) {
                found.append(MarkdownMention(range: index..<(index + match.name.count), userId: match.userId))
                index += match.name.count
                continue
            }
            index += 1
        }
        return found
    }

    /// `text` as HTML with the mentions of `people` as pills and its Markdown formatted; nil
    /// when none of them is written in the text and it formats nothing (the body says it all).
    static func formattedBody(text: String, people: [(userId: String, name: String)]) -> String? {
        MatrixFormattedBody.html(fromMarkdown: text, mentions: mentions(in: text, people: people))
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Whether `name` is written at `start` and ends a word there.
    private static func matches(_ characters: [Character], at start: Int, _ name: [Character]) -> Bool {
        let end = start + name.count
        guard end <= characters.count, Array(characters[start..<end]) == name else { return false }
        return end == characters.count || !isNameCharacter(characters[end])
    }
}
