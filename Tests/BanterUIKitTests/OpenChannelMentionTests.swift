import BanterTesting
import Testing
import BanterUIKit

/// An open channel input (no `@testable`) that records what the suggestion list filters.
final class RecordingOpenInput: OpenChannelModule.Input {
    nonisolated(unsafe) static var filters: [String] = []
    override func filteredMentionCandidates(for filterText: String) -> [User] {
        Self.filters.append(filterText)
        return super.filteredMentionCandidates(for: filterText)
    }
}

/// Mentions in an open channel, as a user meets them: `@` offers the participants, a pick
/// becomes a token, and the message goes with the people it mentions.
@Suite("Mentions in open channels", .serialized)
@MainActor
struct OpenChannelMentionTests {
    @Test func theSuggestionsOfferTheParticipantsAndTheMessageCarriesTheMention() throws {
        let saved = OpenChannelModule.inputComponent
        OpenChannelModule.inputComponent = RecordingOpenInput.self
        defer { OpenChannelModule.inputComponent = saved }
        RecordingOpenInput.filters = []
        let world = try OpenChannelWorld()
        let controller = world.open()
        let input = try #require(controller.inputComponent)
        #expect(input is RecordingOpenInput)
        #expect(Set(input.participants.map(\.userId)).isSuperset(of: ["ann", "bob", "cai"]))

        world.screen.type("Hi @bo")
        world.world.settle()
        #expect(RecordingOpenInput.filters.last == "bo", "the app's override filters")
        #expect(input.suggestedMentions.map(\.userId) == ["bob"])
        #expect(world.screen.text.contains("Bob Stone"))
        world.screen.press(.tab)
        #expect(input.mentionedUsers.map(\.userId) == ["bob"])
        world.screen.press(.enter)
        world.world.settle()
        let sent = try #require(controller.viewModel?.fullMessageList.last)
        #expect(sent.message == "Hi @Bob Stone")
        #expect(sent.mentionedUsers.map(\.userId) == ["bob"])
    }

    @Test func someoneWhoEntersCanBeMentionedAndSomeoneWhoLeftCannot() throws {
        let world = try OpenChannelWorld()
        let controller = world.open()
        try world.server.createUser(id: "dee", nickname: "Dee Vine")
        try world.server.setOpenChannelParticipant("dee", channelURL: world.url)
        world.world.settle()
        let input = try #require(controller.inputComponent)
        #expect(input.participants.contains { $0.userId == "dee" })
        world.screen.type("@de")
        world.world.settle()
        #expect(input.suggestedMentions.map(\.userId) == ["dee"])

        try world.server.setOpenChannelParticipant("dee", channelURL: world.url, entered: false)
        world.world.settle()
        #expect(!input.participants.contains { $0.userId == "dee" })
        world.screen.press(.backspace)
        world.screen.type("e")
        world.world.settle()
        #expect(input.suggestedMentions.isEmpty)
    }
}
