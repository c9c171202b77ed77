import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is. What the group and open lists share is in
// UserListTests, run for both channel types; here is what only a group channel's lists do.

@MainActor
private final class MyUserListController: UserListViewController {}

extension ChannelFixture {
    /// Pushes the user list of `type` over the navigation's root and lets it load.
    @discardableResult
    func openUserList(_ type: ChannelUserListType = .members,
                      _ make: (String, ChannelUserListType) -> UserListViewController = { UserListViewController(channelURL: $0, channelType: .group, userListType: $1) })
        -> UserListViewController {
        let list = make(channelURL, type)
        navigation.pushViewController(list)
        screen.advance(by: .seconds(2))
        _ = screen.text
        return list
    }

    /// The screen's rows.
    var rows: [String] { screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The row showing `name`.
    func row(_ name: String) -> String? { rows.first { $0.contains(name) } }
}

@Suite("The group channel user lists", .serialized)
@MainActor
struct GroupUserListTests {
    // MARK: What it shows

    @Test func theMembersShowByNameWithYouAndTheOperatorMark() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        let list = fixture.openUserList()
        #expect(list.userList.map(\.userId) == ["alice", "bob", "me"])
        #expect(fixture.rows[0].contains("Members") && fixture.rows[0].contains("Invite"))
        #expect(fixture.row("Alice")?.contains("★ Operator") == true)
        #expect(fixture.row("Me ")?.contains("(You)") == true)
        #expect(fixture.row("Bob")?.contains("Operator") == false)
    }

