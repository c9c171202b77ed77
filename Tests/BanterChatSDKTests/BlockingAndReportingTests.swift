import Foundation
import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("Blocking and reporting on the mock service")
@MainActor
struct BlockingAndReportingTests {
    @Test func blockingIsTheBlockersOwnAndTheQueryListsIt() throws {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice", nickname: "Alice")
        let bob = try harness.connect("bob", nickname: "Bob")
        _ = try harness.connect("cat", nickname: "Cat")
        let blocked = try harness.run { alice.blockUser(userId: "bob", completion: $0) }.get()
        #expect(blocked.userId == "bob" && blocked.nickname == "Bob")
        _ = try harness.run { alice.blockUser(userId: "cat", completion: $0) }.get()
        #expect(alice.isBlocked(userId: "bob") && alice.isBlocked(userId: "cat"))
        #expect(!bob.isBlocked(userId: "alice"), "the blocked user is not told and blocks nobody")

        let query = alice.createBlockedUserListQuery()
        #expect(try harness.run { query.loadNextPage(completion: $0) }.get().map(\.userId) == ["bob", "cat"])

        _ = try harness.run { alice.unblockUser(userId: "bob", completion: $0) }.get()
        #expect(!alice.isBlocked(userId: "bob"))
        // Unblocking again succeeds and changes nothing.
        _ = try harness.run { alice.unblockUser(userId: "bob", completion: $0) }.get()
        let again = alice.createBlockedUserListQuery()
        #expect(try harness.run { again.loadNextPage(completion: $0) }.get().map(\.userId) == ["cat"])
    }

    @Test func blockingOneselfAnEmptyIdOrAStrangerIsRefusedWithTheServicesCodes() throws {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice")
        #expect(harness.run { alice.blockUser(userId: "alice", completion: $0) }.failureCode == .invalidParameter)
        #expect(harness.run { alice.blockUser(userId: " ", completion: $0) }.failureCode == .invalidParameter)
        #expect(harness.run { alice.blockUser(userId: "nobody", completion: $0) }.failureCode == .notFoundInDatabase)
        #expect(alice.blockedUserIds.isEmpty)
    }

    @Test func aBlockedUserCannotStartAOneToOneChannelButGroupsStillWork() throws {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice")
        let bob = try harness.connect("bob")
        _ = try harness.connect("cat")
        _ = try harness.run { alice.blockUser(userId: "bob", completion: $0) }.get()
        var direct = GroupChannelCreateParams(userIds: ["alice"])
        direct.isDistinct = true
        #expect(harness.run { bob.createGroupChannel(params: direct, completion: $0) }.failureCode == .nonAuthorized)
        // Alice herself still can, and a group with a third person is not a one-to-one.
        var mine = GroupChannelCreateParams(userIds: ["bob"])
        mine.isDistinct = true
        _ = try harness.run { alice.createGroupChannel(params: mine, completion: $0) }.get()
        var group = GroupChannelCreateParams(userIds: ["alice", "cat"])
        group.isDistinct = true
        _ = try harness.run { bob.createGroupChannel(params: group, completion: $0) }.get()
    }

    @Test func aBlockThatFailsChangesNothingAndTimesOut() throws {
        var configuration = ServerConfiguration.immediate
        configuration.failureRates[.block] = 1
        let harness = ChatTestHarness(configuration: configuration)
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        #expect(harness.run { alice.blockUser(userId: "bob", completion: $0) }.failureCode == .ackTimeout)
        #expect(!alice.isBlocked(userId: "bob"))
    }

    @Test func reportsOfAMessageAndAUserAreKeptForTheChannelsOperators() throws {
        let harness = ChatTestHarness()
        let owner = try harness.connect("owner")
        let bob = try harness.connect("bob")
        _ = try harness.connect("cat")
        var params = GroupChannelCreateParams(userIds: ["bob", "cat"], name: "Team")
        params.operatorUserIds = ["owner"]
        let channel = try harness.run { owner.createGroupChannel(params: params, completion: $0) }.get()
        let catsClient = try harness.connect("cat")
        let catsChannel = try harness.run { catsClient.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        let bobsChannel = try harness.run { bob.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        let (spam, _) = harness.send("buy now", in: bobsChannel)
        harness.settle()

        _ = try harness.run {
            catsChannel.report(message: spam, reportCategory: .spam, reportDescription: "  ads  ", completion: $0)
        }.get()
        let bobUser = try #require(spam.sender)
        _ = try harness.run { catsChannel.report(offendingUser: bobUser, reportCategory: .harassing, completion: $0) }.get()
        #expect(harness.server.reportCount == 2)

        let reports = try harness.run { channel.loadReports(completion: $0) }.get()
        #expect(reports.map(\.category) == [.spam, .harassing])
        #expect(reports.map(\.offendingUserId) == ["bob", "bob"])
        #expect(reports[0].messageId == spam.messageId && reports[0].reportDescription == "ads")
        #expect(reports[1].messageId == nil && reports[1].reportDescription == nil)
        #expect(reports.allSatisfy { $0.reporterId == "cat" })
        // Someone who is not an operator cannot read them.
        #expect(harness.run { catsChannel.loadReports(completion: $0) }.failureCode == .nonAuthorized)
    }

    @Test func badReportsAreRefusedAndAFailingReportIsReported() throws {
        let harness = ChatTestHarness()
        let alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        let channel = try harness.groupChannel(alice, with: ["bob"])
        let (mine, _) = harness.send("hello", in: channel)
        harness.settle()
        #expect(harness.run { channel.report(message: mine, reportCategory: .spam, completion: $0) }.failureCode == .invalidParameter)
        let me = try #require(alice.currentUser)
        #expect(harness.run { channel.report(offendingUser: me, reportCategory: .spam, completion: $0) }.failureCode == .invalidParameter)
        let long = String(repeating: "x", count: 1_001)
        let bob = try #require(harness.run { alice.createApplicationUserListQuery(userIds: ["bob"]).loadNextPage(completion: $0) }.get().first)
        #expect(harness.run { channel.report(offendingUser: bob, reportCategory: .spam, reportDescription: long, completion: $0) }.failureCode == .invalidParameter)

        harness.server.configuration.failureRates[.report] = 1
        #expect(harness.run { channel.report(offendingUser: bob, reportCategory: .suspicious, completion: $0) }.failureCode == .ackTimeout)
        #expect(harness.server.reportCount == 0)
    }

    @Test func blocksAndReportsSurviveARestartOfAPersistentService() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("banter-blocks-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func harness() throws -> ChatTestHarness {
            let scheduler = ManualScheduler()
            return ChatTestHarness(server: try ChatServer(scheduler: scheduler, configuration: .immediate, storeDirectory: directory), scheduler: scheduler)
        }
        do {
            let harness = try harness()
            let alice = try harness.connect("alice")
            _ = try harness.connect("bob")
            let channel = try harness.groupChannel(alice, with: ["bob"])
            _ = try harness.run { alice.blockUser(userId: "bob", completion: $0) }.get()
            let bob = try #require(harness.run { alice.createBlockedUserListQuery().loadNextPage(completion: $0) }.get().first)
            _ = try harness.run { channel.report(offendingUser: bob, reportCategory: .inappropriate, completion: $0) }.get()
            harness.server.closeStore()
        }
        let reopened = try harness()
        let alice = try reopened.connect("alice")
        #expect(alice.isBlocked(userId: "bob"))
        #expect(reopened.server.reportCount == 1)
    }
}
