import BanterTesting
import Testing
import BanterUIKit

// Everything here lives outside the kit's module, as an app's code does: each override
// compiles only because the kit made it `open`, and each test shows it takes effect.

@MainActor
private final class TaglineProfileView: UserProfileView {
    override var marks: String { "★ " + super.marks }
    /// No Report on this app's cards.
    override var actions: [Action] { super.actions.filter { $0 != .report } }
}

@MainActor
private final class AuditingChannelController: GroupChannelViewController {
    var blocks: [(String, Bool)] = []
    var messaged: [String?] = []
    var reported: [String] = []
    var opened: [String] = []

    override func userProfileView(_ profileView: UserProfileView, didSelectBlock user: User, blocked: Bool) {
        blocks.append((user.userId, blocked))
        super.userProfileView(profileView, didSelectBlock: user, blocked: blocked)
    }

    override func didSelectMessage(userId: String?) {
        messaged.append(userId)
        super.didSelectMessage(userId: userId)
    }

    override func userProfileView(_ profileView: UserProfileView, didSelectReport user: User) {
        reported.append(user.userId)
        super.userProfileView(profileView, didSelectReport: user)
    }

    override func showChannel(channelURL: String) {
        opened.append(channelURL)
        super.showChannel(channelURL: channelURL)
    }
}

@Suite("User profiles, blocking and reporting in the channel screen", .serialized)
@MainActor
struct UserProfileTests {
    private static let longName = "Wèi 魏 Zhang-Oyelaran, Release Captain of the Northern Office"

    /// The standard channel with Bob renamed to a long name with wide characters, who then
    /// posted twice in a row before Alice's last word.
    private func fixture(size: Size = Size(width: 80, height: 24)) throws -> ChannelFixture {
        try ChannelFixture(size: size, history: { server, url in
            try server.createUser(id: "bob", nickname: Self.longName)
            try ChannelFixture.standardHistory(server, url)
            try ChannelFixture.post(server, url, "bob", "是我 — first from Wei", at: -8)
            try ChannelFixture.post(server, url, "bob", "second from Wei", at: -7)
            try ChannelFixture.post(server, url, "alice", "Thanks all", at: -5)
        })
    }

    private func user(_ id: String, in controller: GroupChannelViewController) throws -> User {
        try #require(controller.viewModel?.fullMessageList.compactMap(\.sender).first { $0.userId == id })
    }

    private func sheet(_ controller: ViewController) -> UserProfileSheet? {
        controller.presentedViewController as? UserProfileSheet
    }

    private func inStyle(_ dark: Bool, _ screen: HeadlessScreen, _ body: () throws -> Void) rethrows {
        Theme.set(colorScheme: dark ? .dark : .light)
        screen.setInterfaceStyle(dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        try body()
    }

    @Test func theProfileShowsNameIdMarksAndActionsAndEscClosesIt() throws {
        let fixture = try fixture()
        let controller = fixture.open()
        let profile = try #require(controller.showUserProfile(user: try user("bob", in: controller)))
        #expect(profile.actions == [.message, .block, .report, .close])
        #expect(profile.initials == "W魏" || profile.initials == "W")
        #expect(profile.marks.isEmpty)
        #expect(fixture.screen.text.contains("bob"))
        #expect(fixture.screen.text.contains("Message") && fixture.screen.text.contains("Block") && fixture.screen.text.contains("Report"))
        fixture.screen.press(.escape)
        #expect(sheet(controller) == nil)
        // One's own profile offers only Close.
        let mine = try #require(controller.showUserProfile(user: try user("me", in: controller)))
        #expect(mine.actions == [.close])
        fixture.screen.press(.enter)
        #expect(sheet(controller) == nil)
    }

    @Test func blockingHidesTheirMessagesBehindOneLineAndUnblockingBringsThemBack() throws {
        let fixture = try fixture(size: Size(width: 80, height: 30))
        let controller = fixture.open()
        #expect(fixture.screen.text.contains("second from Wei"))
        controller.showUserProfile(user: try user("bob", in: controller))
        fixture.screen.press(.down)      // Block
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.client.isBlocked(userId: "bob"))
        #expect(!fixture.screen.text.contains("second from Wei"))
        #expect(fixture.screen.text.contains("2 messages from a blocked user"))
        #expect(fixture.screen.text.contains("Thanks all"), "the others' messages stay")

        let profile = try #require(controller.showUserProfile(user: try user("bob", in: controller)))
        #expect(profile.actions == [.message, .unblock, .report, .close])
        #expect(profile.marks == "Blocked")
        fixture.screen.press(.down)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(!fixture.client.isBlocked(userId: "bob"))
        #expect(fixture.screen.text.contains("second from Wei"))
    }

