import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is. What the group and open lists share is in
// UserListTests, run for both channel types; here is what only an open channel's lists do.

extension OpenChannelWorld {
    /// Pushes the open user list of `type` over the navigation's root and lets it load.
    @discardableResult
    func openUserList(_ type: ChannelUserListType = .participants,
                      _ make: (String, ChannelUserListType) -> UserListViewController = {
                          ViewControllerSet.openUserListViewController.init(channelURL: $0, channelType: .open, userListType: $1)
                      }) -> UserListViewController {
        let list = make(url, type)
        navigation.pushViewController(list)
        world.settle()
        _ = screen.text
        return list
    }

    /// The current user enters the channel, as the open channel screen does, so the
    /// channel's events reach their client.
    func enterAsCurrentUser() throws {
        try server.setOpenChannelParticipant("me", channelURL: url)
        world.settle()
    }

    /// The screen's rows.
    var rows: [String] { screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The row showing `name`.
    func row(_ name: String) -> String? { rows.first { $0.contains(name) } }
}

/// An open channel's user lists: its participants (live as people enter and leave), and for
/// its operators the operators, muted and banned users, with the row actions.
@Suite("The open channel user lists", .serialized)
@MainActor
struct OpenUserListTests {
    // MARK: Participants

    @Test func theParticipantsShowWithTheOperatorMarkAndNoInvite() throws {
        let world = try OpenChannelWorld()
        let list = world.openUserList()
        #expect(list.userList.map(\.userId) == ["ann", "bob", "cai"])
        #expect(world.rows[0].contains("Participants"))
        #expect(!world.rows[0].contains("Invite") && !world.rows[0].contains("Add"))
        #expect(world.row("Ann Lee")?.contains("★ Operator") == true)
        #expect(world.row("Bob Stone")?.contains("Operator") == false)
    }

    @Test func theParticipantsMutedShowTheMarkAndTheSheetOffersUnmute() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.setMuted(true, userId: "bob", channelURL: world.url)
        world.openUserList()
        #expect(world.row("Bob Stone")?.contains("⊘ Muted") == true)
        #expect(world.row("Cai")?.contains("Muted") == false)
        world.screen.press(.down, .enter)                              // Bob's actions
        #expect(world.screen.text.contains("Unmute"))
        world.screen.press(.down, .enter)                              // Unmute
        world.world.settle()
        #expect(world.row("Bob Stone")?.contains("Muted") == false)
    }

    @Test func peopleEnteringAndLeavingShowLive() throws {
        let world = try OpenChannelWorld()
        try world.server.createUser(id: "dee", nickname: "Dee")
        try world.enterAsCurrentUser()
        let list = world.openUserList()
        #expect(list.userList.map(\.userId) == ["ann", "bob", "cai", "me"])
        try world.server.setOpenChannelParticipant("dee", channelURL: world.url)
        world.world.settle()
        #expect(list.userList.map(\.userId) == ["ann", "bob", "cai", "dee", "me"])
        #expect(world.row("Dee") != nil)
        try world.server.setOpenChannelParticipant("bob", channelURL: world.url, entered: false)
        world.world.settle()
        #expect(list.userList.map(\.userId) == ["ann", "cai", "dee", "me"])
        #expect(world.row("Bob Stone") == nil)
    }

    @Test func typingANameFiltersTheParticipants() throws {
        let world = try OpenChannelWorld()
        let list = world.openUserList()
        world.screen.type("c")
        world.world.settle()
        #expect(list.userList.map(\.userId) == ["cai"])
        world.screen.press(.escape)
        world.world.settle()
        #expect(list.userList.count == 3)
    }

    // MARK: An operator's row actions

    @Test func anOperatorPromotesMutesAndBansAParticipant() throws {
        let world = try OpenChannelWorld(operator: true)
        let list = world.openUserList()
        world.screen.press(.down, .enter)                              // Bob's actions
        let sheet = world.screen.text
        #expect(sheet.contains("Promote to operator") && sheet.contains("Mute") && sheet.contains("Ban"))
        world.screen.press(.enter)                                     // Promote to operator
        world.world.settle()
        #expect(world.row("Bob Stone")?.contains("★ Operator") == true)
        world.screen.press(.enter)
        #expect(world.screen.text.contains("Dismiss operator"))
        world.screen.press(.down, .enter)                              // Mute
        world.world.settle()
        #expect(world.row("Bob Stone")?.contains("⊘ Muted") == true)
        world.screen.press(.enter, .down, .down, .enter)               // Ban
        world.world.settle()
        #expect(list.userList.map(\.userId) == ["ann", "cai"])
    }

    // MARK: Operators, muted and banned

    @Test func theOperatorsMutedAndBannedListsHoldWhatTheySay() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.setMuted(true, userId: "bob", channelURL: world.url)
        let operators = world.openUserList(.operators)
        #expect(operators.userList.map(\.userId) == ["ann", "me"])
        #expect(world.rows[0].contains("Operators") && world.rows[0].contains("Add"))
        world.screen.press(.escape)

        let muted = world.openUserList(.muted)
        #expect(muted.userList.map(\.userId) == ["bob"])
        #expect(!world.rows[0].contains("Add"))
        world.screen.press(.enter, .down, .enter)                      // Unmute
        world.world.settle()
        #expect(muted.userList.isEmpty)
        world.screen.press(.escape)

        let participants = world.openUserList(.participants)
        world.screen.press(.down, .down, .enter, .down, .down, .enter) // ban Cai
        world.world.settle()
        #expect(participants.userList.map(\.userId) == ["ann", "bob"])
        world.screen.press(.escape)

        let banned = world.openUserList(.banned)
        #expect(banned.userList.map(\.userId) == ["cai"])
        #expect(world.row("Cai")?.contains("⊗ Banned") == true)
        world.screen.press(.enter, .enter)                             // Unban
        world.world.settle()
        #expect(banned.userList.isEmpty)
    }

    @Test func addOnTheOperatorsListOpensTheOpenRegisterOperatorScreen() throws {
        let world = try OpenChannelWorld(operator: true)
        world.openUserList(.operators)
        world.screen.press(.tab, .tab, .enter)                         // back, then Add
        world.world.settle()
        let register = try #require(world.navigation.topViewController as? RegisterOperatorViewController)
        #expect(register.userList.map(\.userId) == ["bob", "cai"])
    }
}
