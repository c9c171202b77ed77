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
        return anyTerm(ofLowercased: nickname.lowercased(), userId: userId, startsWith: filter)
    }

    /// Whether one of the search terms of `key` (a nickname already lowercased) and `userId`
    /// starts with `prefix` (lowercased, not empty), without making the terms: the
    /// service's walk over many users asks this of each.
    static func anyTerm(ofLowercased key: String, userId: String, startsWith prefix: String) -> Bool {
        var found = false
        forEachWordStart(of: key) { start in
            found = key[start...].hasPrefix(prefix)
            return !found
        }
        return found || userId.lowercased().hasPrefix(prefix)
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
        var tails: [String] = []
        forEachWordStart(of: text) { start in
            tails.append(String(text[start...]))
            return true
        }
        return tails
    }

    /// Calls `visit` with the start of `text` and each later word start, until it returns
    /// false. A word character is a letter, a digit or a mark (so "é" spelled with a
    /// combining accent stays one word); ASCII is decided without Unicode's tables, which
    /// a walk over many names would otherwise spend most of its time in.
    private static func forEachWordStart(of text: String, _ visit: (String.Index) -> Bool) {
        let scalars = text.unicodeScalars
        guard visit(text.startIndex) else { return }
        var previousIsWord = true
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let isWord = isWordScalar(scalars[index])
            if isWord, !previousIsWord, index != scalars.startIndex, !visit(index) { return }
            previousIsWord = isWord
            index = scalars.index(after: index)
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
