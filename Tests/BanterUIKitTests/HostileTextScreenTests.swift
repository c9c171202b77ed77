import BanterTesting
import BanterUIKit
import Testing

/// The screen half of the Matrix event fuzz test (`MatrixEventFuzzTests` feeds the session):
/// the texts other clients and hostile state can carry (terminal escapes, C1 controls, line
/// overwrites, bidi overrides, the longest body the service takes (the 1 MB bodies go through the Matrix session), a name with escapes) shown in a channel
/// screen and its list, where none may reach the terminal as a control sequence.
@MainActor
@Suite("Hostile text on the channel screen")
struct HostileTextScreenTests {
    static let hostile = [
        "\u{1B}[2J\u{1B}[H cleared?", "\u{1B}]0;title\u{07}bell", "line\r\noverwritten", "\u{9B}31mC1 CSI",
        "\u{0}nul\u{7F}del", "\u{202E}txet desrever", "e\u{301}\u{301}\u{301}\u{301}", String(repeating: "x", count: 4_900),
    ]

    /// Every scalar drawn is printable: no C0 (but the frame's line breaks), DEL or C1.
    static func controls(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
    }

    @Test("hostile messages and a hostile channel name draw no control character, at 80x24 and 200x60")
    func noControlSequences() throws {
        let fixture = try ChannelFixture(history: { server, url in
            for (index, text) in Self.hostile.enumerated() {
                try ChannelFixture.post(server, url, index % 2 == 0 ? "alice" : "bob", text, at: Int64(index - 20))
            }
        })
        let name = ChannelUpdateParams(name: "Team\u{1B}[1m\u{7}\u{1B}]8;;http://evil\u{1B}\\link")
        var done = false
        fixture.client.getGroupChannel(url: fixture.channelURL) { result in
            guard case .success(let channel) = result else { return }
            channel.update(params: name) { _ in done = true }
        }
        fixture.screen.advance(by: .seconds(1))
        #expect(done)
        fixture.open()
        for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
            fixture.screen.resize(to: size)
            fixture.screen.advance(by: .milliseconds(100))
            #expect(Self.controls(in: fixture.screen.text).isEmpty, "at \(size.width)x\(size.height)")
            #expect(fixture.screen.text.contains("Team"))
        }
    }
}
