import BanterTesting
import Testing
import BanterUIKit

// As an app uses the kit: no @testable; each override compiles only because the kit made it open.

@MainActor
private final class ReportWatchingChannel: GroupChannelViewController {
    var reportedMessages: [String] = []
    override func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapReportMessage message: BaseMessage) {
        reportedMessages.append(message.message)
        super.baseChannelModule(listComponent, didTapReportMessage: message)
    }
}

@MainActor
private final class ReportWatchingModerations: ModerationsViewController {
    var shown = 0
    override func showReports() {
        shown += 1
        super.showReports()
    }
}

@Suite("Reporting a message from its menu, the reports in Moderations, and a mention's profile", .serialized)
@MainActor
struct MessageReportTests {
    /// The standard channel plus a message in which Alice mentions Bob.
    private func fixture(operators: [String] = []) throws -> ChannelFixture {
        try ChannelFixture(operators: operators, history: { server, url in
            try ChannelFixture.standardHistory(server, url)
            var params = UserMessageCreateParams(message: "@Bob can you review 魏's notes?")
            params.mentionedUserIds = ["bob"]
            try server.sendUserMessage(params, senderId: "alice", channelURL: url, createdAt: server.now - 5 * ChannelFixture.minute)
        })
    }

    @Test func anotherUsersMessageOffersReportWhichAsksACategoryAndADescription() throws {
        let fixture = try fixture()
        let controller = fixture.open { ReportWatchingChannel(channelURL: $0) }
        let watcher = try #require(controller as? ReportWatchingChannel)
        fixture.select(messageStartingWith: "Sounds good", in: controller)
        fixture.screen.press(.enter)
        #expect(fixture.screen.menuItemTitles.contains("Report"))
        try fixture.screen.chooseMenuItem(titled: "Report")
        #expect(watcher.reportedMessages == ["Sounds good to me"])
        try fixture.screen.chooseMenuItem(titled: "Spam")
        fixture.screen.type("sells watches")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.server.reportCount == 1)
        #expect(fixture.screen.text.contains("Report sent"))
    }

    @Test func onesOwnMessageHasNoReport() throws {
        let fixture = try fixture()
        let controller = fixture.open()
        fixture.select(messageStartingWith: "Yes, all green", in: controller)
        fixture.screen.press(.enter)
        #expect(!fixture.screen.menuItemTitles.contains("Report"))
        #expect(fixture.screen.menuItemTitles.contains("Delete"))
    }

    @Test func aFailedReportSaysSo() throws {
        let fixture = try fixture()
        let controller = fixture.open()
        fixture.server.configuration.failureRates[.report] = 1
        fixture.select(messageStartingWith: "Sounds good", in: controller)
        fixture.screen.press(.enter)
        try fixture.screen.chooseMenuItem(titled: "Report")
        try fixture.screen.chooseMenuItem(titled: "Inappropriate")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(11))
        #expect(fixture.server.reportCount == 0)
        #expect(fixture.screen.text.contains("Couldn't send the report"))
    }

    @Test func anOperatorSeesTheReportInModerationsAndOneOpensTheReportedUsersProfile() throws {
        let fixture = try fixture(operators: ["me"])
        let controller = fixture.open()
        fixture.select(messageStartingWith: "Sounds good", in: controller)
        fixture.screen.press(.enter)
        try fixture.screen.chooseMenuItem(titled: "Report")
        try fixture.screen.chooseMenuItem(titled: "Harassment")
        fixture.screen.type("rude")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))

        let moderations = ReportWatchingModerations(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(moderations)
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.screen.text.contains("Reports"))
        fixture.screen.press(.down, .down, .down, .down, .enter)   // Reports, after Freeze channel
        fixture.screen.advance(by: .seconds(1))
        #expect(moderations.shown == 1)
        #expect(fixture.screen.menuItemTitles.first == "Harassment: Bob's message, by Me · rude")
        fixture.screen.press(.enter)
        #expect(moderations.presentedViewController is UserProfileSheet)
        #expect(fixture.screen.text.contains("bob"))
    }

    @Test func noReportsIsANotice() throws {
        let fixture = try fixture(operators: ["me"])
        fixture.open()
        let moderations = ViewControllerSet.groupModerationsViewController.init(channelURL: fixture.channelURL, channelType: .group)
        fixture.navigation.pushViewController(moderations)
        fixture.screen.advance(by: .seconds(2))
        fixture.screen.press(.down, .down, .down, .down, .enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(moderations.noticeView.text == "No reports")
    }

    @Test func aMentionOpensItsUsersProfileFromTheMenuAndByAClick() throws {
        let fixture = try fixture()
        let controller = fixture.open()
        fixture.select(messageStartingWith: "@Bob can you", in: controller)
        fixture.screen.press(.enter)
        try fixture.screen.chooseMenuItem(titled: "@Bob's profile")
        let sheet = try #require(controller.presentedViewController as? UserProfileSheet)
        #expect(sheet.profileView.user?.userId == "bob")
        fixture.screen.press(.escape)
        #expect(controller.presentedViewController == nil)

        try fixture.screen.click(onText: "@Bob")
        let clicked = try #require(controller.presentedViewController as? UserProfileSheet)
        #expect(clicked.profileView.user?.userId == "bob")
        fixture.screen.press(.escape)
        // A click on the text beside it opens the message's menu, as before.
        try fixture.screen.click(onText: "review")
        #expect(!(controller.presentedViewController is UserProfileSheet))
    }
}
