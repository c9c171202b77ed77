import Foundation

/// The per-scalar rules of the search tokenizer: which scalars belong to words, which are
/// diacritics to drop, which stand alone as CJK tokens, and what each word scalar folds to.
///
/// Folding is NFKD (so "é", "ﬁ" and "Ｈ" become "e", "fi" and "h"), then Unicode
/// lowercasing, then removal of nonspacing and enclosing marks, with final sigma read as
/// sigma. Folding scalar by scalar gives the same tokens as folding the whole word, because
/// the only context-dependent steps (mark reordering, final sigma) are erased by the last one.
/// Scalars below U+3000, where nearly all cased and accented letters live, are looked up in a
/// table built once with Foundation; the rest are classified on the fly.
struct SearchCharacterFolding: Sendable {
    /// What the tokenizer does with one scalar.
    enum Kind: UInt8, Sendable {
        /// Ends the current word and is not part of any token.
        case separator
        /// Part of a word, kept as it is.
        case word
        /// A diacritic: dropped, without ending the word it sits in.
        case mark
        /// Part of a word, replaced by `folded(_:)`.
        case foldedWord
        /// A CJK ideograph, kana or Hangul syllable: a token of its own.
        case ideograph
    }

    /// The table, built on first use (about 12,000 Foundation normalisations, once per process).
    static let shared = SearchCharacterFolding()

    /// Scalars below this value are answered from the table.
    static let tableLimit: UInt32 = 0x3000

    /// In a folded byte sequence, this byte stands for a separator produced by folding
    /// (as in "½" → "1⁄2"); it never occurs inside a token.
    static let splitByte: UInt8 = 0

    private let kinds: [Kind]
    private let foldStarts: [UInt32]
    private let foldBytes: [UInt8]

    private init() {
        var kinds = [Kind](repeating: .separator, count: Int(Self.tableLimit))
        var foldStarts = [UInt32](repeating: 0, count: Int(Self.tableLimit) + 1)
        var foldBytes: [UInt8] = []
        for value in 0 ..< Self.tableLimit {
            foldStarts[Int(value)] = UInt32(foldBytes.count)
            guard let scalar = Unicode.Scalar(value) else { continue }
            let kind = Self.classify(scalar)
            kinds[Int(value)] = kind
            guard kind == .word else { continue }
            let folded = Self.slowFold(scalar)
            if !folded.elementsEqual(scalar.utf8) {
                kinds[Int(value)] = .foldedWord
                foldBytes.append(contentsOf: folded)
            }
        }
        foldStarts[Int(Self.tableLimit)] = UInt32(foldBytes.count)
        self.kinds = kinds
        self.foldStarts = foldStarts
        self.foldBytes = foldBytes
    }

    /// The kind of a scalar below `tableLimit`, from the table; the caller checks the bound.
    @inline(__always)
    func tableKind(_ value: UInt32) -> Kind {
        kinds[Int(value)]
    }

    /// Calls `body` with the folded bytes of a `.foldedWord` scalar below `tableLimit`.
    @inline(__always)
    func withFoldedBytes<R>(_ value: UInt32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = Int(foldStarts[Int(value)])
        let end = Int(foldStarts[Int(value) + 1])
        return foldBytes.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[start ..< end]))
        }
    }

    /// The kind of any scalar, without the table: CJK ranges first, then the general category.
    static func classify(_ scalar: Unicode.Scalar) -> Kind {
        if isIdeograph(scalar.value) { return .ideograph }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .spacingMark:
            return .word
        case .nonspacingMark, .enclosingMark:
            return .mark
        default:
            return .separator
        }
    }

    /// Whether a scalar is one of the characters that stand alone as tokens, because the
    /// scripts that use them do not put spaces between words: CJK ideographs (with the
    /// iteration and numeral signs), hiragana, katakana (full and half width) and Hangul syllables.
    static func isIdeograph(_ value: UInt32) -> Bool {
        switch value {
        case 0x3005 ... 0x3007, 0x3021 ... 0x3029, 0x3038 ... 0x303B,
             0x3041 ... 0x3096, 0x309D ... 0x309F,
             0x30A1 ... 0x30FA, 0x30FC ... 0x30FF, 0x31F0 ... 0x31FF,
             0x3400 ... 0x4DBF, 0x4E00 ... 0x9FFF, 0xF900 ... 0xFAFF,
             0xAC00 ... 0xD7A3, 0xFF66 ... 0xFF9D,
             0x20000 ... 0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Whether an ideograph has a compatibility form (compatibility ideographs, half-width
    /// katakana) and must be folded before it becomes a token.
    static func ideographNeedsFolding(_ value: UInt32) -> Bool {
        (0xF900 ... 0xFAFF).contains(value) || (0xFF66 ... 0xFF9D).contains(value)
            || (0x2F800 ... 0x2FA1F).contains(value)
    }

    /// Folds one scalar with Foundation: NFKD, lowercase, marks removed, final sigma as sigma;
    /// scalars of the result that are not word characters become `splitByte`.
    static func slowFold(_ scalar: Unicode.Scalar) -> [UInt8] {
        let folded = String(Character(scalar)).decomposedStringWithCompatibilityMapping.lowercased()
        var bytes: [UInt8] = []
        for var part in folded.unicodeScalars {
            switch classify(part) {
            case .mark:
                continue
            case .word, .foldedWord, .ideograph:
                if part == "\u{3C2}" { part = "\u{3C3}" }
                bytes.append(contentsOf: part.utf8)
            case .separator:
                bytes.append(splitByte)
            }
        }
        return bytes
    }
}
