/// A link's Open Graph data (the reference SDK's `ogMetaData`): what a preview card under a
/// message shows for the first http(s) address in its text. The service attaches it a
/// moment after the message is stored (the message is updated), or never, when the page
/// has none, cannot be reached, or takes too long. A value, safe to pass between threads.
public struct OGMetaData: Codable, Equatable, Hashable, Sendable {
    /// The page's title (`og:title`).
    public let title: String?
    /// The address the data describes (`og:url`, else the one in the message).
    public let url: String
    /// The page's description (`og:description`).
    public let desc: String?
    /// The site's name (`og:site_name`).
    public let siteName: String?

    public init(title: String?, url: String, desc: String?, siteName: String?) {
        self.title = title
        self.url = url
        self.desc = desc
        self.siteName = siteName
    }

    /// Whether there is anything to show besides the address.
    public var hasContent: Bool {
        [title, desc, siteName].contains { !($0 ?? "").isEmpty }
    }

    /// The first http(s) address in `text`, ending at white space or a closing bracket or
    /// quote, trailing punctuation left out; nil when there is none.
    public static func firstLink(in text: String) -> String? {
        // Every stored message is asked and most have no link: a byte scan for "://" spares
        // them the split into words, which was most of the cost of sending.
        guard containsSchemeSeparator(text) else { return nil }
        let words = text.split(whereSeparator: { $0.isWhitespace || "<>\"'()[]".contains($0) })
        guard let word = words.first(where: { $0.lowercased().hasPrefix("https://") || $0.lowercased().hasPrefix("http://") }) else { return nil }
        var link = String(word)
        while let last = link.last, ".,;:!?".contains(last) { link.removeLast() }
        return link.count > 8 ? link : nil
    }

    private static func containsSchemeSeparator(_ text: String) -> Bool {
        var matched = 0
        for byte in text.utf8 {
            switch (matched, byte) {
            case (_, UInt8(ascii: ":")): matched = 1
            case (1, UInt8(ascii: "/")): matched = 2
            case (2, UInt8(ascii: "/")): return true
            default: matched = 0
            }
        }
        return false
    }
}
