import BanterTesting
import Testing
import BanterUIKit

/// The two picking screens driven as a person would, with the keys, on the manual
/// scheduler and the service's realistic latency: make a channel, see it open, invite
/// someone, see the member count follow; then the same with faults injected, and the
/// service's refusals.
@Suite("Creating a channel and inviting to it, end to end", .serialized)
@MainActor
struct CreateAndInviteEndToEndTests {
    /// The seeded workspace's channel list in a navigation controller.
    private func start() throws -> (ChannelListWorld, NavigationController) {
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        return (world, navigation)
    }

    /// The line at the top of the screen.
    private func headerLine(_ world: ChannelListWorld) -> String {
        String(world.screen.text.split(separator: "\n")[0])
    }

    /// Opens the "new channel" screen for a group from the list: `n`, then Group.
    private func openCreate(_ world: ChannelListWorld, _ navigation: NavigationController) throws -> CreateChannelViewController {
        world.screen.type("n")
        world.screen.press(.enter)
        world.settle()
        return try #require(navigation.topViewController as? CreateChannelViewController)
    }

    /// Picks the first person whose name starts with `prefix`, then clears the filter.
    private func pick(_ prefix: String, in world: ChannelListWorld) {
        world.screen.type(prefix)
        world.settle()
        world.screen.press(.home)
        world.screen.press(.enter)
        world.screen.press(.escape)
        world.settle()
    }

    @Test func aNewChannelOpensAndInvitingUpdatesItsMemberCount() throws {
        let (world, navigation) = try start()
        let list = try #require(navigation.viewControllers.first as? GroupChannelListViewController)
        let channelsBefore = list.viewModel?.channelList.count ?? 0
        let create = try openCreate(world, navigation)
        #expect(headerLine(world).hasSuffix("Create "))
        pick("lei", in: world)
        pick("emm", in: world)
        #expect(create.selectedUserList.map(\.nickname) == ["Leila Haddad", "Emma"])
        #expect(headerLine(world).hasSuffix("Create (2) "))
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle()

        // The channel opens in the creation screen's place.
        let channel = try #require(navigation.topViewController as? GroupChannelViewController)
        #expect(navigation.viewControllers.count == 2 && !navigation.viewControllers.contains { $0 === create })
        #expect(channel.groupChannel?.memberCount == 3)
        #expect(headerLine(world).contains("3 members"))
        #expect(channel.groupChannel?.members.first { $0.userId == "me" }?.role == .operator)

        // Invite: Tab to the header's ⚙, Members (past Moderations and Notifications, as the
        // creator operates the channel), the member list's Invite, pick the first person offered.
        world.screen.press(.tab, .tab, .enter)
        world.settle()
        #expect(navigation.topViewController is GroupChannelSettingsViewController)
        #expect(world.screen.text.contains("Moderations"))
        world.screen.press(.down, .down, .enter)
        world.settle()
        let members = try #require(navigation.topViewController as? UserListViewController)
        #expect(members.userList.count == 3)
        world.screen.press(.tab, .tab, .enter)
        world.settle()
        let invite = try #require(navigation.topViewController as? InviteUserViewController)
        #expect(!invite.userList.contains { ["me", "leila.haddad", "emma.smith"].contains($0.userId) })
        let invitee = try #require(invite.userList.first)
        world.screen.press(.enter)
        #expect(headerLine(world).hasSuffix("Invite (1) "))
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle()
        // Back on the member list, which shows them; then back to the channel.
        #expect(navigation.topViewController === members)
        #expect(members.userList.contains { $0.userId == invitee.userId })
        world.screen.press(.escape, .escape)
        world.settle()
        #expect(navigation.topViewController === channel)
        #expect(channel.groupChannel?.memberCount == 4)
        #expect(channel.groupChannel?.members.contains { $0.userId == invitee.userId } == true)
        #expect(headerLine(world).contains("4 members"))

        // Back to the list, which shows the new channel on top.
        world.screen.press(.escape)
        world.settle()
        #expect(navigation.topViewController === list)
        #expect(list.viewModel?.channelList.count == channelsBefore + 1)
        #expect(list.viewModel?.channelList.first?.channelURL == channel.channelURL)
    }

    @Test func oneOtherPersonOpensTheChatTheTwoAlreadyHave() throws {
        let (world, navigation) = try start()
        let existing = try #require(world.workspace?.channels(.direct).first { $0.memberIds.contains("leila.haddad") })
        let list = try #require(navigation.viewControllers.first as? GroupChannelListViewController)
        let channelsBefore = list.viewModel?.channelList.map(\.channelURL)
        _ = try openCreate(world, navigation)
        pick("lei", in: world)
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle()
        let channel = try #require(navigation.topViewController as? GroupChannelViewController)
        #expect(channel.channelURL == existing.url)
        #expect(world.screen.text.contains("Reminder: retro tonight at 7:15"))
        world.screen.press(.escape)
        world.settle()
        #expect(navigation.topViewController === list)
        #expect(list.viewModel?.channelList.map(\.channelURL) == channelsBefore)
    }

