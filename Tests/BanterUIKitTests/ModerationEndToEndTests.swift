import BanterTesting
import Testing
import BanterUIKit

/// An operator moderating a group channel through the screens, with the keys, on the manual
/// scheduler and the service's latency, while the people moderated watch from their own
/// clients: promote, mute (the muted person cannot send), unmute, ban (they are gone),
/// freeze (nobody but operators can send), unfreeze, leave. Then every step again with the
/// service failing it first: a notice, nothing changed, and the step done on a second try.
@Suite("Moderating a channel, end to end", .serialized)
@MainActor
struct ModerationEndToEndTests {
    /// Another member's own client, connected, with the channel loaded.
    @MainActor
    private final class Watcher {
        let client: ChatClient
        var channel: GroupChannel?

        init(_ userId: String, _ fixture: ChannelFixture) {
            client = ChatClient(server: fixture.server)
            client.connect(userId: userId) { _ in }
            fixture.screen.advance(by: .seconds(1))
            client.getGroupChannel(url: fixture.channelURL) { [self] in channel = try? $0.get() }
            fixture.screen.advance(by: .seconds(1))
        }

        /// What sending a message now gets: nil when it was sent, else the error's code.
        func trySending(_ fixture: ChannelFixture) -> Int? {
            var outcome: Int?? = .none
            channel?.sendUserMessage(params: UserMessageCreateParams(message: "hello?")) { _, error in outcome = .some(error?.code.rawValue) }
            fixture.screen.advance(by: .seconds(2))
            return outcome ?? -1
        }
    }

    /// Runs `step`; with `faulty`, first with every channel change lost on its way to the
    /// service: a notice shows and `unchanged` still holds, then the step again without faults.
    private func step(_ fixture: ChannelFixture, faulty: Bool, unchanged: () -> Bool, _ step: () -> Void) {
        if faulty {
            fixture.server.configuration.lostAcknowledgementShare = 0
            fixture.server.configuration.failureRates[.channelChange] = 1
            step()
            fixture.screen.advance(by: .seconds(12))
            let notice = (fixture.navigation.topViewController as? BaseViewController)?.noticeView.text
            #expect(notice != nil, "a failed step says so")
            #expect(unchanged(), "a failed step changes nothing")
            fixture.server.configuration.failureRates[.channelChange] = 0
            fixture.screen.advance(by: .seconds(10))
        }
        step()
        fixture.screen.advance(by: .seconds(1))
    }

    @Test(arguments: [false, true])
    func promoteMuteUnmuteBanFreezeAndLeave(faulty: Bool) throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let bob = Watcher("bob", fixture), alice = Watcher("alice", fixture)
        let channel = fixture.open()
        fixture.screen.press(.tab, .tab, .enter)                       // back, then ⚙
        fixture.screen.advance(by: .seconds(1))
        let settings = try #require(fixture.navigation.topViewController as? GroupChannelSettingsViewController)
        #expect(fixture.screen.text.contains("Moderations"))
        fixture.screen.press(.down, .down, .enter)                     // Members
        fixture.screen.advance(by: .seconds(1))
        let members = try #require(fixture.navigation.topViewController as? UserListViewController)
        #expect(members.userList.map(\.userId) == ["alice", "bob", "me"])

        // Promote Alice.
        step(fixture, faulty: faulty, unchanged: { fixture.row("Alice")?.contains("Operator") == false }) {
            fixture.screen.press(.home, .enter, .enter)
        }
        #expect(fixture.row("Alice")?.contains("★ Operator") == true)
        #expect(alice.channel?.myRole == .operator)

        // Mute Bob: he cannot send, and says so from his own client.
        step(fixture, faulty: faulty, unchanged: { fixture.row("Bob")?.contains("Muted") == false && bob.channel?.myMutedState == .unmuted }) {
            fixture.screen.press(.home, .down, .enter, .down, .enter)
        }
        #expect(fixture.row("Bob")?.contains("⊘ Muted") == true)
        #expect(bob.channel?.myMutedState == .muted && bob.channel?.canSendMessages == false)
        #expect(bob.trySending(fixture) == 900041)

