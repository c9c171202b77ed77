import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("User, member and open channel list queries")
@MainActor
struct UserListQueryTests {
    /// Loads every page of a query, returning the pages.
    private func pages<Item>(_ harness: ChatTestHarness, hasNext: () -> Bool, load: (@escaping @MainActor (Result<[Item], ChatError>) -> Void) -> Void) throws -> [[Item]] {
        var pages: [[Item]] = []
        while hasNext() {
            pages.append(try harness.run(load).get())
        }
        return pages
    }

    @Test func applicationUsersPageInIdOrderWithoutRepeats() throws {
        let harness = ChatTestHarness()
        for id in ["dan", "ann", "cat", "bob", "eve"] { _ = try harness.connect(id, nickname: id.capitalized) }
        let me = try harness.connect("ann")
        let query = me.createApplicationUserListQuery()
        query.limit = 2
        let result = try pages(harness, hasNext: { query.hasNext }, load: { query.loadNextPage(completion: $0) })
        #expect(result.map { $0.map(\.userId) } == [["ann", "bob"], ["cat", "dan"], ["eve"]])
        #expect(try harness.run { query.loadNextPage(completion: $0) }.get().isEmpty)
    }

    @Test func nicknamePrefixAndIdFiltersNarrowTheList() throws {
        let harness = ChatTestHarness()
        _ = try harness.connect("u1", nickname: "Zoë")
        _ = try harness.connect("u2", nickname: "zack")
        _ = try harness.connect("u3", nickname: "Amir")
        let me = try harness.connect("u4", nickname: "Ziggy")
        let query = me.createApplicationUserListQuery(userIds: ["u1", "u2", "u3"])
        query.nicknameStartsWithFilter = "Z"
        #expect(try harness.run { query.loadNextPage(completion: $0) }.get().map(\.nickname) == ["Zoë", "zack"])
    }

    @Test func loadingTwiceAtOnceGives800170AndABadLimit800110WithTheQueryUnchanged() throws {
        let harness = ChatTestHarness()
        let me = try harness.connect("me")
        let query = me.createApplicationUserListQuery()
        var first: Result<[User], ChatError>?
        var second: Result<[User], ChatError>?
        query.loadNextPage { first = $0 }
        query.loadNextPage { second = $0 }
        harness.settle()
        #expect(try first?.get().map(\.userId) == ["me"])
        #expect(second?.failureCode == .queryInProgress)

        let fresh = me.createApplicationUserListQuery()
        fresh.limit = -1
        let refused = harness.run { fresh.loadNextPage(completion: $0) }
        #expect(refused.failureCode == .invalidParameter)
        #expect(fresh.hasNext && !fresh.isLoading)
        fresh.limit = 10
        #expect(try harness.run { fresh.loadNextPage(completion: $0) }.get().map(\.userId) == ["me"])
    }

    @Test func memberFiltersSelectMutedOperatorsAndNicknames() throws {
        let harness = ChatTestHarness()
        let owner = try harness.connect("owner", nickname: "Olga")
        for (id, name) in [("m1", "Mia"), ("m2", "Max"), ("m3", "Ben")] { _ = try harness.connect(id, nickname: name) }
        let channel = try harness.groupChannel(owner, with: ["m1", "m2", "m3"])
        _ = try harness.run { channel.muteUser(userId: "m2", seconds: 60, completion: $0) }.get()

        let all = channel.createMemberListQuery()
        #expect(try harness.run { all.loadNextPage(completion: $0) }.get().map(\.nickname) == ["Ben", "Max", "Mia", "Olga"])

        let muted = channel.createMemberListQuery()
        muted.filter.muted = .muted
        #expect(try harness.run { muted.loadNextPage(completion: $0) }.get().map(\.userId) == ["m2"])

        let operators = channel.createMemberListQuery()
        operators.filter.operators = .operatorsOnly
        #expect(try harness.run { operators.loadNextPage(completion: $0) }.get().map(\.userId) == ["owner"])

        let prefixed = channel.createMemberListQuery()
        prefixed.filter.nicknameStartsWith = "m"
        prefixed.limit = 1
        let pages = try pages(harness, hasNext: { prefixed.hasNext }, load: { prefixed.loadNextPage(completion: $0) })
        // "m" starts Max and Mia, and Ben's user id, m3.
        #expect(pages.map { $0.map(\.nickname) } == [["Ben"], ["Max"], ["Mia"]])
    }

