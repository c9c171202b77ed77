import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The Matrix backend's reading of channel settings, membership, read state, typing, hiding,
/// direct chats and lists, on recorded Synapse answers (`MatrixChannelsRecordings`).
@MainActor
@Suite("Matrix channels, read state and lists on recorded responses")
struct MatrixChannelsMappingTests {
    typealias R = MatrixChannelsRecordings
    let alice = "@banter_a:localhost"
    let bob = "@banter_b:localhost"

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// An account that applied `jsons` in order, with the events of the last one.
    private func account(_ userId: String, _ jsons: [String]) throws -> (MatrixAccount, [ServerEvent]) {
        let account = MatrixAccount(userId: userId, accessToken: "token")
        account.since = "recorded"
        var events: [ServerEvent] = []
        for json in jsons { events = account.apply(try decode(MatrixSyncResponse.self, json)) }
        return (account, events)
    }

    private func room(_ account: MatrixAccount) throws -> MatrixRoom {
        try #require(account.rooms[R.roomId])
    }

    @Test("a new name, cover and banter.channel state tell one .updated, and the header carries them")
    func settings() throws {
        let (bob, events) = try account(bob, [R.baseB, R.settingsSync])
        let updates = events.filter { if case .channelChanged(_, .updated) = $0 { true } else { false } }
        #expect(updates.count == 1)
        let header = try room(bob).channelPayload(for: self.bob).header
        #expect(header.name == "Renamed")
        #expect(header.coverURL == "https://example.com/cover.png")
        #expect(header.customType == "team")
        #expect(header.data == #"{"k":1}"#)
        #expect(!header.isDistinct)
    }