        // Unmute him: he can again.
        step(fixture, faulty: faulty, unchanged: { bob.channel?.myMutedState == .muted }) {
            fixture.screen.press(.home, .down, .enter, .down, .enter)
        }
        #expect(fixture.row("Bob")?.contains("Muted") == false)
        #expect(bob.trySending(fixture) == nil)

        // Ban him: he is gone from the list and the channel.
        step(fixture, faulty: faulty, unchanged: { members.userList.contains { $0.userId == "bob" } }) {
            fixture.screen.press(.home, .down, .enter, .down, .down, .enter)
        }
        #expect(!members.userList.contains { $0.userId == "bob" })
        #expect(channel.groupChannel?.members.contains { $0.userId == "bob" } == false)
        #expect(bob.trySending(fixture) != nil)

        // Back to the settings: two members now; then Moderations, and freeze.
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .milliseconds(100))
        #expect(fixture.navigation.topViewController === settings)
        #expect(fixture.row("Members")?.contains("2 ›") == true)
        fixture.screen.press(.home, .enter)                           // Moderations
        fixture.screen.advance(by: .seconds(1))
        let moderations = try #require(fixture.navigation.topViewController as? ModerationsViewController)
        fixture.screen.press(.down, .down, .enter)                     // Banned users
        fixture.screen.advance(by: .seconds(1))
        #expect((fixture.navigation.topViewController as? UserListViewController)?.userList.map(\.userId) == ["bob"])
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .milliseconds(100))
        #expect(fixture.navigation.topViewController === moderations)
        step(fixture, faulty: faulty, unchanged: { fixture.row("Freeze channel")?.contains("[ Off ]") == true && alice.channel?.isFrozen == false }) {
            fixture.screen.press(.home, .down, .down, .down, .enter)
        }
        #expect(fixture.row("Freeze channel")?.contains("[ On ]") == true)
        #expect(channel.groupChannel?.isFrozen == true)
        // Alice operates too, so she may still post; Bob, unbanned, may not.
        #expect(alice.channel?.isFrozen == true && alice.channel?.canSendMessages == true)

        // Unfreeze, then leave from the settings: back to the root.
        step(fixture, faulty: faulty, unchanged: { channel.groupChannel?.isFrozen == true }) {
            fixture.screen.press(.enter)
        }
        #expect(channel.groupChannel?.isFrozen == false)
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .milliseconds(100))
        #expect(fixture.navigation.topViewController === settings)
        fixture.screen.press(.end, .enter, .right, .enter)            // Leave channel, then Leave
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.navigation.viewControllers.count == 1)
    }

    @Test func aMuteWhoseAnswerIsLostIsANoticeAndTheListStillShowsWhatTheServiceDid() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let members = fixture.openUserList()
        fixture.server.configuration.lostAcknowledgementShare = 1
        fixture.server.configuration.failureRates[.channelChange] = 1
        fixture.screen.press(.down, .enter, .down, .enter)              // mute Bob
        fixture.screen.advance(by: .seconds(12))
        #expect(members.noticeView.text?.contains("Couldn't do that") == true)
        // The service did mute him; its event says so, and the row follows the service.
        #expect(fixture.row("Bob")?.contains("⊘ Muted") == true)
    }

    @Test func aMutedOperatorsInputSaysWhyAndAFrozenChannelsInputTellsEveryMember() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        fixture.open()
        try fixture.server.setMuted(true, userId: "me", channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains(StringSet.current.channel.muted))
        try fixture.server.setMuted(false, userId: "me", channelURL: fixture.channelURL)
        try fixture.server.setFrozen(true, channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains(StringSet.current.channel.frozen))
    }
}
