import Foundation
import Testing

@testable import BanterChatSDK

/// A value with every shape the store's fast decoder handles, and some it leaves to JSONDecoder.
private struct DecoderProbe: Codable, Equatable {
    enum Kind: Codable, Equatable {
        case text(String)
        case pair(first: Int, second: Bool?)
        case none
    }

    struct Nested: Codable, Equatable {
        var values: [Int64]
        var flags: [Bool?]
    }

    var int: Int
    var int8: Int8
    var uint8: UInt8
    var int64: Int64
    var uint64: UInt64
    var double: Double
    var bool: Bool
    var string: String
    var optional: String?
    var date: Date
    var counts: [String: Int]
    var reactions: [String: [String]]
    var nested: Nested
    var kinds: [Kind]
}

/// SplitMix64, so that every generated probe is the same on every run.
private struct DecoderProbeRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

private func randomString(_ random: inout DecoderProbeRandom) -> String {
    let pieces = [
        "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "é", "e\u{301}", "😀", "👩‍👩‍👧", "\u{2028}", "日本", "{", "}", ",",
    ]
    return (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
}

private func randomProbe(_ random: inout DecoderProbeRandom) -> DecoderProbe {
    let doubles: [Double] = [0, -0.0, 0.1, -2.5, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 123_456_789_012_345_680]
    return DecoderProbe(
        int: Int.random(in: .min ... .max, using: &random),
        int8: Int8.random(in: .min ... .max, using: &random),
        uint8: UInt8.random(in: .min ... .max, using: &random),
        int64: [Int64.min, Int64.max, 0, -1, Int64.random(in: .min ... .max, using: &random)].randomElement(using: &random)!,
        uint64: [UInt64.max, 0, UInt64.random(in: .min ... .max, using: &random)].randomElement(using: &random)!,
        double: Bool.random(using: &random) ? doubles.randomElement(using: &random)! : Double.random(in: -1e6...1e6, using: &random),
        bool: Bool.random(using: &random),
        string: randomString(&random),
        optional: Bool.random(using: &random) ? nil : randomString(&random),
        date: Date(timeIntervalSinceReferenceDate: Double.random(in: -1e9...1e9, using: &random)),
        counts: Dictionary(uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &random)).map { ("key\($0)", $0) }),
        reactions: Dictionary(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in (randomString(&random), [randomString(&random)]) },
            uniquingKeysWith: { first, _ in first }),
        nested: DecoderProbe.Nested(values: [1, -2, Int64.max], flags: [true, nil, false]),
        kinds: [.text(randomString(&random)), .pair(first: -7, second: nil), .pair(first: 0, second: true), .none])
}

/// A type that recovers from a decoding error itself; the fast decoder must not let it.
private struct ForgivingProbe: Decodable, Equatable {
    var score: Float

    enum CodingKeys: String, CodingKey { case score }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        score = (try? container.decode(Float.self, forKey: .score)) ?? -1
    }
}

private struct IntProbe: Codable, Equatable { var a: Int }
private struct UIntProbe: Codable, Equatable { var a: UInt }
private struct StringProbe: Codable, Equatable { var a: String }
private struct DoubleProbe: Codable, Equatable { var a: Double }
/// Optional members of the kinds the decoder reads itself, each absent, null or present.
private struct OptionalsProbe: Codable, Equatable {
    var text: String?
    var count: Int64?
    var small: UInt8?
    var flag: Bool?
    var ratio: Double?
    var nested: IntProbe?
}
private struct BytesProbe: Codable, Equatable { var a: Data }
private struct KelvinProbe: Codable, Equatable { var K: Int }
private struct ReactionsProbe: Codable, Equatable { var reactions: [String: [String]] }

private func fastDecode<T: Decodable>(_ type: T.Type, _ json: String) -> StoreJSONDecoder.Outcome<T> {
    StoreJSONDecoder.decode(T.self, from: Data(json.utf8))
}

/// Checks that the fast decoder gives JSONDecoder's value or defers to it, never something else;
/// returns whether it decoded the line itself.
@discardableResult
private func expectAgreement<T: Decodable & Equatable>(
    _ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let expected = try? JSONDecoder().decode(T.self, from: Data(json.utf8))
    switch fastDecode(T.self, json) {
    case .value(let value):
        #expect(value == expected, "\(json)", sourceLocation: sourceLocation)
        return true
    case .invalidJSON:
        Issue.record("valid JSON reported invalid: \(json)", sourceLocation: sourceLocation)
        return false
    case .deferred:
        return false
    }
}

@Suite("StoreJSONDecoder: fast, and always JSONDecoder's answer")
struct StoreJSONDecoderTests {
    @Test("Decodes what JSONEncoder writes itself, to the value JSONDecoder gives")
    func agreesWithJSONDecoderOnEncodedValues() throws {
        var random = DecoderProbeRandom(state: 42)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for _ in 0..<500 {
            let probe = randomProbe(&random)
            let json = String(decoding: try encoder.encode(probe), as: UTF8.self)
            #expect(expectAgreement(DecoderProbe.self, json), "the fast path must handle plain records: \(json)")
        }
    }