    @Test("unread_notifications are the unread message and mention counts of the message's payload")
    func unreadCounts() throws {
        let (_, events) = try account(bob, [R.baseB, R.settingsSync, R.unreadSync])
        guard case .messageReceived(let channel, let message) = try #require(events.first) else {
            Issue.record("expected the message first, got \(events)")
            return
        }
        #expect(message.record.text == "hey banter_b")
        #expect(channel.my?.unreadMessageCount == 1)
        #expect(channel.my?.unreadMentionCount == 1)
    }

    @Test("m.typing tells a typing status when the typing members change, and clears")
    func typing() throws {
        let (alice, started) = try account(alice, [R.baseA, R.messageA, R.typingSync])
        guard case .channelChanged(let channel, .typingStatus) = try #require(started.last) else {
            Issue.record("expected a typing status, got \(started)")
            return
        }
        #expect(channel.typingUserIds == [bob])
        let stopped = alice.apply(try decode(MatrixSyncResponse.self, R.typingStopSync))
        guard case .channelChanged(let cleared, .typingStatus) = try #require(stopped.last) else {
            Issue.record("expected a typing status, got \(stopped)")
            return
        }
        #expect(cleared.typingUserIds.isEmpty)
        // The same list again is no change.
        #expect(alice.apply(try decode(MatrixSyncResponse.self, R.typingStopSync)).isEmpty)
    }

    @Test("an m.read receipt moves the reader's read time to the message's time; delivery follows read")
    func readReceipt() throws {
        let (alice, events) = try account(alice, [R.baseA, R.messageA, R.typingSync, R.typingStopSync, R.receiptSync])
        guard case .channelChanged(let channel, .readStatus(let reader)) = try #require(events.last) else {
            Issue.record("expected a read status, got \(events)")
            return
        }
        #expect(reader == bob)
        let sent = try #require(try room(alice).lastMessage)
        let record = try #require(channel.members.first { $0.user.userId == bob }?.record)
        #expect(record.lastReadAt == sent.record.createdAt)
        #expect(record.lastDeliveredAt == record.lastReadAt)
        // A receipt already applied moves nothing and tells nothing.
        #expect(alice.apply(try decode(MatrixSyncResponse.self, R.receiptSync)).isEmpty)
    }

    @Test("the reader's own sync resets his unread counts")
    func readerCounts() throws {
        let (bob, events) = try account(bob, [R.baseB, R.settingsSync, R.unreadSync, R.readSyncOfReader])
        let channel = try room(bob).channelPayload(for: self.bob)
        #expect(channel.my?.unreadMessageCount == 0)
        #expect(channel.my?.unreadMentionCount == 0)
        #expect(events.contains { if case .channelChanged(_, .readStatus(self.bob)) = $0 { true } else { false } })
    }

    @Test("the banter.hidden tag hides the room from the default list; a newer message unhides it")
    func hidden() throws {
        let (bob, _) = try account(bob, [R.baseB, R.hiddenSync])
        var room = try room(bob)
        #expect(room.userState.hiddenState == .hiddenAllowAutoUnhide)
        #expect(room.userState.hiddenAt == 123)
        #expect(room.channelPayload(for: self.bob).my?.pushTriggerOption == .mentionOnly)
        #expect(!room.isListed(by: GroupChannelListQueryParams(), for: self.bob))
        var hiddenOnly = GroupChannelListQueryParams()
        hiddenOnly.hiddenChannelFilter = .hidden
        #expect(room.isListed(by: hiddenOnly, for: self.bob))
        // The recorded message (sent long after time 123) arriving again lifts the hiding.
        let events = bob.apply(try decode(MatrixSyncResponse.self, R.unreadSync))
        room = try self.room(bob)
        #expect(room.userState.hiddenState == .unhidden)
        #expect(room.userState.needsUnhideOnServer)
        guard case .messageReceived(let channel, _) = try #require(events.first) else { return }
        #expect(channel.my?.hiddenState == .unhidden)
    }

    @Test("a room hidden without auto-unhide stays hidden when a message arrives")
    func hiddenSticky() throws {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        var room = MatrixRoom(roomId: R.roomId)
        room.applyAccountData(try decode(MatrixContentEvent.self, #"{"type":"m.tag","content":{"tags":{"banter.hidden":{"banter.allow_auto_unhide":false,"banter.hidden_at":0}}}}"#))
        account.rooms[R.roomId] = room
        let joined = try decode(MatrixSyncResponse.self, R.unreadSync).rooms?.join?[R.roomId]
        account.applyUserState(try #require(joined), to: &room)
        #expect(room.userState.hiddenState == .hiddenPreventAutoUnhide)
        room.applyAccountData(try decode(MatrixContentEvent.self, #"{"type":"m.tag","content":{"tags":{}}}"#))
        #expect(room.userState.hiddenState == .unhidden)
    }

    @Test("m.direct names the direct room, which a distinct creation with the same user finds")
    func direct() throws {
        let (bob, _) = try account(bob, [R.baseB, R.directSync])
        #expect(bob.direct[alice] == [R.roomId])
        #expect(bob.distinctRoom(with: [alice, self.bob])?.roomId == R.roomId)
        #expect(bob.distinctRoom(with: [self.bob]) == nil)
        #expect(bob.distinctRoom(with: [alice, self.bob, "@carol:localhost"]) == nil)
    }

    @Test("a distinct creation with one other user is direct and marks the room distinct")
    func creation() throws {
        let (bob, _) = try account(bob, [R.baseB])
        let session = MatrixSession(account: bob, http: MatrixHTTP(homeserver: URL(string: "http://127.0.0.1:9")!), listener: NoListener())
        var params = GroupChannelCreateParams(userIds: [alice])
        params.isDistinct = true
        params.customType = "dm"
        params.coverURL = "https://example.com/a.png"
        let body = session.creationState(for: params)
        #expect(body["is_direct"] == .bool(true))
        guard case .array(let initial)? = body["initial_state"] else {
            Issue.record("no initial state in \(body)")
            return
        }
        let channelState: MatrixJSON? = initial.first { $0["type"] == .string("banter.channel") }
        #expect(channelState?["content"]?["is_distinct"] == .bool(true))
        #expect(channelState?["content"]?["custom_type"] == .string("dm"))
        let types: [String] = initial.compactMap { $0["type"]?.string }
        #expect(types.contains("m.room.avatar"))
        params.userIds = [alice, "@carol:localhost"]
        #expect(session.creationState(for: params)["is_direct"] == nil)
    }

    @Test("leaving tells the leaver .userLeft once, without them as a member")
    func leave() throws {
        let (bob, events) = try account(bob, [R.baseB, R.leaveSync])
        guard events.count == 1, case .channelChanged(let channel, .userLeft(let user)) = events[0] else {
            Issue.record("expected one left event, got \(events)")
            return
        }
        #expect(user.userId == self.bob)
        #expect(channel.my == nil)
        #expect(bob.apply(try decode(MatrixSyncResponse.self, R.leaveSync)).isEmpty)
    }

    @Test("others leaving, being invited and declining tell left, invited and left")
    func othersMembership() throws {
        let (alice, left) = try account(alice, [R.baseA, R.messageA, R.otherLeftSync])
        #expect(left.contains { if case .channelChanged(_, .userLeft(let user)) = $0 { user.userId == bob } else { false } })
        let invited = alice.apply(try decode(MatrixSyncResponse.self, R.inviteOtherSync))
        guard case .channelChanged(let channel, .invited(let inviter, let invitees)) = try #require(invited.last) else {
            Issue.record("expected an invitation, got \(invited)")
            return
        }
        #expect(inviter?.userId == self.alice)
        #expect(invitees.map(\.userId) == [bob])
        #expect(channel.members.first { $0.user.userId == bob }?.record.state == .invited)
        let declined = alice.apply(try decode(MatrixSyncResponse.self, R.declineSync))
        #expect(declined.contains { if case .channelChanged(_, .userLeft(let user)) = $0 { user.userId == bob } else { false } })
    }

    @Test("a room marked banter.deleted is a channel deletion, told once and listed no more")
    func deleted() throws {
        let (bob, events) = try account(bob, [R.baseB, R.deletedSync])
        guard events.count == 1, case .channelDeleted(let url, .group) = events[0] else {
            Issue.record("expected one deletion, got \(events)")
            return
        }
        #expect(url == R.roomId)
        #expect(try room(bob).isDeleted)
        #expect(bob.apply(try decode(MatrixSyncResponse.self, R.deletedSync)).isEmpty)
    }

    @Test("member pages follow the filter's predicates, the nickname prefix and the cursor")
    func members() throws {
        let (bob, _) = try account(bob, [R.baseB])
        var room = try room(bob)
        for event in try decode(MatrixResponse.Members.self, R.members).chunk { room.apply(event) }
        let members = room.channelPayload(for: self.bob).members
        func page(_ configure: (inout MemberListQuery.Filter) -> Void, after cursor: MemberListCursor? = nil, limit: Int = 10) -> MemberListPage {
            var filter = MemberListQuery.Filter()
            configure(&filter)
            return MatrixSession.memberPage(members, filter: MatrixMemberFilter(filter: filter, powerLevels: room.powerLevels), after: cursor, limit: limit)
        }
        #expect(page { _ in }.members.map(\.user.userId) == [alice, self.bob])
        #expect(page { $0.operators = .operatorsOnly }.members.map(\.user.userId) == [alice])
        #expect(page { $0.operators = .nonOperatorsOnly }.members.map(\.user.userId) == [self.bob])
        #expect(page { $0.state = .invitedOnly }.members.isEmpty)
        #expect(page { $0.nicknameStartsWith = "BANTER_B" }.members.map(\.user.userId) == [self.bob])
        #expect(page { $0.muted = .muted }.members.isEmpty)
        let first = page({ _ in }, limit: 1)
        #expect(first.hasNext)
        let second = page({ _ in }, after: first.next, limit: 1)
        #expect(second.members.map(\.user.userId) == [self.bob])
        #expect(!second.hasNext)
    }

    @Test("a member held below the level to post passes the muted filter")
    func mutedFilter() throws {
        let levels = try MatrixPowerLevels(content: Data(#"{"users":{"@m:x":-1},"users_default":0}"#.utf8))
        let member = ChannelPayload.MemberSummary(
            user: UserRecord(userId: "@m:x", nickname: "m", profileURL: nil), record: MemberRecord(userId: "@m:x", state: .joined, at: 0))
        var filter = MemberListQuery.Filter()
        filter.muted = .muted
        #expect(MatrixMemberFilter(filter: filter, powerLevels: levels).includes(member))
        filter.muted = .unmuted
        #expect(!MatrixMemberFilter(filter: filter, powerLevels: levels).includes(member))
    }

    @Test("the user directory and profiles read into user pages in id order")
    func users() throws {
        let directory = try decode(MatrixResponse.UserDirectory.self, R.directory)
        let users = directory.results.map { UserRecord(userId: $0.userId, nickname: $0.displayName ?? "", profileURL: $0.avatarURL) }
        let page = MatrixSession.userPage(users, restrictionEnds: [:], nicknamePrefix: "Banter", after: nil, limit: 10)
        #expect(page.users.map(\.record.userId) == [alice])
        #expect(page.users.first?.record.nickname == "banter_a")
        #expect(MatrixSession.userPage(users, restrictionEnds: [:], nicknamePrefix: "zed", after: nil, limit: 10).users.isEmpty)
        #expect(MatrixSession.userPage(users, restrictionEnds: [:], nicknamePrefix: nil, after: alice, limit: 10).users.isEmpty)
        #expect(try decode(MatrixResponse.Profile.self, R.profile).displayName == "banter_a")
    }
}

/// A listener that ignores everything, for sessions built only to call their pure helpers.
@MainActor
private final class NoListener: ChatBackendListener {
    func receive(_ event: ServerEvent) {}
    func connectionWasLost() {}
}

extension MatrixChannelsMappingTests {
    @Test("hiding and the push option set on another client tell .hidden, then nothing when applied again")
    func changedElsewhere() throws {
        let (bob, events) = try account(bob, [R.baseB, R.hiddenSync])
        #expect(events.count == 1)
        guard case .channelChanged(let channel, .hidden)? = events.first else {
            Issue.record("expected .hidden, got \(events)")
            return
        }
        #expect(channel.my?.hiddenState == .hiddenAllowAutoUnhide)
        #expect(bob.apply(try decode(MatrixSyncResponse.self, R.hiddenSync)).isEmpty)
    }
}
