/// The simulated service's Open Graph data: a small fixed table of sites, so previews are
/// deterministic; any other address has none. Keys are addresses without a trailing `/`,
/// compared case-insensitively in the scheme and host.
enum LinkPreviewTable {
    static let entries: [String: OGMetaData] = {
        let rows: [(String, String, String, String)] = [
            ("https://www.swift.org", "Swift.org", "Swift is a general-purpose programming language that's approachable for newcomers and powerful for experts.", "Swift.org"),
            ("https://swift.org/blog", "Blog - Swift.org", "News and updates from the Swift project.", "Swift.org"),
            ("https://github.com", "GitHub: Let's build from here", "GitHub is where over 100 million developers shape the future of software, together.", "GitHub"),
            ("https://en.wikipedia.org/wiki/Emoji", "Emoji - Wikipedia", "An emoji is a pictogram, logogram, ideogram, or smiley embedded in text and used in electronic messages and web pages.", "Wikipedia"),
            ("https://example.com", "Example Domain", "This domain is for use in illustrative examples in documents.", "Example"),
            ("https://www.example.jp/news", "新しいリリースのお知らせ 🎉", "本日、新しいバージョンを公開しました。詳しくはリリースノートをご覧ください。", "Example ニュース"),
            ("https://matrix.org", "Matrix.org", "An open network for secure, decentralised communication.", "Matrix.org"),
        ]
        var table: [String: OGMetaData] = [:]
        for (url, title, desc, site) in rows { table[url.lowercased()] = OGMetaData(title: title, url: url, desc: desc, siteName: site) }
        return table
    }()

    /// The table's data for `link`, if it has any.
    static func preview(for link: String) -> OGMetaData? {
        var key = link.lowercased()
        while key.hasSuffix("/") { key.removeLast() }
        return entries[key]
    }
}
