/// How a user list's name filter finds people (`UserListQuery.nicknameStartsWithFilter`,
/// `MemberListQuery.Filter.nicknameStartsWith`, and the kit's pickers narrowing what they
/// show): ignoring case, the typed text starts the nickname, one of its words, or the user
/// id. So "ros" and "luca r" both find "Luca Rossi", and "luca.r" finds the id
/// `luca.rossi`. A word starts at a letter or digit that follows anything else.
///
/// Pure and thread-safe. The service indexes the same `searchTerms`, so a filter over many
/// users stays a binary search.
public enum NicknameFilter {
    /// Whether `filter` ("" matches everyone) starts the nickname, a word of it, or the id.
    public static func matches(nickname: String, userId: String, filter: String) -> Bool {
        let filter = filter.lowercased()
        guard !filter.isEmpty else { return true }
        return searchTerms(nickname: nickname, userId: userId).contains { $0.hasPrefix(filter) }
    }

    /// The lowercased texts a filter may start: the nickname from each word start (the whole
    /// nickname first), then the user id. No duplicates.
    public static func searchTerms(nickname: String, userId: String) -> [String] {
        var terms = wordTails(of: nickname.lowercased())
        let id = userId.lowercased()
        if !terms.contains(id) { terms.append(id) }
        return terms
    }

    /// `text` from its start and from each later word start.
    static func wordTails(of text: String) -> [String] {
        var tails = [text]
        var previousIsWord = true
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let isWord = character.isLetter || character.isNumber
            if isWord, !previousIsWord, index != text.startIndex { tails.append(String(text[index...])) }
            previousIsWord = isWord
            index = text.index(after: index)
        }
        return tails
    }
}
