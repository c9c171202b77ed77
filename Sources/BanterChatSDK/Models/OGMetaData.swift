/// A link's Open Graph data (the reference SDK's `ogMetaData`): what a preview card under a
/// message shows for the first http(s) address in its text. The service attaches it a
/// moment after the message is stored (the message is updated), or never, when the page
/// has none, cannot be reached, or takes too long. A value, safe to pass between threads.
public struct OGMetaData: Codable, Equatable, Hashable, Sendable {
    /// The page's title (`og:title`).
    public var title: String? { storage.title }
    /// The address the data describes (`og:url`, else the one in the message).
    public var url: String { storage.url }
    /// The page's description (`og:description`).
    public var desc: String? { storage.desc }
    /// The site's name (`og:site_name`).
    public var siteName: String? { storage.siteName }

    /// The four texts, behind one reference: every message carries room for a preview and
    /// is copied on each step from the service to the screen, and most have none, so the
    /// optional costs one word, not four strings.
    private let storage: Storage

    private final class Storage: Sendable {
        let title: String?
        let url: String
        let desc: String?
        let siteName: String?

        init(title: String?, url: String, desc: String?, siteName: String?) {
            self.title = title
            self.url = url
            self.desc = desc
            self.siteName = siteName
        }
    }

    private enum CodingKeys: String, CodingKey { case title, url, desc, siteName }

    public init(title: String?, url: String, desc: String?, siteName: String?) {
        storage = Storage(title: title, url: url, desc: desc, siteName: siteName)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(title: try container.decodeIfPresent(String.self, forKey: .title),
                  url: try container.decode(String.self, forKey: .url),
                  desc: try container.decodeIfPresent(String.self, forKey: .desc),
                  siteName: try container.decodeIfPresent(String.self, forKey: .siteName))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(url, forKey: .url)
        try container.encodeIfPresent(desc, forKey: .desc)
        try container.encodeIfPresent(siteName, forKey: .siteName)
    }

    public static func == (lhs: OGMetaData, rhs: OGMetaData) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.title, lhs.url, lhs.desc, lhs.siteName) == (rhs.title, rhs.url, rhs.desc, rhs.siteName)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(url)
        hasher.combine(desc)
        hasher.combine(siteName)
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
        text.utf8.withContiguousStorageIfAvailable(containsSchemeSeparator) ?? containsSchemeSeparator(Array(text.utf8))
    }

    private static func containsSchemeSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == UInt8(ascii: ":") {
            if bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") { return true }
        }
        return false
    }

    private static func containsSchemeSeparator(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(containsSchemeSeparator)
    }
}
