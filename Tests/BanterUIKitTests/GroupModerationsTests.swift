import BanterTesting
import Testing
import BanterUIKit

// What the group and open moderation screens share is in ModerationsTests, run for both
// channel types; here is what only a group channel's screen does.

extension ChannelFixture {
    /// The channel's settings, then its moderation screen, pushed over the root.
    @discardableResult
    func openModerations() -> ModerationsViewController {
        let moderations = ViewControllerSet.groupModerationsViewController.init(channelURL: channelURL)
        navigation.pushViewController(moderations)
        screen.advance(by: .seconds(1))
        return moderations
    }
}

@Suite("The group channel moderation screen", .serialized)
@MainActor
struct GroupModerationsTests {
    @Test func freezeIsASwitchEveryoneSeesAndUnfreezeTurnsItBack() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let moderations = fixture.openModerations()
        fixture.screen.press(.down, .down, .down, .enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(moderations.channel?.isFrozen == true)
        #expect(fixture.row("Freeze channel")?.contains("[ On ]") == true)
        let alice = ChatClient(server: fixture.server)
        alice.connect(userId: "alice") { _ in }
        fixture.screen.advance(by: .seconds(1))
        var frozenForAlice = false
        alice.getGroupChannel(url: fixture.channelURL) { if case .success(let channel) = $0 { frozenForAlice = channel.isFrozen } }
        fixture.screen.advance(by: .seconds(1))
        #expect(frozenForAlice)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(moderations.channel?.isFrozen == false)
        #expect(fixture.row("Freeze channel")?.contains("[ Off ]") == true)
    }

    @Test func aRefusedFreezeIsANoticeAndTheSwitchShowsTheChannelAsItIs() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let moderations = fixture.openModerations()
        // Lost on the way to the service, so nothing happened there.
        fixture.server.configuration.lostAcknowledgementShare = 0
        fixture.server.configuration.failureRates[.channelChange] = 1
        fixture.screen.press(.down, .down, .down, .enter)
        fixture.screen.advance(by: .seconds(12))
        #expect(moderations.noticeView.text?.contains("Couldn't change the freeze") == true)
        #expect(moderations.channel?.isFrozen == false)
        #expect(fixture.row("Freeze channel")?.contains("[ Off ]") == true)
    }
}
