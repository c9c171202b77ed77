import Testing
@testable import banter_bench

@Suite("The chat-screen-v1 scenario's messages")
struct ChatScreenMessagesTests {
    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func theFirstThousandHashToTheSpecifiedDigest() {
        let lines = (0..<1000).map(ChatScreenMessages.checkLine).joined()
        #expect(SHA256.hex(Array(lines.utf8)) == "295884d2831a59304b31670d5b671634082cbcbea891308e2bc1567f96080068")
    }

    @Test func theFirstMessageIsAsSpecified() {
        #expect(ChatScreenMessages.checkLine(0).hasPrefix("0|alice|1767258000|09:00|2026-01-01|"))
    }
}
