/// Collects the content of one bracketed paste, from after `ESC [ 200 ~` up to the
/// `ESC [ 201 ~` that ends it, however the bytes are split across reads. `InputDecoder`
/// hands it every byte while a paste is open.
struct PasteCollector {
    /// Part of the paste, ready to deliver.
    struct Chunk {
        /// The content, decoded from UTF-8 (invalid bytes become U+FFFD) with line endings
        /// made `\n`.
        var text: String
        /// How many input bytes the chunk stands for, the paste's markers included.
        var byteCount: Int
    }

    /// What one `feed` call did.
    struct FeedResult {
        /// The index of the first byte not consumed (the end of the buffer unless the paste ended).
        var next: Int
        /// True when the end marker was found; the last chunk is then in `chunks`.
        var ended: Bool
        /// Chunks to deliver, in order: pieces split off at the size limit, then the final one.
        var chunks: [Chunk]
    }

    private static let endMarker: [UInt8] = Array("\u{1B}[201~".utf8)

    private let limit: Int
    private var content: [UInt8] = []
    /// How many bytes of `endMarker` ended the input so far: held apart from `content`
    /// until the next byte shows whether they are the marker or text.
    private var markerPrefixLength = 0
    /// Input bytes consumed and not yet delivered in a chunk, markers included.
    private(set) var heldByteCount: Int

    /// A collector that has consumed the `startLength`-byte start marker and delivers
    /// content in chunks of at most `limit` bytes.
    init(limit: Int, startLength: Int) {
        self.limit = limit
        heldByteCount = startLength
    }

    /// Consumes bytes from `start` until the end marker or the end of `bytes`.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> FeedResult {
        let end = bytes.count
        var chunks: [Chunk] = []
        var index = start
        let marker = Self.endMarker
        while index < end {
            if markerPrefixLength == 0 {
                var escape = index
                while escape < end && bytes[escape] != 0x1B { escape += 1 }
                append(UnsafeBufferPointer(rebasing: bytes[index..<escape]), isNewInput: true, into: &chunks)
                index = escape
                guard index < end else { break }
            }
            while markerPrefixLength < marker.count && index < end && bytes[index] == marker[markerPrefixLength] {
                markerPrefixLength += 1
                heldByteCount += 1
                index += 1
            }
            if markerPrefixLength == marker.count {
                markerPrefixLength = 0
                chunks.append(Chunk(text: Self.text(content[...]), byteCount: heldByteCount))
                content = []
                heldByteCount = 0
                return FeedResult(next: index, ended: true, chunks: chunks)
            }
            if index < end {
                // The held bytes were not the marker after all: they are text. None of them
                // but the first is an ESC, so no other marker can start inside them.
                let prefixLength = markerPrefixLength
                markerPrefixLength = 0
                marker.withUnsafeBufferPointer {
                    append(UnsafeBufferPointer(rebasing: $0[..<prefixLength]), isNewInput: false, into: &chunks)
                }
            }
        }
        return FeedResult(next: end, ended: false, chunks: chunks)
    }

    /// Adds text bytes, splitting a chunk off whenever `limit` bytes have gathered.
    /// `isNewInput` is false for held marker bytes that turned out to be text, which
    /// `heldByteCount` has already counted.
    private mutating func append(_ text: UnsafeBufferPointer<UInt8>, isNewInput: Bool, into chunks: inout [Chunk]) {
        var index = 0
        while index < text.count {
            let taken = min(text.count - index, limit - content.count)
            content.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<index + taken]))
            index += taken
            // Counted as taken, so a chunk split off here stands for exactly its bytes.
            if isNewInput { heldByteCount += taken }
            if content.count >= limit { splitChunk(into: &chunks) }
        }
    }

    /// Delivers the full buffer's content up to a point that splits neither a UTF-8 scalar
    /// nor a CR LF pair, so the pieces decode and normalise exactly as the whole would.
    /// The split depends only on the content, never on how reads divided it.
    private mutating func splitChunk(into chunks: inout [Chunk]) {
        var cut = content.count
        var lead = cut - 1
        while lead > 0 && lead > cut - 4 && content[lead] & 0xC0 == 0x80 { lead -= 1 }
        if content[lead] >= 0xC0 && lead + Self.scalarLength(lead: content[lead]) > cut { cut = lead }
        if cut > 1 && content[cut - 1] == 0x0D { cut -= 1 }
        if cut == 0 { cut = content.count }
        let tail = Array(content[cut...])
        let byteCount = heldByteCount - tail.count - markerPrefixLength
        chunks.append(Chunk(text: Self.text(content[..<cut]), byteCount: byteCount))
        heldByteCount -= byteCount
        content = tail
        content.reserveCapacity(limit)
    }

    private static func scalarLength(lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// Decodes paste content. Terminals send the Return in pasted text as CR, so CR LF and
    /// lone CR become LF: a paste is data for the app, not keys, and apps want `\n`.
    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(0x0D) else { return String(decoding: bytes, as: UTF8.self) }
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A && previous == 0x0D {
                // Already written as LF.
            } else {
                normalized.append(byte == 0x0D ? 0x0A : byte)
            }
            previous = byte
        }
        return String(decoding: normalized, as: UTF8.self)
    }
}
