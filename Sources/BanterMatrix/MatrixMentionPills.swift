/// The HTML body (`formatted_body`, `org.matrix.custom.html`) that makes other Matrix
/// clients draw Banter's mentions as pills: each `@Name` of a mentioned user becomes a
/// `matrix.to` link to their id, the rest of the text HTML-escaped, line breaks as `<br>`.
/// Kept apart from any other formatting so a Markdown renderer can run its own pass on the
/// text around the pills. Pure; safe anywhere.
enum MatrixMentionPills {
    /// `text` with the mentions of `people` (id and the name written after `@`) as pills;
    /// nil when none of them is written in the text (the plain body says it all).
    static func formattedBody(text: String, people: [(userId: String, name: String)]) -> String? {
        let names = people.filter { !$0.name.isEmpty }.map { (userId: $0.userId, name: Array("@" + $0.name)) }
            .sorted { $0.name.count > $1.name.count }
        guard !names.isEmpty else { return nil }
        let characters = Array(text)
        var html = ""
        var found = false
        var index = 0
        while index < characters.count {
            let atWordStart = index == 0 || !isNameCharacter(characters[index - 1])
            if characters[index] == "@", atWordStart, let match = names.first(where: { matches(characters, at: index, $0.name) }) {
                let name = String(match.name.dropFirst())
                html += "<a href=\"https://matrix.to/#/" + escape(match.userId) + "\">" + escape(name) + "</a>"
                index += match.name.count
                found = true
                continue
            }
            html += characters[index] == "\n" ? "<br>" : escape(String(characters[index]))
            index += 1
        }
        return found ? html : nil
    }

    /// `text` safe inside HTML: `&`, `<`, `>` and quotes escaped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
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
