import BanterCanvas

/// Deterministic chat-like text: the inputs every case measures.
///
/// Mixed text is 80% ASCII, 15% CJK and 5% emoji counted in characters (grapheme
/// clusters), the blend of a busy international chat. The mix is kept exact by always
/// adding to the kind furthest below its share, while the words themselves are drawn at
/// random; a third of the emoji are clusters of several scalars (skin tones, flags, ZWJ
/// families, VS16), which take the slow path of every width and drawing routine.
struct SampleText {
    private var random: SplitMix64
    private var asciiCharacters = 0
    private var cjkCharacters = 0
    private var emojiCharacters = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let words = [
        "the", "a", "to", "and", "you", "it", "is", "that", "we", "for", "on", "in", "me",
        "ok", "yes", "no", "lol", "hey", "hi", "thanks", "sure", "maybe", "later", "today",
        "tomorrow", "meeting", "deploy", "build", "release", "branch", "review", "merge",
        "coffee", "lunch", "weekend", "ticket", "issue", "bug", "fixed", "broken", "again",
        "looks", "good", "great", "awesome", "please", "check", "send", "link", "call",
        "video", "screen", "share", "update", "status", "server", "client", "terminal",
        "message", "channel", "thread", "reply", "everyone", "anyone", "something",
    ]

    static let punctuation = [",", ".", "?", "!", "...", ":"]

    static let cjkWords = [
        "日本語", "中文", "한국어", "你好", "世界", "東京", "漢字", "ありがとう", "カタカナ",
        "서울", "谢谢", "今日", "明日", "会議", "안녕하세요", "没问题", "大丈夫", "了解",
    ]

    static let emoji = [
        "😀", "🎉", "🚀", "🔥", "🙂", "😂", "👀", "💯", "🤔",
        "👍🏽", "🇯🇵", "👨‍👩‍👧", "❤️", "👋🏻", "🏳️‍🌈", "🇺🇸", "1️⃣", "🧑🏾‍💻",
    ]

    /// Filler for the columns left when no word fits at the end of a row.
    private static let filler = String(repeating: "lorem ipsum dolor sit amet ", count: 10)

    // MARK: - Tokens

    /// An ASCII word, sometimes capitalised or followed by punctuation, and a space.
    mutating func asciiToken() -> String {
        var word = random.element(of: Self.words)
        if random.chance(1, in: 8) { word = word.prefix(1).uppercased() + word.dropFirst() }
        if random.chance(1, in: 7) { word += random.element(of: Self.punctuation) }
        return word + " "
    }

    /// The next token of mixed text, of whichever kind is furthest below its share, and a
    /// space.
    mutating func mixedToken() -> String {
        let total = Double(asciiCharacters + cjkCharacters + emojiCharacters)
        let asciiDeficit = 0.80 * total - Double(asciiCharacters)
        let cjkDeficit = 0.15 * total - Double(cjkCharacters)
        let emojiDeficit = 0.05 * total - Double(emojiCharacters)
        let token: String
        if emojiDeficit > asciiDeficit && emojiDeficit >= cjkDeficit {
            token = random.element(of: Self.emoji)
            emojiCharacters += 1
        } else if cjkDeficit > asciiDeficit {
            token = random.element(of: Self.cjkWords)
            cjkCharacters += token.count
        } else {
            let word = asciiToken()
            asciiCharacters += word.count - 1
            token = String(word.dropLast())
        }
        asciiCharacters += 1  // the space
        return token + " "
    }

    // MARK: - Texts

    /// Printable ASCII chat text of exactly `bytes` bytes.
    mutating func asciiText(bytes: Int) -> String {
        var text = ""
        text.reserveCapacity(bytes + 32)
        while text.utf8.count < bytes { text += asciiToken() }
        return String(decoding: text.utf8.prefix(bytes), as: UTF8.self)
    }

    /// Mixed text of at least `bytes` bytes, ending at a token boundary.
    mutating func mixedText(bytes: Int) -> String {
        var text = ""
        text.reserveCapacity(bytes + 64)
        while text.utf8.count < bytes { text += mixedToken() }
        return text
    }

    /// Mixed text exactly `columns` columns wide: a full row of a canvas.
    mutating func mixedRow(columns: Int) -> String {
        var row = ""
        var width = 0
        while width < columns {
            let token = mixedToken()
            let tokenWidth = TextWidth.of(token)
            if width + tokenWidth <= columns {
                row += token
                width += tokenWidth
            } else {
                row += Self.filler.prefix(columns - width)
                width = columns
            }
        }
        return row
    }

    /// A chat message of `averageCharacters` characters give or take a tenth, mostly ASCII
    /// words; one message in ten has some CJK and one in ten some emoji, as real chat does.
    mutating func message(averageCharacters: Int) -> String {
        let spread = averageCharacters / 10
        let characters = random.number(in: (averageCharacters - spread)...(averageCharacters + spread))
        let flavour = random.index(below: 10)
        var text = ""
        var count = 0
        while count < characters {
            let token: String
            if flavour == 0 && random.chance(1, in: 5) {
                token = random.element(of: Self.cjkWords) + " "
            } else if flavour == 1 && random.chance(1, in: 6) {
                token = random.element(of: Self.emoji) + " "
            } else {
                token = asciiToken()
            }
            text += token
            count += token.count
        }
        return String(text.dropLast())
    }
}
