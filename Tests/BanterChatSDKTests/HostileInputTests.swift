import Foundation
import Testing
import BanterScheduling
@testable import BanterChatSDK

/// Inputs a careless or hostile caller may pass: each is refused with the service's code,
/// nothing traps, and the service's state is exactly as it was.
@Suite("Hostile input is refused with the service's code")
@MainActor
struct HostileInputTests {
    let harness = ChatTestHarness()
    let alice: ChatClient

    init() throws {
        alice = try harness.connect("alice")
        _ = try harness.connect("bob")
        _ = try harness.connect("carol")
    }

    // MARK: Numbers from the caller

    @Test(arguments: [Int.max, Int.max / 1000, Validation.maximumDurationSeconds + 1, 0, -1, Int.min])
    func aMuteOrBanOutOfRangeIsRefusedNotATrap(seconds: Int) throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        harness.expectRefusal(.invalidParameter, mentioning: "mute duration") { channel.muteUser(userId: "bob", seconds: seconds, completion: $0) }
        harness.expectRefusal(.invalidParameter, mentioning: "ban duration") { channel.banUser(userId: "bob", seconds: seconds, completion: $0) }
    }

    @Test(arguments: [Int64.min, -1])
    func aTimeBefore1970IsRefused(time: Int64) throws {
        let before = harness.snapshot()
        var caught: ChatError?
        do throws(ChatError) {
            try harness.server.createGroupChannel(GroupChannelCreateParams(userIds: ["bob"]), creatorId: "alice", createdAt: time)
        } catch { caught = error }
        #expect(caught?.code == .invalidParameter)
        #expect(harness.snapshot() == before)
    }

    @Test func theLongestMuteIsAccepted() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        try harness.run { channel.muteUser(userId: "bob", seconds: Validation.maximumDurationSeconds, completion: $0) }.get()
    }

    // MARK: Paging

    @Test(arguments: [0, -1, 101, Int.max])
    func everyQueryRefusesAPageLimitOutsideOneToAHundred(limit: Int) throws {
        let group = try harness.groupChannel(alice, with: ["bob"])
        let open = try harness.run { alice.createOpenChannel(params: OpenChannelCreateParams(name: "Lobby"), completion: $0) }.get()
        let queries: [(String, (@escaping @MainActor (ChatError?) -> Void) -> Void)] = [
            ("members", { done in let q = group.createMemberListQuery(); q.limit = limit; q.loadNextPage { done($0.failureValue) } }),
            ("users", { done in let q = alice.createApplicationUserListQuery(); q.limit = limit; q.loadNextPage { done($0.failureValue) } }),
            ("participants", { done in let q = open.createParticipantListQuery(); q.limit = limit; q.loadNextPage { done($0.failureValue) } }),
            ("operators", { done in let q = group.createOperatorListQuery(); q.limit = limit; q.loadNextPage { done($0.failureValue) } }),
            ("open channels", { done in let q = alice.createOpenChannelListQuery(); q.limit = limit; q.loadNextPage { done($0.failureValue) } }),
            ("group channels", { done in let q = alice.createMyGroupChannelListQuery(); q.limit = limit; q.loadNextPage { done($0.failureValue) } }),
        ]
        for (name, load) in queries {
            let before = harness.snapshot()
            let error = harness.run { (done: @escaping @MainActor (Result<ChatError?, ChatError>) -> Void) in load { done(.success($0)) } }
            #expect(try error.get()?.code == .invalidParameter, "\(name) with limit \(limit)")
            #expect(harness.snapshot() == before)
        }
    }

    @Test func pagingAlwaysEnds() throws {
        for index in 0..<7 { _ = try harness.connect("user\(index)") }
        let query = alice.createApplicationUserListQuery()
        query.limit = 1
        var pages = 0
        while query.hasNext {
            _ = try harness.run { query.loadNextPage(completion: $0) }.get()
            pages += 1
            #expect(pages <= 11, "the user list pages for ever")
            if pages > 11 { break }
        }
        #expect(pages == 10 || pages == 11)
    }

    // MARK: Codes the service answers

    @Test func invitingAnUnknownUserIsUserNotFound() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        harness.expectRefusal(.notFoundInDatabase, mentioning: "zed") { channel.invite(userIds: ["carol", "zed"], completion: $0) }
    }

    @Test func lookingUpAnUnknownChannelIsNotFoundWhileAGoneChannelObjectIsChannelNotFound() throws {
        harness.expectRefusal(.notFoundInDatabase, mentioning: "nowhere") { alice.getGroupChannel(url: "nowhere", completion: $0) }
        harness.expectRefusal(.notFoundInDatabase, mentioning: "nowhere") { alice.getOpenChannel(url: "nowhere", completion: $0) }
        let channel = try harness.groupChannel(alice, with: ["bob"])
        try harness.run { channel.delete(completion: $0) }.get()
        harness.expectRefusal(.channelNotFound) { channel.refresh(completion: $0) }
    }

    @Test func disconnectingWhileConnectingCancelsTheConnection() {
        var configuration = ServerConfiguration.immediate
        configuration.latency = .milliseconds(200)
        let slow = ChatTestHarness(configuration: configuration)
        let client = ChatClient(server: slow.server)
        var result: Result<User, ChatError>?
        client.connect(userId: "dave") { result = $0 }
        client.disconnect()
        slow.settle()
        guard case .failure(let error) = result else { Issue.record("connect did not fail: \(String(describing: result))"); return }
        #expect(error.code == .connectionCanceled)
        #expect(error.code.rawValue == 800102)
    }

    // MARK: Checks before anything else

    @Test func refusedSendsDoNotCountAgainstTheRateLimit() throws {
        var configuration = ServerConfiguration.immediate
        configuration.messagesPerSecond = 5
        let limited = ChatTestHarness(configuration: configuration)
        let dave = try limited.connect("dave")
        _ = try limited.connect("erin")
        let channel = try limited.groupChannel(dave, with: ["erin"])
        for _ in 0..<5 { limited.expectSendRefused("   ", in: channel, with: .invalidParameter) }
        limited.expectSent("a real message", in: channel)
    }

    @Test func anEmptyTextIsInvalidEvenWhileDisconnected() throws {
        let channel = try harness.groupChannel(alice, with: ["bob"])
        harness.disconnect(alice)
        harness.expectSendRefused("", in: channel, with: .invalidParameter)
        harness.expectSendRefused("\n\t ", in: channel, with: .invalidParameter)
    }

    @Test func aFailedMessageIsResentOnlyThroughItsOwnChannel() throws {
        let first = try harness.groupChannel(alice, with: ["bob"], name: "First")
        let second = try harness.groupChannel(alice, with: ["carol"], name: "Second")
        harness.server.configuration.failureRates[.sendMessage] = 1
        harness.server.configuration.lostAcknowledgementShare = 0
        let (failed, _) = harness.send("lost", in: first)
        harness.server.configuration.failureRates = [:]
        #expect(failed.sendingStatus == .failed && failed.isResendable)
        let before = harness.snapshot()
        let outcome = harness.run { (done: @escaping @MainActor (Result<ChatError?, ChatError>) -> Void) in
            second.resendUserMessage(failed) { _, error in done(.success(error)) }
        }
        #expect(try outcome.get()?.code == .invalidParameter)
        #expect(harness.snapshot() == before)
        #expect(try harness.history(of: second).isEmpty)
    }

    @Test func aChannelNameOver191CharactersIsRefusedOnCreateAsOnUpdate() throws {
        let long = String(repeating: "n", count: 192)
        harness.expectRefusal(.invalidParameter, mentioning: "191") {
            alice.createGroupChannel(params: GroupChannelCreateParams(userIds: ["bob"], name: long), completion: $0)
        }
        harness.expectRefusal(.invalidParameter, mentioning: "191") { alice.createOpenChannel(params: OpenChannelCreateParams(name: long), completion: $0) }
        let channel = try harness.groupChannel(alice, with: ["bob"])
        var update = ChannelUpdateParams()
        update.name = long
        harness.expectRefusal(.invalidParameter, mentioning: "191") { channel.update(params: update, completion: $0) }
        _ = try harness.run { alice.createGroupChannel(params: GroupChannelCreateParams(userIds: ["bob"], name: String(long.dropLast())), completion: $0) }.get()
        update.name = " \n "
        harness.expectRefusal(.invalidParameter, mentioning: "whitespace") { channel.update(params: update, completion: $0) }
    }

    @Test(arguments: ["", " ", "\n", "\r\n", "\u{2028}", "\t\u{2029} \n"])
    func aUserIdOfOnlyWhitespaceOrLineBreaksIsRefused(id: String) throws {
        let client = ChatClient(server: harness.server)
        harness.expectRefusal(.invalidParameter, mentioning: "user id") { client.connect(userId: id, completion: $0) }
        let before = harness.snapshot()
        #expect(throws: ChatError.self) { try harness.server.createUser(id: id, nickname: "Nobody") }
        #expect(harness.snapshot() == before)
        let channel = try harness.groupChannel(alice, with: ["bob"])
        harness.expectRefusal(.invalidParameter, mentioning: "user id") { channel.invite(userIds: [id], completion: $0) }
    }
}

extension Result {
    /// The error of a failure, nil for a success.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
