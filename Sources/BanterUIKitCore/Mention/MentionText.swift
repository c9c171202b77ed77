import BanterCanvas
import BanterChatSDK
import BanterViews

/// The rules that find mentions in text, shared by the message input (its tokens) and the
/// message bubbles (the ranges drawn in the mention style), and that write the reference
/// SDK's mention template. Pure functions on the main actor, as `User` is.
///
/// A mention is the trigger followed by a person's nickname, standing alone: the trigger
/// starts the text or follows a character that is not a letter or digit, and the name ends
/// the text or is followed by one that is not, so `@Bob,` mentions Bob and `@Bobby` or
/// `mail@Bob` do not. Where two names fit (`@Ann` and `@Ann Lee`), the longer wins.
@MainActor
public enum MentionText {
    /// The mentions of `users` in `text` (a received message and its `mentionedUsers`), in
    /// order: what a bubble draws in the mention style. Names are matched as written, with
    /// the trigger or without it (as other Matrix clients write their pills in plain text).
    public static func ranges(in text: String, mentionedUsers users: [User], trigger: Character = "@") -> [MentionRange] {
        guard !users.isEmpty else { return [] }
        let characters = Array(text)
        let names = users.map { (name: Array(MentionIndex.displayName(of: $0)), user: $0) }
            .filter { !$0.name.isEmpty }
            .sorted { $0.name.count > $1.name.count }
        var found: [MentionRange] = []
        var index = 0
        while index < characters.count {
            guard startsMention(characters, at: index) else {
                index += 1
                continue
            }
            // Other Matrix clients write a mention (a pill) as the bare name.
            let start = characters[index] == trigger ? index + 1 : index
            let match = names.first { endsMention(characters, at: start + $0.name.count) && matches(characters, at: start, $0.name) }
            if let match {
                let end = start + match.name.count
                found.append(MentionRange(range: index..<end, user: match.user))
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The mention tokens of an input's text: after each trigger that starts a mention, a
    /// name from `picked` (the people chosen from the suggestion list, matched as written)
    /// or, failing that, a full nickname from `index` (case and accents ignored), longest
    /// first. At most `limit` different people are mentioned; later mentions of others stay
    /// plain text.
    public static func tokens(in characters: [Character], picked: [User], index: MentionIndex?, trigger: Character, limit: Int) -> [MentionRange] {
        guard limit > 0, characters.contains(trigger) else { return [] }
        let pickedNames = picked.map { (name: Array(MentionIndex.displayName(of: $0)), user: $0) }
            .filter { !$0.name.isEmpty }
            .sorted { $0.name.count > $1.name.count }
        var found: [MentionRange] = []
        var people = Set<String>()
        var position = 0
        while position < characters.count {
            guard characters[position] == trigger, startsMention(characters, at: position) else {
                position += 1
                continue
            }
            let start = position + 1
            var match: (end: Int, user: User)?
            if let named = pickedNames.first(where: { endsMention(characters, at: start + $0.name.count) && matches(characters, at: start, $0.name) }) {
                match = (start + named.name.count, named.user)
            } else if let index {
                var end = min(characters.count, start + index.longestName)
                while end > start {
                    if endsMention(characters, at: end), !characters[end - 1].isWhitespace,
                       let user = index.user(named: String(characters[start..<end])) {
                        match = (end, user)
                        break
                    }
                    end -= 1
                }
            }
            guard let match, people.contains(match.user.userId) || people.count < limit else {
                position += 1
                continue
            }
            people.insert(match.user.userId)
            found.append(MentionRange(range: position..<match.end, user: match.user))
            position = match.end
        }
        return found
    }

    /// The reference SDK's `mentionedMessageTemplate`: the text with each token replaced by
    /// `@{userId}`, so a client can draw the names as they are now.
    public static func template(for characters: [Character], tokens: [MentionRange]) -> String {
        var result = ""
        var position = 0
        for token in tokens.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where token.range.lowerBound >= position {
            result += String(characters[position..<token.range.lowerBound])
            result += "@{" + token.user.userId + "}"
            position = token.range.upperBound
        }
        result += String(characters[min(position, characters.count)...])
        return result
    }

    /// Whether a trigger at `index` can start a mention: it starts the text or follows a
    /// character that is not a letter or digit.
    public static func startsMention(_ characters: [Character], at index: Int) -> Bool {
        index == 0 || !isNameCharacter(characters[index - 1])
    }

    /// Whether a name can end at `index`: the text ends there or a character that is not a
    /// letter or digit follows.
    public static func endsMention(_ characters: [Character], at index: Int) -> Bool {
        index <= characters.count && (index == characters.count || !isNameCharacter(characters[index]))
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func matches(_ characters: [Character], at start: Int, _ name: [Character]) -> Bool {
        guard start + name.count <= characters.count else { return false }
        for offset in 0..<name.count where characters[start + offset] != name[offset] { return false }
        return true
    }
}

extension MentionText {
    /// `line` (one line of a message's body, in styled runs) with each mention of
    /// `mentionedUsers` drawn in `mention` layered over its run, or in
    /// `mentionedCurrentUser` when it names `currentUserId`. The one step a bubble takes to
    /// show mentions, whatever produced its runs (plain wrapping or formatted text); a
    /// mention that wrapping split over two lines stays plain.
    public static func styling(_ line: StyledText, mentionedUsers: [User], currentUserId: String?,
                               mention: TextStyle, mentionedCurrentUser: TextStyle, trigger: Character = "@") -> StyledText {
        guard !mentionedUsers.isEmpty else { return line }
        var characters: [Character] = []
        var styles: [TextStyle] = []
        for run in line.runs {
            for character in run.text {
                characters.append(character)
                styles.append(run.style)
            }
        }
        let found = ranges(in: String(characters), mentionedUsers: mentionedUsers, trigger: trigger)
        guard !found.isEmpty, String(characters).count == characters.count else { return line }
        for token in found {
            let style = token.user.userId == currentUserId ? mentionedCurrentUser : mention
            for index in token.range { styles[index] = style.layered(over: styles[index]) }
        }
        var result = StyledText()
        var start = 0
        for index in 1...characters.count where index == characters.count || styles[index] != styles[start] {
            result.runs.append(StyledText.Run(String(characters[start..<index]), style: styles[start]))
            start = index
        }
        return result
    }
}
