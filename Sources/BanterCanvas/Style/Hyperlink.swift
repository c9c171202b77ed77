/// Where a run of text links to: a URL a terminal can make clickable (OSC 8).
///
/// A hyperlink is a number in a process-wide table, so a cell carries it in four bytes and
/// two cells compare without touching strings. Only `http`, `https` and `mailto` URLs of
/// at most `maximumLength` bytes become hyperlinks, and their bytes are made safe on the
/// way in: every byte outside printable ASCII (controls, ESC, BEL, space, anything
/// non-ASCII) is percent-encoded, so what a terminal encoder writes between `ESC ] 8 ; ;`
/// and the terminator can never end the sequence early or start another. The table only
/// grows and holds at most `HyperlinkTable.capacity` URLs; past that, text is drawn without
/// a link. Safe from any thread.
public struct Hyperlink: Hashable, Sendable {
    /// The longest URL, in bytes after encoding, that becomes a hyperlink; terminals cap
    /// OSC 8 URIs too (several at 2083 bytes), and a longer one is more likely a trap.
    public static let maximumLength = 2048

    /// The table number; never 0, which cells use for "no link".
    public let identifier: UInt32

    /// A hyperlink to `url`, or `nil` when the URL is not one a terminal should be handed
    /// (another scheme, too long, empty) or the table is full.
    public init?(_ url: String) {
        guard let bytes = Hyperlink.sanitized(url),
              let identifier = HyperlinkTable.shared.identifier(for: bytes) else { return nil }
        self.identifier = identifier
    }

    /// The hyperlink a cell's link number stands for; `nil` for 0.
    init?(identifier: UInt32) {
        guard identifier != 0 else { return nil }
        self.identifier = identifier
    }

    /// The URL as the terminal gets it: printable ASCII only.
    public var url: String { String(decoding: HyperlinkTable.shared.bytes(identifier), as: UTF8.self) }

    /// The sanitised bytes of the URL, for an encoder.
    public var bytes: [UInt8] { HyperlinkTable.shared.bytes(identifier) }

    /// `url`'s bytes with everything outside `!`…`~` percent-encoded, or `nil` when the
    /// scheme is not allowed or the result is empty or too long.
    static func sanitized(_ url: String) -> [UInt8]? {
        let lowered = url.prefix(8).lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") else { return nil }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            if byte > 0x20 && byte < 0x7F {
                bytes.append(byte)
            } else {
                bytes.append(0x25)  // %
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
            if bytes.count > maximumLength { return nil }
        }
        return bytes
    }
}
