import BanterCanvas
import Testing
@testable import BanterTerminal

/// The encoder's bytes, applied by a VT screen model to what the terminal showed, must give
/// exactly the next canvas: text, widths and styles, with no wrap and nothing the model
/// does not understand. Thousands of random frame pairs, with wide and composite graphemes,
/// joining graphemes, styles, scrolls, resizes and carets.
@Suite("Frame encoder on a VT screen")
struct FrameEncoderScreenTests {
    static let samples = [
        "a", "hello", "x y", "日本", "한국", "😀", "👍🏽", "👨‍👩‍👧", "🇯🇵", "e\u{301}", "──", "１２",
        "ｶﾞ", "…", "🇺", "🇸", "\u{E33}", "\u{600}", "\u{1100}", "가", "❤️", "1️⃣", "ok!",
    ]

    static let styles = [
        TextStyle.plain,
        TextStyle(foreground: .red),
        TextStyle(background: .blue),
        TextStyle(foreground: .brightCyan, attributes: [.bold, .underline]),
        TextStyle(foreground: .rgb(250, 128, 0), background: .palette(236)),
        TextStyle(attributes: .reverse),
        TextStyle(foreground: .palette(40), attributes: [.dim, .italic]),
        TextStyle(background: .rgb(20, 20, 30), attributes: [.bold, .dim, .strikethrough]),
    ]

    static func scribble(on canvas: inout Canvas, count: Int, using random: inout SplitMix) {
        for _ in 0..<count {
            let style = styles.randomElement(using: &random)!
            let point = Point(x: Int.random(in: -2...canvas.width, using: &random), y: Int.random(in: 0..<max(1, canvas.height), using: &random))
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                let rect = Rect(x: Int.random(in: 0..<max(1, canvas.width), using: &random), y: point.y,
                                width: Int.random(in: 1...6, using: &random), height: Int.random(in: 1...3, using: &random))
                canvas.fill(rect, with: ["·", " ", "口"].randomElement(using: &random)!, style: style)
            case 1:
                canvas.drawBox(Rect(origin: point, size: Size(width: Int.random(in: 2...8, using: &random), height: Int.random(in: 2...4, using: &random))),
                               border: BorderStyle.allCases.randomElement(using: &random)!, style: style)
            default:
                let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in samples.randomElement(using: &random)! }.joined()
                canvas.write(text, at: point, style: style)
            }
        }
    }

    /// Feeds `bytes` to `screen` and checks it now shows `canvas`.
    static func check(_ screen: inout VTScreen, _ bytes: [UInt8], shows canvas: Canvas, caret: Point?, context: String) {
        screen.feed(bytes)
        #expect(screen.errors.isEmpty, "\(context): \(screen.errors.prefix(3)) in \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        #expect(screen.wrapCount == 0, "\(context): the terminal wrapped")
        if let difference = screen.difference(from: canvas) {
            Issue.record("\(context): \(difference)\nbytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        if let caret {
            #expect(screen.cursorVisible && screen.cursor.x == caret.x && screen.cursor.y == caret.y, "\(context): caret")
        } else {
            #expect(!screen.cursorVisible, "\(context): cursor should be hidden")
        }
    }

    @Test(arguments: 0..<24)
    func randomFramesReachTheScreenExactly(seed: Int) {
        var random = SplitMix(seed: UInt64(seed))
        for sequence in 0..<40 {
            var size = Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...10, using: &random))
            var encoder = FrameEncoder(colorDepth: .trueColor)
            var previous = Canvas(size: size)
            Self.scribble(on: &previous, count: Int.random(in: 0...12, using: &random), using: &random)
            var screen = VTScreen(width: size.width, height: size.height)
            Self.check(&screen, encoder.encode(previous: nil, next: previous), shows: previous, caret: nil, context: "seed \(seed) sequence \(sequence) first frame")

            for frame in 0..<5 {
                var next = previous
                var scrolls: [ScrollHint] = []
                if Int.random(in: 0..<6, using: &random) == 0 {
                    size = Size(width: Int.random(in: 1...30, using: &random), height: Int.random(in: 1...10, using: &random))
                    next.resize(to: size)
                    if size != previous.size { screen = Self.resized(screen, to: size) }
                } else if size.height >= 3 && Bool.random(using: &random) {
                    let top = Int.random(in: 0..<(size.height - 2), using: &random)
                    let rows = top..<Int.random(in: (top + 2)...size.height, using: &random)
                    let offset = Int.random(in: 1..<rows.count, using: &random) * (Bool.random(using: &random) ? 1 : -1)
                    let kept = rows.count - abs(offset)
                    let source = offset > 0 ? rows.lowerBound + offset : rows.lowerBound
                    next.copy(Rect(x: 0, y: source, width: size.width, height: kept), from: previous, to: Point(x: 0, y: source - offset))
                    let uncovered = offset > 0 ? (rows.upperBound - offset)..<rows.upperBound : rows.lowerBound..<(rows.lowerBound - offset)
                    next.fill(Rect(x: 0, y: uncovered.lowerBound, width: size.width, height: uncovered.count))
                    scrolls.append(ScrollHint(rows: rows, offset: offset))
                }
                Self.scribble(on: &next, count: Int.random(in: 0...6, using: &random), using: &random)
                let caret = Bool.random(using: &random) ? Point(x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random)) : nil
                let bytes = encoder.encode(previous: previous.size == next.size ? previous : nil, next: next, scrolls: scrolls, cursor: caret)
                Self.check(&screen, bytes, shows: next, caret: caret, context: "seed \(seed) sequence \(sequence) frame \(frame) scrolls \(scrolls)")
                previous = next
            }
        }
    }

    /// A terminal after a resize: the screen is redrawn anyway, but the SGR state and the
    /// cursor's visibility carry over, as on a real terminal.
    static func resized(_ screen: VTScreen, to size: Size) -> VTScreen {
        var resized = VTScreen(width: size.width, height: size.height)
        var bytes = ByteWriter()
        bytes.csi()
        SGR.appendParameters(from: nil, to: screen.style, into: &bytes)
        bytes.append(0x6D)
        resized.feed(bytes.bytes)
        if !screen.cursorVisible { resized.feed("\u{1B}[?25l") }
        return resized
    }

    @Test func anUnchangedFrameLeavesTheScreenAlone() {
        var random = SplitMix(seed: 99)
        var canvas = Canvas(width: 30, height: 8)
        Self.scribble(on: &canvas, count: 20, using: &random)
        var encoder = FrameEncoder()
        _ = encoder.encode(previous: nil, next: canvas)
        #expect(encoder.encode(previous: canvas, next: canvas).isEmpty)
    }
}

/// SplitMix64, for reproducible random frames.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