    @Test func aChannelOfMostUsersPagesByWalkingTheNicknameOrderWithTheSamePagesAsASort() throws {
        let harness = ChatTestHarness()
        let names = ["ana", "Ana", "bo", "Bob", "bob", "Çağla", "dee", "Émile", "zed", "Zoë", "mia", "Max", "max", "Ben", "ben"]
        let owner = try harness.connect("owner", nickname: "Olga")
        var ids: [String] = []
        for index in 0..<36 {
            let id = "u\(35 - index)"
            _ = try harness.connect(id, nickname: names[index % names.count])
            ids.append(id)
        }
        let channel = try harness.groupChannel(owner, with: ids)
        _ = try harness.run { channel.addOperators(userIds: ["u3", "u7"], completion: $0) }.get()

        func allPages(limit: Int, prefix: String?, nonOperators: Bool) throws -> [[String]] {
            let query = channel.createMemberListQuery()
            query.limit = limit
            query.filter.nicknameStartsWith = prefix
            if nonOperators { query.filter.operators = .nonOperatorsOnly }
            return try pages(harness, hasNext: { query.hasNext }, load: { query.loadNextPage(completion: $0) }).map { $0.map(\.userId) }
        }
        let cases: [(Int, String?, Bool)] = [(7, nil, false), (5, "b", false), (3, "MA", true), (36, nil, true), (4, "q", false)]
        // Dense: every user but none is in the channel, so pages walk the directory.
        let walked = try cases.map { try allPages(limit: $0.0, prefix: $0.1, nonOperators: $0.2) }
        // What a sort says: by lowercased nickname, then id.
        let records = ([("owner", "Olga")] + ids.enumerated().map { ($0.element, names[$0.offset % names.count]) })
        let sorted = records.sorted { ($0.1.lowercased(), $0.0) < ($1.1.lowercased(), $1.0) }
        #expect(walked[0].flatMap { $0 } == sorted.map(\.0))
        #expect(walked[0].dropLast().allSatisfy { $0.count == 7 })
        #expect(walked[1].flatMap { $0 } == sorted.filter { $0.1.lowercased().hasPrefix("b") }.map(\.0))
        #expect(walked[4].flatMap { $0 }.isEmpty)
        // Sparse: many more users outside the channel, so pages sort its members; the same pages.
        for index in 0..<400 { try harness.server.createUser(id: "x\(index)", nickname: "Extra \(index)") }
        let sortedPages = try cases.map { try allPages(limit: $0.0, prefix: $0.1, nonOperators: $0.2) }
        #expect(sortedPages == walked)
    }

    @Test func mutedAndBannedListsCarryWhenTheRestrictionEnds() throws {
        let harness = ChatTestHarness()
        let owner = try harness.connect("owner")
        _ = try harness.connect("loud")
        _ = try harness.connect("rude")
        let channel = try harness.groupChannel(owner, with: ["loud", "rude"])
        _ = try harness.run { channel.muteUser(userId: "loud", seconds: 30, completion: $0) }.get()
        _ = try harness.run { channel.banUser(userId: "rude", completion: $0) }.get()
        let now = harness.server.now

        let muted = try harness.run { channel.createMutedUserListQuery().loadNextPage(completion: $0) }.get()
        #expect(muted.map(\.userId) == ["loud"])
        #expect((muted.first as? RestrictedUser)?.restrictionEndsAt == now + 30_000)
        let banned = try harness.run { channel.createBannedUserListQuery().loadNextPage(completion: $0) }.get()
        #expect(banned.map(\.userId) == ["rude"])
        #expect((banned.first as? RestrictedUser)?.restrictionEndsAt == nil)

        harness.scheduler.advance(by: .seconds(31))
        #expect(try harness.run { channel.createMutedUserListQuery().loadNextPage(completion: $0) }.get().isEmpty)
    }

    @Test func onlyOperatorsMayListBannedUsers() throws {
        let harness = ChatTestHarness()
        let owner = try harness.connect("owner")
        let member = try harness.connect("member")
        let channel = try harness.groupChannel(owner, with: ["member"])
        let theirs = try harness.run { member.getGroupChannel(url: channel.channelURL, completion: $0) }.get()
        #expect(harness.run { theirs.createBannedUserListQuery().loadNextPage(completion: $0) }.failureCode == .nonAuthorized)
        let operators = try harness.run { theirs.createOperatorListQuery().loadNextPage(completion: $0) }.get()
        #expect(operators.map(\.userId) == ["owner"])
    }

    @Test func openChannelsListNewestFirstWithFiltersAndParticipants() throws {
        let harness = ChatTestHarness()
        let me = try harness.connect("me")
        for name in ["Lobby", "Music", "Movies", "Sports"] {
            var params = OpenChannelCreateParams(name: name)
            params.customType = name.hasPrefix("M") ? "media" : nil
            _ = try harness.run { me.createOpenChannel(params: params, completion: $0) }.get()
        }
        let query = me.createOpenChannelListQuery()
        query.limit = 3
        let result = try pages(harness, hasNext: { query.hasNext }, load: { query.loadNextPage(completion: $0) })
        #expect(result.map { $0.map(\.name) } == [["Sports", "Movies", "Music"], ["Lobby"]])

        let media = me.createOpenChannelListQuery()
        media.filter.customTypes = ["media"]
        media.filter.nameKeyword = "MU"
        let found = try harness.run { media.loadNextPage(completion: $0) }.get()
        #expect(found.map(\.name) == ["Music"])

        let lobby = try #require(result.last?.first)
        _ = try harness.run { lobby.enter(completion: $0) }.get()
        let other = try harness.connect("other")
        let theirs = try harness.run { other.getOpenChannel(url: lobby.channelURL, completion: $0) }.get()
        _ = try harness.run { theirs.enter(completion: $0) }.get()
        let participants = try harness.run { lobby.createParticipantListQuery().loadNextPage(completion: $0) }.get()
        #expect(participants.map(\.userId) == ["me", "other"])
    }
}

extension Result where Failure == ChatError {
    /// The error's code, or nil on success; keeps expectations about refusals on one line.
    var failureCode: ChatError.Code? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}