    @Test func withFaultsInjectedTheScreensStayAndAnotherTrySucceeds() throws {
        let (world, navigation) = try start()
        let create = try openCreate(world, navigation)
        pick("lei", in: world)
        pick("emm", in: world)
        world.server.configuration.failureRates[.channelChange] = 1
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle(.seconds(11))
        #expect(world.screen.text.contains("Couldn't create the channel."))
        #expect(navigation.topViewController === create)
        #expect(create.selectedUserList.count == 2)
        world.server.configuration.failureRates[.channelChange] = 0
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle()
        let channel = try #require(navigation.topViewController as? GroupChannelViewController)

        // Users that fail to load: the filter shows the error with a retry, which `r` runs.
        channel.showInviteUser()
        world.settle()
        let invite = try #require(navigation.topViewController as? InviteUserViewController)
        world.server.configuration.failureRates[.loadUsers] = 1
        world.screen.type("zo")
        world.settle(.seconds(11))
        #expect(world.screen.text.contains("Couldn't load users"))
        world.server.configuration.failureRates[.loadUsers] = 0
        world.screen.type("r")
        world.settle()
        #expect(invite.listComponent?.filterText == "zo")
        #expect(invite.userList.map(\.nickname) == ["Zofia Wójcik"])

        // An invitation lost on the way: a notice, the pick kept; the next one goes through.
        world.screen.press(.enter)
        world.server.configuration.failureRates[.channelChange] = 1
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle(.seconds(11))
        #expect(world.screen.text.contains("Couldn't invite."))
        #expect(navigation.topViewController === invite)
        world.server.configuration.failureRates[.channelChange] = 0
        if invite.selectedUserList.isEmpty {
            // The service stored it and only the acknowledgement was lost: she is a member now.
            #expect(channel.groupChannel?.members.contains { $0.nickname == "Zofia Wójcik" } == true)
        } else {
            world.screen.press(KeyEvent(.character("d"), modifiers: .control))
            world.settle()
            #expect(navigation.topViewController === channel)
        }
        #expect(channel.groupChannel?.memberCount == 4)
    }

    /// A view model's own refusal is typed; what it says comes from `StringSet.errors`,
    /// so an app rewords it.
    @Test func aViewModelsRefusalIsTypedAndWordedByTheStringSet() throws {
        let saved = StringSet.current
        defer { StringSet.current = saved }
        StringSet.current.errors.noMemberPicked = "Pick someone first."
        let (world, navigation) = try start()
        let create = try openCreate(world, navigation)
        create.viewModel?.createChannel(userIds: [])
        #expect(world.screen.text.contains("Couldn't create the channel. Pick someone first."))
        #expect(ViewModelError.noMemberPicked.chatError == ChatError(.invalidParameter, "Pick someone first."))
        #expect(ViewModelError.connectionRequired.code == .connectionRequired)
        #expect(ViewModelError.allCases.allSatisfy { !$0.message.isEmpty })
    }

    @Test func theServicesRefusalsShowAsNoticesAndNothingIsLost() throws {
        let (world, navigation) = try start()
        let create = try openCreate(world, navigation)
        pick("lei", in: world)
        create.viewModel?.createChannel(userIds: ["ghost"])         // an unknown user: 400201
        world.settle()
        #expect(world.screen.text.contains("Couldn't create the channel. Not found in database: user \"ghost\"."))
        #expect(navigation.topViewController === create && create.selectedUserList.map(\.userId) == ["leila.haddad"])
        create.viewModel?.createChannel(userIds: [])                // nobody: 800110, no request
        #expect(create.noticeView.text == "Couldn't create the channel. Invalid parameter: pick at least one person for the channel.")

        // Inviting after losing the membership: 400108.
        let group = try #require(world.workspace?.channels(.group).first)
        let invite = InviteUserViewController(channelURL: group.url)
        world.push(invite, on: navigation)
        world.screen.press(.enter)
        try world.server.leaveChannel(userId: "me", channelURL: group.url)
        world.settle()
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.settle()
        // The service's message names the channel's URL: the notice names the channel instead.
        #expect(world.screen.text.contains("Couldn't invite. You're no longer in “\(group.name)”"))
        #expect(navigation.topViewController === invite && invite.selectedUserList.count == 1)

        // A channel that does not exist: the list says so, with a retry.
        let nowhere = InviteUserViewController(channelURL: "banter_group_channel_nowhere")
        world.push(nowhere, on: navigation)
        let text = world.screen.text
        #expect(text.contains("Couldn't load users") && text.contains("Not found in database"))
        #expect(nowhere.listComponent?.error?.code == .notFoundInDatabase)
    }
}
