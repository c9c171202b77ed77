import BanterTesting
import Testing
import BanterUIKit

/// The group channel's settings, opened from the channel header's ⚙: the channel's name and
/// member count, Edit to rename, Notifications (its own screen), and Leave.
@Suite("The group channel settings screen")
@MainActor
struct GroupChannelSettingsTests {
    /// The channel screen open, then its settings pushed over it.
    private func openSettings(_ fixture: ChannelFixture) -> GroupChannelSettingsViewController {
        let channel = fixture.open()
        channel.showChannelSettings()
        fixture.screen.advance(by: .seconds(1))
        return fixture.navigation.topViewController as! GroupChannelSettingsViewController
    }

    /// The notification choices shown checked.
    private func checked(_ fixture: ChannelFixture) -> [String] {
        rows(fixture).filter { $0.contains("☑") }.map { $0.split(separator: "☑")[1].trimmingCharacters(in: .whitespaces) }
    }

    private func rows(_ fixture: ChannelFixture) -> [String] {
        fixture.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theHeadersSettingsItemOpensTheChannelsSettings() throws {
        let fixture = try ChannelFixture()
        fixture.open()
        let header = rows(fixture)[0]
        let gear = try #require(header.firstIndex(of: "⚙"))
        fixture.screen.click(at: Point(x: header.distance(from: header.startIndex, to: gear), y: 0))
        fixture.screen.advance(by: .seconds(1))
        let settings = try #require(fixture.navigation.topViewController as? GroupChannelSettingsViewController)
        #expect(settings.channelURL == fixture.channelURL)
        let text = fixture.screen.text
        #expect(text.contains("Channel information"))
        #expect(text.contains("Edit"))
        #expect(text.contains("Team"))
        #expect(text.contains("3 members"))
        #expect(text.contains("Notifications") && text.contains("On"))
        #expect(text.contains("Leave channel"))
        fixture.screen.press(.escape)
        #expect(fixture.navigation.topViewController is GroupChannelViewController)
    }

    @Test func aMemberWhoIsNoOperatorIsNotOfferedEdit() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        _ = openSettings(fixture)
        let text = fixture.screen.text
        #expect(text.contains("Channel information"))
        #expect(!text.contains("Edit"))
    }

    @Test func anUnnamedGroupIsNamedAfterTheOthersWithTheirInitialsAndTheChannelsURL() throws {
        let fixture = try ChannelFixture()
        var update = ChannelUpdateParams()
        update.name = ""
        fixture.client.getGroupChannel(url: fixture.channelURL) { result in
            if case .success(let channel) = result { channel.update(params: update) }
        }
        fixture.screen.advance(by: .seconds(1))
        _ = openSettings(fixture)
        let lines = rows(fixture)
        #expect(lines[2].contains("AL") && lines[2].contains("Alice, Bob"), "\(lines[2])")
        #expect(lines[3].contains("3 members"))
        #expect(lines[4].contains(fixture.channelURL))
    }