    @Test func typingANameFiltersAndEscClearsThenGoesBack() throws {
        let fixture = try ChannelFixture()
        let list = fixture.openUserList()
        fixture.screen.type("b")
        fixture.screen.advance(by: .seconds(1))
        #expect(list.userList.map(\.userId) == ["bob"])
        #expect(fixture.screen.text.contains("⌕ b"))
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .seconds(1))
        #expect(list.userList.count == 3)
        fixture.screen.press(.escape)
        #expect(fixture.navigation.topViewController !== list)
    }

    @Test func moreMembersLoadAsTheListScrollsDown() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let ids = (0..<120).map { String(format: "user%03d", $0) }
        for id in ids { try fixture.server.createUser(id: id, nickname: "Person \(id)") }
        try fixture.server.inviteUsers(ids, channelURL: fixture.channelURL, inviterId: "me")
        let list = fixture.openUserList()
        #expect(list.userList.count == 50)                               // a page: more than a screen
        for _ in 0..<8 {
            fixture.screen.press(.pageDown)
            fixture.screen.advance(by: .seconds(1))
            _ = fixture.screen.text
        }
        fixture.screen.advance(by: .seconds(1))
        #expect(list.userList.count == 123)
        #expect(Set(list.userList.map(\.userId)).count == 123)
        #expect(list.userList.map(\.nickname) == list.userList.map(\.nickname).sorted { $0.lowercased() < $1.lowercased() })
    }

    // MARK: An operator's row actions

    @Test func anOperatorPromotesMutesAndBansFromTheRowsSheet() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let list = fixture.openUserList()
        #expect(fixture.row("Alice")?.contains("Operator") == false)
        fixture.screen.press(.enter)                                   // Alice's actions
        let sheet = fixture.screen.text
        #expect(sheet.contains("Promote to operator") && sheet.contains("Mute") && sheet.contains("Ban") && sheet.contains("Cancel"))
        fixture.screen.press(.enter)                                   // Promote to operator
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.row("Alice")?.contains("★ Operator") == true)

        fixture.screen.press(.enter)
        #expect(fixture.screen.text.contains("Dismiss operator"))
        fixture.screen.press(.down, .enter)                            // Mute
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.row("Alice")?.contains("⊘ Muted") == true)

        fixture.screen.press(.enter)                                   // Enter opens the sheet again
        #expect(fixture.screen.text.contains("Unmute"))
        fixture.screen.press(.down, .down, .enter)                     // Ban
        fixture.screen.advance(by: .seconds(1))
        #expect(!list.userList.contains { $0.userId == "alice" })
        #expect(fixture.row("Alice") == nil)
        let channel = try #require(list.viewModel?.groupChannel)
        #expect(!channel.members.contains { $0.userId == "alice" })
    }

    @Test func theCurrentUsersOwnRowAndANonOperatorGetNoSheet() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        fixture.openUserList()
        fixture.screen.press(.down, .down, .enter)                     // Me
        #expect(!fixture.screen.text.contains("Cancel"))

        let other = try ChannelFixture()
        other.openUserList()
        other.screen.press(.enter)
        #expect(!other.screen.text.contains("Mute"))
    }

    @Test func faultsOnTheServiceAreRefusalsToo() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let list = fixture.openUserList()
        // Lost on the way to the service, so nothing happened there.
        fixture.server.configuration.lostAcknowledgementShare = 0
        fixture.server.configuration.failureRates[.channelChange] = 1
        fixture.screen.press(.down, .enter, .down, .enter)             // mute Bob
        fixture.screen.advance(by: .seconds(12))
        #expect(list.noticeView.text?.contains("Couldn't do that") == true)
        #expect(fixture.row("Bob")?.contains("Muted") == false)
        fixture.server.configuration.failureRates[.channelChange] = 0
        fixture.screen.press(.enter, .down, .enter)                    // and again, now it works
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.row("Bob")?.contains("⊘ Muted") == true)
    }

    @Test func anotherOperatorsActionsShowLive() throws {
        let fixture = try ChannelFixture(operators: ["me", "alice"])
        let members = fixture.openUserList()
        try fixture.server.setMuted(true, userId: "bob", channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.row("Bob")?.contains("⊘ Muted") == true)
        // Another operator promotes Bob from her own client.
        let alice = ChatClient(server: fixture.server)
        alice.connect(userId: "alice") { _ in }
        fixture.screen.advance(by: .seconds(1))
        alice.getGroupChannel(url: fixture.channelURL) { if case .success(let channel) = $0 { channel.addOperators(userIds: ["bob"]) } }
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.row("Bob")?.contains("★ Operator") == true)
        try fixture.server.leaveChannel(userId: "alice", channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(members.userList.map(\.userId) == ["bob", "me"])
    }

    @Test func theOperatorMutedAndBannedListsHoldWhatTheySayAndLiftRemovesARow() throws {
        let fixture = try ChannelFixture(operators: ["me", "alice"])
        try fixture.server.setMuted(true, userId: "bob", channelURL: fixture.channelURL)
        let operators = fixture.openUserList(.operators)
        #expect(operators.userList.map(\.userId) == ["alice", "me"])
        #expect(fixture.rows[0].contains("Operators") && fixture.rows[0].contains("Add"))
        #expect(fixture.row("Alice")?.contains("★ Operator") == true)
        fixture.screen.press(.enter, .enter)                           // Dismiss Alice
        fixture.screen.advance(by: .seconds(1))
        #expect(operators.userList.map(\.userId) == ["me"])
        fixture.screen.press(.escape)

        let muted = fixture.openUserList(.muted)
        #expect(muted.userList.map(\.userId) == ["bob"])
        #expect(!fixture.rows[0].contains("Add") && !fixture.rows[0].contains("Invite"))
        fixture.screen.press(.enter, .down, .enter)                    // Unmute
        fixture.screen.advance(by: .seconds(1))
        #expect(muted.userList.isEmpty)
        #expect(fixture.screen.text.contains("No muted members"))
        fixture.screen.press(.escape)

        let members = fixture.openUserList(.members)
        fixture.screen.press(.down, .enter, .down, .down, .enter)     // ban Bob
        fixture.screen.advance(by: .seconds(1))
        #expect(!members.userList.contains { $0.userId == "bob" })
        fixture.screen.press(.escape)

        let banned = fixture.openUserList(.banned)
        #expect(banned.userList.map(\.userId) == ["bob"])
        #expect(fixture.row("Bob")?.contains("⊗ Banned") == true)
        fixture.screen.press(.enter)
        #expect(fixture.screen.text.contains("Unban"))
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(banned.userList.isEmpty)
    }

    // MARK: Header items

    @Test func inviteInTheHeaderOpensTheInviteScreenWhichComesBackHere() throws {
        let fixture = try ChannelFixture()
        try fixture.server.createUser(id: "carol", nickname: "Carol")
        let list = fixture.openUserList()
        fixture.screen.press(.tab, .tab, .enter)                       // back, then Invite
        fixture.screen.advance(by: .seconds(1))
        let invite = try #require(fixture.navigation.topViewController as? InviteUserViewController)
        #expect(invite.userList.map(\.userId) == ["carol"])
        fixture.screen.press(.enter)
        fixture.screen.press(KeyEvent(.character("d"), modifiers: .control))
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.navigation.topViewController === list)
        #expect(list.userList.map(\.userId) == ["alice", "bob", "carol", "me"])
    }

    // MARK: Customisation through the sets

    @Test func theSettingsMembersOpensTheControllerFromTheSetWithTheCount() throws {
        let saved = ViewControllerSet.groupUserListViewController
        ViewControllerSet.groupUserListViewController = MyUserListController.self
        defer { ViewControllerSet.groupUserListViewController = saved }
        let fixture = try ChannelFixture()
        fixture.open().showChannelSettings()
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.row("Members")?.contains("3 ›") == true)
        #expect(!fixture.screen.text.contains("Invite users"))
        fixture.screen.press(.down, .enter)                            // Members
        fixture.screen.advance(by: .seconds(1))
        let top = try #require(fixture.navigation.topViewController as? MyUserListController)
        #expect(top.userListType == .members)
        #expect(top.userList.count == 3)
    }

    @Test func theRowActionsCanBeChangedByOverridingTheMenu() throws {
        final class NoBans: UserListViewController {
            override func createUserActionMenuItems(for user: User) -> [MenuItem] {
                super.createUserActionMenuItems(for: user).filter { $0.kind != .ban }
            }
        }
        let fixture = try ChannelFixture(operators: ["me"])
        fixture.openUserList(.members) { NoBans(channelURL: $0, channelType: .group, userListType: $1) }
        fixture.screen.press(.enter)
        #expect(fixture.screen.text.contains("Mute") && !fixture.screen.text.contains("Ban"))
    }
}
