import BanterTesting
import BanterUIKit
import Testing

/// Being banned from a group channel on the embedded service, as the user sees it: the
/// kit's own words ("You were banned…"), never a bare error code, and no input that looks
/// as if it could send.
@Suite("Banned from a group channel")
@MainActor
struct GroupChannelBanTests {
    @Test func aBanWhileInsideSaysSoAndOpeningAgainSaysSoWithTheInputOff() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        fixture.open()
        let alice = ChatClient(server: fixture.server)
        alice.connect(userId: "alice") { _ in }
        fixture.screen.advance(by: .seconds(1))
        alice.getGroupChannel(url: fixture.channelURL) { result in
            if case .success(let channel) = result { channel.banUser(userId: "me") }
        }
        fixture.screen.advance(by: .seconds(2))
        var text = fixture.screen.text
        #expect(text.contains(StringSet.current.channel.banned))
        #expect(!text.contains(StringSet.current.channel.closedMessage))
        fixture.screen.press(.enter)                                   // OK
        fixture.screen.advance(by: .seconds(1))
        let again = fixture.open()
        text = fixture.screen.text
        #expect(text.contains(StringSet.current.channel.banned))
        #expect(!text.contains("900100") && !text.contains("400108"))
        #expect(again.inputComponent?.isEnabled != true)
        #expect(!text.contains(StringSet.current.channel.inputPlaceholder))
        withExtendedLifetime(alice) {}
    }
}