    @Test func notificationsOpenTheirOwnScreenWhereAChoiceIsKeptByTheService() throws {
        let fixture = try ChannelFixture()
        let settings = openSettings(fixture)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let push = try #require(fixture.navigation.topViewController as? GroupChannelPushSettingsViewController)
        let text = fixture.screen.text
        #expect(text.contains("Notifications"))
        #expect(checked(fixture) == ["All new messages"])
        #expect(text.contains("Mentions only") && text.contains("Off"))
        fixture.screen.press(.down)
        fixture.screen.press(.down)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect((push.channel as? GroupChannel)?.myPushTriggerOption == .off)
        #expect(checked(fixture) == ["Off"])
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .milliseconds(100))
        #expect(fixture.navigation.topViewController === settings)
        #expect(rows(fixture).contains { $0.contains("Notifications") && $0.contains("Off") })
    }

    @Test func aRefusedNotificationChoiceIsANoticeAndTheCheckStays() throws {
        let fixture = try ChannelFixture()
        _ = openSettings(fixture)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        fixture.server.configuration.failureRates[.channelChange] = 1
        fixture.screen.press(.down, .down, .down)            // past Members and Search in channel
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(12))
        let push = try #require(fixture.navigation.topViewController as? GroupChannelPushSettingsViewController)
        #expect(push.noticeView.text != nil)
        #expect(checked(fixture) == ["All new messages"])
    }

    @Test func editRenamesTheChannelForEveryone() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let settings = openSettings(fixture)
        settings.showRename()
        #expect(fixture.screen.text.contains("Rename the channel"))
        fixture.screen.press(.backspace, .backspace, .backspace, .backspace)
        fixture.screen.type("Release crew")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(settings.channel?.name == "Release crew")
        #expect(fixture.screen.text.contains("Release crew"))
        #expect(!fixture.screen.text.contains("Rename the channel"))
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .milliseconds(100))
        #expect(rows(fixture)[0].contains("Release crew"))
    }

    @Test func aBlankNameIsRefusedWithANoticeAndTheNameStays() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let settings = openSettings(fixture)
        settings.showRename()
        for _ in 0..<4 { fixture.screen.press(.backspace) }
        fixture.screen.type(" ")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(settings.channel?.name == "Team")
        #expect(settings.noticeView.text != nil)
    }

    @Test func aNonOperatorCannotRenameAndIsToldWhy() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        let settings = openSettings(fixture)
        settings.showRename()
        fixture.screen.type(" 2")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(settings.channel?.name == "Team")
        #expect(settings.noticeView.text?.contains("400108") == true || settings.noticeView.text?.lowercased().contains("operator") == true)
    }

    @Test func leaveAsksFirstAndThenClosesTheChannelsScreens() throws {
        let fixture = try ChannelFixture()
        _ = openSettings(fixture)
        fixture.screen.press(.down, .down, .down)            // past Members and Search in channel
        fixture.screen.press(.enter)
        #expect(fixture.screen.text.contains("Leave this channel?"))
        fixture.screen.press(.enter)  // Cancel is highlighted.
        #expect(!fixture.screen.text.contains("Leave this channel?"))
        #expect(fixture.navigation.topViewController is GroupChannelSettingsViewController)

        fixture.screen.press(.enter)
        fixture.screen.press(.right)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.navigation.viewControllers.count == 1)
        #expect(fixture.screen.text.contains("Channels"))
        #expect(!fixture.screen.text.contains("Channel closed"), "leaving is not news to the one who left")
    }

    @Test func aChannelDeletedByItsOperatorClosesItsScreensAndSaysSo() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        _ = openSettings(fixture)
        let alice = ChatClient(server: fixture.server)
        alice.connect(userId: "alice") { _ in }
        fixture.screen.advance(by: .seconds(1))
        alice.getGroupChannel(url: fixture.channelURL) { result in
            if case .success(let channel) = result { channel.delete() }
        }
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.navigation.viewControllers.count == 1)
        #expect(fixture.screen.text.contains("Channel closed"))
    }

    @Test func aLeaveThatFailsKeepsTheSettingsWithANotice() throws {
        let fixture = try ChannelFixture()
        let settings = openSettings(fixture)
        fixture.server.configuration.failureRates[.channelChange] = 1
        fixture.screen.press(.down, .down, .down)            // past Members and Search in channel
        fixture.screen.press(.enter)
        fixture.screen.press(.right)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(12))
        #expect(fixture.navigation.topViewController === settings)
        #expect(settings.noticeView.text != nil)
    }

    @Test func membersOpensTheMemberListWhoseInviteComesBackToItAndTheCountFollows() throws {
        let fixture = try ChannelFixture()
        let channel = fixture.open()
        fixture.screen.press(.tab, .tab, .enter)      // back, then ⚙
        fixture.screen.advance(by: .seconds(1))
        let settings = try #require(fixture.navigation.topViewController as? GroupChannelSettingsViewController)
        try fixture.server.createUser(id: "carol", nickname: "Carol")
        fixture.screen.press(.down, .enter)           // Members
        fixture.screen.advance(by: .seconds(1))
        let members = try #require(fixture.navigation.topViewController as? UserListViewController)
        fixture.screen.press(.tab, .tab, .enter)      // back, then Invite
        fixture.screen.advance(by: .seconds(1))
        let invite = try #require(fixture.navigation.topViewController as? InviteUserViewController)
        #expect(invite.userList.map(\.userId) == ["carol"])
        fixture.screen.press(.enter)
        fixture.screen.press(KeyEvent(.character("d"), modifiers: .control))
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.navigation.topViewController === members)
        #expect(members.userList.map(\.userId) == ["alice", "bob", "carol", "me"])
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .milliseconds(100))
        #expect(fixture.navigation.topViewController === settings)
        #expect(rows(fixture).contains { $0.contains("Members") && $0.contains("4 ›") })
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .milliseconds(100))
        #expect(fixture.navigation.topViewController === channel)
        #expect(fixture.screen.text.split(separator: "\n")[0].contains("4 members"))
    }

    @Test func moderationsShowOnlyToOperators() throws {
        let member = try ChannelFixture(operators: ["alice"])
        let settings = openSettings(member)
        #expect(settings.listComponent?.items.map(\.id) == ["notifications", "members", "search", "leave"])
        #expect(!member.screen.text.contains("Moderations"))

        let operatorFixture = try ChannelFixture(operators: ["me"])
        let operatorSettings = openSettings(operatorFixture)
        #expect(operatorSettings.listComponent?.items.map(\.id) == ["moderations", "notifications", "members", "search", "leave"])
        #expect(operatorFixture.screen.text.contains("Moderations"))
        operatorFixture.screen.press(.enter)
        operatorFixture.screen.advance(by: .seconds(1))
        #expect(operatorFixture.navigation.topViewController is ModerationsViewController)
    }

    @Test func theMemberCountFollowsInvitations() throws {
        let fixture = try ChannelFixture()
        _ = openSettings(fixture)
        try fixture.server.createUser(id: "carol", nickname: "Carol")
        try fixture.server.inviteUsers(["carol"], channelURL: fixture.channelURL, inviterId: "alice")
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("4 members"))
    }

    // MARK: Lifecycle

    final class RecordingList: GroupChannelSettingsModule.List {
        var calls: [String] = []
        override func setupViews() { calls.append("setupViews"); super.setupViews() }
        override func setupLayouts() { calls.append("setupLayouts"); super.setupLayouts() }
        override func setupStyles() { calls.append("setupStyles"); super.setupStyles() }
        override func setupItems() { calls.append("setupItems"); super.setupItems() }
    }

    @Test func theListIsSetUpOnceByConfigureAndMakesItsItemsWhenTheChannelLoads() throws {
        let saved = GroupChannelSettingsModule.listComponent
        GroupChannelSettingsModule.listComponent = RecordingList.self
        defer { GroupChannelSettingsModule.listComponent = saved }
        let fixture = try ChannelFixture()
        let settings = openSettings(fixture)
        let list = try #require(settings.listComponent as? RecordingList)
        // Items are made before the channel is there (none) and again once it has loaded;
        // appearing reads the channel again; styles follow the screen's theme pass.
        #expect(list.calls.prefix(4) == ["setupViews", "setupLayouts", "setupStyles", "setupItems"])
        #expect(list.calls.filter { $0 == "setupViews" }.count == 1)
        #expect(list.calls.filter { $0 == "setupLayouts" }.count == 1)
        #expect(list.items.map(\.id) == ["notifications", "members", "search", "leave"])
    }

    // MARK: Customisation

    final class ExtraItemList: GroupChannelSettingsModule.List {
        override func setupItems() {
            super.setupItems()
            items.insert(ChannelSettingItem(id: "pin", title: "Pinned messages", isRightButtonHidden: false), at: 0)
        }
    }

    final class TracingSettings: GroupChannelSettingsViewController {}

    @Test func everySetIsAskedAndEveryItemCanBeReplaced() throws {
        let saved = (ModuleSet.groupChannelSettingsModule.listComponent, ViewControllerSet.groupChannelSettingsViewController)
        GroupChannelSettingsModule.listComponent = ExtraItemList.self
        ViewControllerSet.groupChannelSettingsViewController = TracingSettings.self
        defer { (GroupChannelSettingsModule.listComponent, ViewControllerSet.groupChannelSettingsViewController) = saved }
        let fixture = try ChannelFixture()
        let settings = openSettings(fixture)
        #expect(settings is TracingSettings)
        #expect(settings.listComponent is ExtraItemList)
        #expect(fixture.screen.text.contains("Pinned messages"))
        #expect(settings.viewModel != nil)
    }

    final class LeaveWatchingSettings: GroupChannelSettingsViewController {
        var left: [String] = []
        override func groupChannelSettingsViewModel(_ viewModel: GroupChannelSettingsViewModel, didLeaveChannel channel: GroupChannel) {
            left.append(channel.channelURL)
            super.groupChannelSettingsViewModel(viewModel, didLeaveChannel: channel)
        }
    }

    @Test func theViewModelReportsTheLeaveToAnOverrideOfTheControllersDelegateMethod() throws {
        let saved = ViewControllerSet.groupChannelSettingsViewController
        ViewControllerSet.groupChannelSettingsViewController = LeaveWatchingSettings.self
        defer { ViewControllerSet.groupChannelSettingsViewController = saved }
        let fixture = try ChannelFixture()
        let settings = try #require(openSettings(fixture) as? LeaveWatchingSettings)
        #expect(settings.viewModel?.delegate === settings)
        settings.showLeaveConfirmation()
        fixture.screen.press(.right)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(2))
        #expect(settings.left == [fixture.channelURL])
        #expect(fixture.navigation.viewControllers.count == 1)
        #expect(!fixture.screen.text.contains("Channel closed"))
    }

    @Test func theComponentsThemeWinsOverTheScreensWhichWinsOverTheGlobalOne() throws {
        let fixture = try ChannelFixture()
        let settings = openSettings(fixture)
        let list = try #require(settings.listComponent)
        #expect(list.resolvedTheme == Theme.current.channelSettingsTheme)
        var mine = ChannelSettingsTheme.dark
        mine.background = TextStyle(background: .magenta)
        list.theme = mine
        #expect(list.resolvedTheme == mine)
        settings.updateStyles()
        #expect(list.resolvedTheme == mine, "the screen's theme does not overwrite the component's own")
    }

    // MARK: Snapshots

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func snapshots(width: Int, height: Int, dark: Bool) throws {
        Theme.set(colorScheme: dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture(size: Size(width: width, height: height))
        fixture.screen.setInterfaceStyle(dark ? .dark : .light)
        let name = "\(dark ? "dark" : "light").\(width)x\(height)"
        _ = openSettings(fixture)
        assertSnapshot(of: fixture.screen, named: name + ".settings")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        assertSnapshot(of: fixture.screen, named: name + ".notifications")
    }

    @Test func anUnknownChannelShowsTheErrorWithRetry() throws {
        let fixture = try ChannelFixture()
        let settings = GroupChannelSettingsViewController(channelURL: "no-such-channel")
        fixture.navigation.pushViewController(settings)
        fixture.screen.advance(by: .seconds(2))
        assertSnapshot(of: fixture.screen, named: "error")
        #expect(fixture.screen.text.contains("Couldn't load this channel"))
    }
}