    @Test func aBlockTheServiceLosesShowsAFailureAndHidesNothing() throws {
        let fixture = try fixture(size: Size(width: 80, height: 30))
        let controller = fixture.open()
        fixture.server.configuration.failureRates[.block] = 1
        controller.showUserProfile(user: try user("bob", in: controller))
        fixture.screen.press(.down)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(11))
        #expect(!fixture.client.isBlocked(userId: "bob"))
        #expect(fixture.screen.text.contains("Couldn't change the block"))
        #expect(fixture.screen.text.contains("second from Wei"))
    }

    @Test func messageOpensTheOneToOneChannelAndReportAsksACategoryAndADescription() throws {
        let fixture = try fixture()
        let controller = fixture.open { AuditingChannelController(channelURL: $0) }
        let audited = try #require(controller as? AuditingChannelController)
        controller.showUserProfile(user: try user("bob", in: controller))
        fixture.screen.press(.enter)     // Message
        fixture.screen.advance(by: .seconds(2))
        #expect(audited.messaged == ["bob"])
        let opened = try #require(audited.opened.first)
        let top = try #require(fixture.navigation.topViewController as? GroupChannelViewController)
        #expect(top.channelURL == opened && top !== controller)
        let direct = try #require(top.channel as? GroupChannel)
        #expect(direct.isDistinct && Set(direct.members.map(\.userId)) == ["me", "bob"])
        _ = fixture.navigation.popViewController()
        fixture.screen.advance(by: .seconds(1))

        controller.showUserProfile(user: try user("alice", in: controller))
        fixture.screen.press(.down, .down) // Report
        fixture.screen.press(.enter)
        #expect(audited.reported == ["alice"])
        try fixture.screen.chooseMenuItem(titled: "Harassment")
        fixture.screen.type("rude in the thread")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.server.reportCount == 1)
        #expect(fixture.screen.text.contains("Report sent"))
    }

    @Test func aSubclassOverridesTheProfilesActionsAndTheCardComesFromTheModuleMetatype() throws {
        GroupChannelModule.List.userProfileView = TaglineProfileView.self
        defer { GroupChannelModule.List.userProfileView = UserProfileView.self }
        let fixture = try fixture()
        let controller = fixture.open { AuditingChannelController(channelURL: $0) }
        let audited = try #require(controller as? AuditingChannelController)
        let profile = try #require(controller.showUserProfile(user: try user("alice", in: controller)))
        #expect(profile is TaglineProfileView)
        #expect(profile.actions == [.message, .block, .close])
        #expect(fixture.screen.text.contains("★"))
        fixture.screen.press(.down)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(audited.blocks.map(\.0) == ["alice"] && audited.blocks.map(\.1) == [true])
        #expect(fixture.client.isBlocked(userId: "alice"))
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func snapshots(width: Int, height: Int, dark: Bool) throws {
        let fixture = try fixture(size: Size(width: width, height: height))
        let controller = fixture.open()
        try inStyle(dark, fixture.screen) {
            let name = "\(dark ? "dark" : "light").\(width)x\(height)"
            let profile = try #require(controller.showUserProfile(user: try user("bob", in: controller)))
            assertSnapshot(of: fixture.screen, named: name + ".profile.message")
            fixture.screen.press(.down)
            assertSnapshot(of: fixture.screen, named: name + ".profile.block")
            fixture.screen.press(.down)
            assertSnapshot(of: fixture.screen, named: name + ".profile.report")
            _ = profile
            fixture.screen.press(.up)
            fixture.screen.press(.enter)
            fixture.screen.advance(by: .seconds(1))
            assertSnapshot(of: fixture.screen, named: name + ".hiddenMessages")
            controller.showUserProfile(user: try user("bob", in: controller))
            assertSnapshot(of: fixture.screen, named: name + ".profile.unblock")
            fixture.screen.press(.escape)
            try fixture.server.setBlocked(false, userId: "bob", by: "me")
        }
    }
}