    @Test("Hand-written lines: the same value as JSONDecoder, or deferred to it")
    func agreesWithJSONDecoderOnHandWrittenLines() {
        #expect(expectAgreement(IntProbe.self, #"{"a":1,"a":2}"#), "the first of duplicate keys, as JSONDecoder")
        #expect(expectAgreement(IntProbe.self, #" { "a" : -42 } "#))
        #expect(expectAgreement(StringProbe.self, #"{"a":"\u00e9\ud83d\ude00\/\b\f\n\r\t\"\\\u0000"}"#))
        #expect(expectAgreement(DoubleProbe.self, #"{"a":1.5e-3}"#))
        #expect(expectAgreement(DoubleProbe.self, #"{"a":17}"#))
        // Keys compare as Strings do in JSONDecoder: canonically equivalent spellings are one key.
        #expect(expectAgreement(ReactionsProbe.self, #"{"reactions":{"👍":["u1","u2"],"🎉":[],"ok":["u3"]}}"#))
        #expect(expectAgreement(ReactionsProbe.self, "{\"reactions\":{\"\u{E9}\":[\"first\"],\"e\u{301}\":[\"second\"]}}"))
        #expect(expectAgreement(KelvinProbe.self, "{\"\u{212A}\":5}"), "KELVIN SIGN is canonically K")
        #expect(expectAgreement(KelvinProbe.self, "{\"K\":6,\"\u{212A}\":5}"))
        // Left to JSONDecoder, which reads these its own way (or rejects them).
        #expect(!expectAgreement(IntProbe.self, #"{"a":1.0}"#))
        #expect(!expectAgreement(IntProbe.self, #"{"a":1e2}"#))
        #expect(!expectAgreement(UIntProbe.self, #"{"a":-0}"#))
        #expect(!expectAgreement(IntProbe.self, #"{"a":9223372036854775808}"#))
        #expect(!expectAgreement(DoubleProbe.self, #"{"a":1e400}"#))
        #expect(!expectAgreement(StringProbe.self, #"{"a":"\ud800"}"#))
        #expect(expectAgreement(IntProbe.self, #"{"\u0061":5}"#), "an escaped key is still the key")
        #expect(!expectAgreement(IntProbe.self, #"{"\ud800":5}"#))
        #expect(!expectAgreement(IntProbe.self, #"{"a":"5"}"#))
        #expect(!expectAgreement(IntProbe.self, #"{"b":5}"#))
        #expect(!expectAgreement(BytesProbe.self, #"{"a":"aGk="}"#))
        #expect(!expectAgreement(ForgivingProbe.self, #"{"score":0.5}"#), "a caught error still defers the line")
    }

    @Test("Optional members: absent or null is nil, present is decoded, mistyped is left to JSONDecoder")
    func agreesWithJSONDecoderOnOptionalMembers() {
        #expect(expectAgreement(OptionalsProbe.self, "{}"))
        #expect(expectAgreement(OptionalsProbe.self, #"{"text":null,"count":null,"small":null,"flag":null,"ratio":null,"nested":null}"#))
        #expect(expectAgreement(OptionalsProbe.self, #"{"text":"x","count":-7,"small":255,"flag":false,"ratio":0.25,"nested":{"a":3}}"#))
        #expect(expectAgreement(OptionalsProbe.self, #"{"count":1,"count":null}"#), "the first of duplicate keys")
        #expect(!expectAgreement(OptionalsProbe.self, #"{"text":5}"#))
        #expect(!expectAgreement(OptionalsProbe.self, #"{"small":256}"#))
        #expect(!expectAgreement(OptionalsProbe.self, #"{"flag":"true"}"#))
        #expect(!expectAgreement(OptionalsProbe.self, #"{"nested":{}}"#))
    }

    @Test("Lines that are not strictly valid JSON are reported, even where JSONDecoder is lenient")
    func rejectsInvalidJSON() {
        let invalid = [
            "", " ", #"{"a":1,}"#, "[1,]", #"{"a":01}"#, #"{"a":1} x"#, "{'a':1}", #"{"a":tru}"#, "{\"a\":\"\u{1}\"}",
            #"{"a":1e}"#, "-", ".5", "+1", #"{"a" 1}"#, #"{"a":"\x"}"#, #"{"a":"\u12"}"#, #"{"a":1"#, #"{"a":"b}"#,
        ]
        for json in invalid {
            guard case .invalidJSON = fastDecode(IntProbe.self, json) else {
                Issue.record("accepted as JSON: \(json)")
                continue
            }
        }
    }
}
