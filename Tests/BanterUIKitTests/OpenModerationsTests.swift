import BanterTesting
import Testing
import BanterUIKit

// What the group and open moderation screens share is in ModerationsTests, run for both
// channel types; here is what only an open channel's screen does.

extension OpenChannelWorld {
    /// The open channel's moderation screen, pushed over the root.
    @discardableResult
    func openModerations() -> ModerationsViewController {
        let moderations = ViewControllerSet.openModerationsViewController.init(channelURL: url, channelType: .open)
        navigation.pushViewController(moderations)
        world.settle()
        return moderations
    }
}

/// An open channel's moderation screen, for its operators: the operators, muted and banned
/// lists, and freezing the channel.
@Suite("The open channel moderation screen", .serialized)
@MainActor
struct OpenModerationsTests {
    @Test func theParticipantCountFollowsPeopleEntering() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.createUser(id: "dee", nickname: "Dee")
        try world.enterAsCurrentUser()
        world.openModerations()
        #expect(world.screen.text.contains("4 participants"))
        try world.server.setOpenChannelParticipant("dee", channelURL: world.url)
        world.world.settle()
        #expect(world.screen.text.contains("5 participants"))
    }
}
