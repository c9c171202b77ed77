/// Splits message text and search keywords into the tokens the search index stores, so a
/// keyword matches a message exactly when their tokens match.
///
/// A token is a maximal run of letters, digits and spacing marks, folded by
/// `SearchCharacterFolding` (case and diacritics ignored, compatibility forms unified); each
/// CJK ideograph, kana and Hangul syllable is a token of its own, so Chinese or Japanese text
/// without spaces is still searchable character by character. Everything else separates
/// tokens. Tokens are at most `maximumTokenLength` UTF-8 bytes; the rest of a longer word is
/// dropped, the same way for texts and keywords. ASCII is handled byte by byte without
/// touching the Unicode tables.
package enum SearchTokenizer {
    /// The longest token kept, in UTF-8 bytes; longer words (URLs, hashes) are cut here.
    static let maximumTokenLength = 64

    /// Calls `body` once per token of `text`, in order, with the token's folded UTF-8 bytes.
    /// The buffer is only valid during the call.
    static func forEachToken(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumTokenLength) { scratch in
                scan(utf8, scratch: scratch.baseAddress!, body)
            }
        }
    }

    /// The tokens of `text` as byte arrays, in order, duplicates kept.
    static func tokenBytes(in text: String) -> [[UInt8]] {
        var tokens: [[UInt8]] = []
        forEachToken(in: text) { tokens.append(Array($0)) }
        return tokens
    }

    /// The tokens of `text` as strings, in order, duplicates kept; for tests and diagnostics.
    package static func tokens(in text: String) -> [String] {
        tokenBytes(in: text).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The tokenizer proper: one pass over valid UTF-8, assembling the current token in
    /// `scratch` and handing it to `body` at each word boundary.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>,
        scratch: UnsafeMutablePointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        let capacity = maximumTokenLength
        var length = 0

        func flush() {
            if length > 0 {
                body(UnsafeBufferPointer(start: scratch, count: length))
                length = 0
            }
        }
        // Appends one scalar's bytes, or nothing once the token is full, so a cut never
        // splits a scalar.
        func append(_ source: UnsafePointer<UInt8>, _ width: Int) {
            if length + width <= capacity {
                (scratch + length).update(from: source, count: width)
                length += width
            }
        }
        // Appends folded bytes, which may hold several scalars and split markers.
        func appendFolded(_ folded: UnsafeBufferPointer<UInt8>) {
            guard let start = folded.baseAddress else { return }
            var index = 0
            while index < folded.count {
                let lead = start[index]
                if lead == SearchCharacterFolding.splitByte {
                    flush()
                    index += 1
                    continue
                }
                let width = utf8Width(lead)
                append(start + index, width)
                index += width
            }
        }
        func emitAlone(_ source: UnsafePointer<UInt8>, _ width: Int) {
            flush()
            append(source, width)
            flush()
        }

        let folding = SearchCharacterFolding.shared
        var index = 0
        while index < count {
            let byte = base[index]
            if byte < 0x80 {
                let lower = byte | 0x20
                if lower &- 0x61 < 26 {
                    if length < capacity { scratch[length] = lower; length += 1 }
                } else if byte &- 0x30 < 10 {
                    if length < capacity { scratch[length] = byte; length += 1 }
                } else {
                    flush()
                }
                index += 1
                continue
            }

            let width = utf8Width(byte)
            let value = decodeScalar(base + index, width: width)
            let source = base + index
            index += width

            if value < SearchCharacterFolding.tableLimit {
                switch folding.tableKind(value) {
                case .separator: flush()
                case .word: append(source, width)
                case .mark: break
                case .foldedWord: folding.withFoldedBytes(value) { appendFolded($0) }
                case .ideograph: emitAlone(source, width)
                }
                continue
            }
            // Full-width ASCII letters and digits are common in CJK text; fold them without Foundation.
            switch value {
            case 0xFF10 ... 0xFF19:
                var ascii = UInt8(value - 0xFF10) + 0x30
                append(&ascii, 1)
                continue
            case 0xFF21 ... 0xFF3A, 0xFF41 ... 0xFF5A:
                var ascii = UInt8((value - 0xFF21) & 0x1F) + 0x61
                append(&ascii, 1)
                continue
            default:
                break
            }
            let scalar = Unicode.Scalar(value)!
            switch SearchCharacterFolding.classify(scalar) {
            case .separator:
                flush()
            case .mark:
                break
            case .word, .foldedWord:
                SearchCharacterFolding.slowFold(scalar).withUnsafeBufferPointer { appendFolded($0) }
            case .ideograph:
                if SearchCharacterFolding.ideographNeedsFolding(value) {
                    flush()
                    let folded = SearchCharacterFolding.slowFold(scalar)
                    folded.withUnsafeBufferPointer { foldedBytes in
                        // Each scalar of the folded form is an ideograph token of its own.
                        var position = 0
                        while position < foldedBytes.count {
                            let lead = foldedBytes[position]
                            if lead == SearchCharacterFolding.splitByte { position += 1; continue }
                            let foldedWidth = utf8Width(lead)
                            emitAlone(foldedBytes.baseAddress! + position, foldedWidth)
                            position += foldedWidth
                        }
                    }
                } else {
                    emitAlone(source, width)
                }
            }
        }
        flush()
    }

    /// The length of the UTF-8 sequence that starts with `lead`.
    @inline(__always)
    private static func utf8Width(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// Decodes the scalar of a well-formed UTF-8 sequence of `width` bytes.
    @inline(__always)
    private static func decodeScalar(_ bytes: UnsafePointer<UInt8>, width: Int) -> UInt32 {
        switch width {
        case 2:
            return UInt32(bytes[0] & 0x1F) << 6 | UInt32(bytes[1] & 0x3F)
        case 3:
            return UInt32(bytes[0] & 0x0F) << 12 | UInt32(bytes[1] & 0x3F) << 6 | UInt32(bytes[2] & 0x3F)
        default:
            return UInt32(bytes[0] & 0x07) << 18 | UInt32(bytes[1] & 0x3F) << 12
                | UInt32(bytes[2] & 0x3F) << 6 | UInt32(bytes[3] & 0x3F)
        }
    }
}
