import BanterTesting
import Testing
import BanterUIKit

/// The reactions screen opened on a message the client holds without every reaction (one
/// from a history window, or on a service that does not count reactions with messages):
/// it shows what the message holds at once, asks the service for the whole list through
/// its view model, and shows the answer; a failure keeps what shows and says so.
/// A view model that keeps the message as it is: it records the ask and asks nothing.
final class LocalOnlyReactionsViewModel: ReactionsViewModel {
    var asks = 0
    override func loadAllReactions() { asks += 1 }
}

@Suite("Reactions screen: the full list from the service", .serialized)
@MainActor
struct ReactionsFullListTests {
    /// Records the errors the screen is told, as its usual handling shows them.
    final class RecordingReactionsViewController: ReactionsViewController {
        var errors: [ChatError] = []
        override func didReceiveError(_ error: ChatError, isBlocker: Bool) {
            errors.append(error)
            super.didReceiveError(error, isBlocker: isBlocker)
        }
    }

    /// The channel open on the plan message, the message as the channel held it then, and
    /// reactions given since that this copy does not hold: 🔥 from Alice, and 👋 from a user
    /// who joined, reacted and left (no member the screen can name).
    private func staleMessage() throws -> (ChannelFixture, GroupChannelViewController, BaseMessage) {
        let fixture = try ChannelFixture(history: ChannelFixture.reactionsHistory)
        let controller = fixture.open()
        fixture.select(messageStartingWith: "Great.", in: controller)
        let plan = try #require(controller.listComponent?.selectedMessage)
        let url = fixture.channelURL
        try fixture.server.addReaction("🔥", userId: "alice", messageId: plan.messageId, channelURL: url)
        try fixture.server.createUser(id: "passer-by", nickname: "Passer-by")
        try fixture.server.inviteUsers(["passer-by"], channelURL: url, inviterId: "alice")
        try fixture.server.joinChannel(userId: "passer-by", channelURL: url)
        try fixture.server.addReaction("👋", userId: "passer-by", messageId: plan.messageId, channelURL: url)
        try fixture.server.leaveChannel(userId: "passer-by", channelURL: url)
        fixture.screen.advance(by: .seconds(1))
        #expect(plan.reactions.map(\.key) == ["✅", "🎉", "👍"], "the held copy is as it was")
        return (fixture, controller, plan)
    }

    private func push(_ message: BaseMessage, _ fixture: ChannelFixture, _ controller: GroupChannelViewController) throws -> RecordingReactionsViewController {
        let channel = try #require(controller.channel)
        let reactions = RecordingReactionsViewController(channel: channel, message: message, selectedReaction: nil)
        fixture.navigation.pushViewController(reactions)
        return reactions
    }

    @Test func theScreenShowsWhatTheMessageHoldsAtOnceThenEveryReactionTheServiceHas() throws {
        let (fixture, controller, plan) = try staleMessage()
        let reactions = try push(plan, fixture, controller)
        let list = try #require(reactions.listComponent)
        #expect(list.reactions.map(\.key) == ["✅", "🎉", "👍"], "what the message holds shows before the answer")
        #expect(reactions.viewModel?.isLoadingAllReactions == true)
        fixture.screen.advance(by: .seconds(1))
        #expect(reactions.viewModel?.isLoadingAllReactions == false)
        #expect(Set(list.reactions.map(\.key)) == ["✅", "🎉", "👍", "🔥", "👋"])
        #expect(list.reactions.first { $0.key == "🔥" }?.userIds == ["alice"])
        // A user the channel no longer knows is listed by id.
        let wave = try #require(list.reactions.first { $0.key == "👋" })
        #expect(reactions.viewModel?.users(for: wave).map(\.userId) == ["passer-by"])
        try fixture.screen.click(onText: "👋 1")
        #expect(list.userList.map(\.userId) == ["passer-by"])
        #expect(fixture.screen.text.contains("passer-by"))
        #expect(reactions.errors.isEmpty)
    }

    @Test func aFailedAnswerKeepsWhatShowsAndSaysSo() throws {
        let (fixture, controller, plan) = try staleMessage()
        fixture.server.configuration.lostAcknowledgementShare = 0
        fixture.server.configuration.failureRates[.loadMessages] = 1
        let reactions = try push(plan, fixture, controller)
        // The request is lost: the answer is the acknowledgement's timeout (10 s).
        fixture.screen.advance(by: .seconds(11))
        let list = try #require(reactions.listComponent)
        #expect(reactions.errors.map(\.code) == [.ackTimeout])
        #expect(reactions.viewModel?.isLoadingAllReactions == false)
        #expect(reactions.noticeView.text?.isEmpty == false, "the error shows as the screen's notice")
        #expect(list.reactions.map(\.key) == ["✅", "🎉", "👍"])
        #expect(list.userList.map(\.userId) == ["bob"])
        #expect(fixture.navigation.topViewController === reactions)
    }

    @Test func aViewModelFromTheSetMayAnswerTheAskItself() throws {
        ViewModelSet.reactionsViewModel = LocalOnlyReactionsViewModel.self
        defer { ViewModelSet.reactionsViewModel = ReactionsViewModel.self }
        let (fixture, controller, plan) = try staleMessage()
        let reactions = try push(plan, fixture, controller)
        fixture.screen.advance(by: .seconds(1))
        let model = try #require(reactions.viewModel as? LocalOnlyReactionsViewModel)
        #expect(model.asks == 1, "the override is what the screen's model calls")
        #expect(reactions.listComponent?.reactions.map(\.key) == ["✅", "🎉", "👍"])
    }
}
