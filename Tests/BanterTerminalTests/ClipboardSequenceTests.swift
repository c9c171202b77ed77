import Testing
@testable import BanterTerminal

@Suite("ClipboardSequence: OSC 52")
struct ClipboardSequenceTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func base64MatchesTheRFCVectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (input, expected) in vectors {
            #expect(text(ClipboardSequence.base64(Array(input.utf8))) == expected)
        }
    }

    @Test func theSequenceCarriesUTF8AsBase64() {
        #expect(text(ClipboardSequence.bytes(for: "hi")) == "\u{1B}]52;c;aGk=\u{1B}\\")
        // "é" is two UTF-8 bytes.
        #expect(text(ClipboardSequence.bytes(for: "é")) == "\u{1B}]52;c;w6k=\u{1B}\\")
    }
}
