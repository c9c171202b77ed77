import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Moderation as power level edits and back, on answers recorded from Synapse
/// (`MatrixModerationRecordings`): what each request writes, what a `/sync` with it tells,
/// and which code a refused send gets.
@MainActor
@Suite("Matrix moderation mapping on recorded responses")
struct MatrixModerationTests {
    private typealias Recorded = MatrixModerationRecordings
    private let alice = Recorded.alice, bob = Recorded.bob

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// bob's account, knowing the room as it was before alice moderated him.
    private func account() throws -> MatrixAccount {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        _ = account.applyFullState(try decode([MatrixStateEvent].self, Recorded.stateBefore), of: Recorded.roomId)
        return account
    }

    private func room() throws -> MatrixRoom {
        try #require(try account().rooms[Recorded.roomId])
    }

    private func content(_ room: MatrixRoom) -> MatrixModeration.Content {
        room.powerLevelsContent?.objectValue ?? [:]
    }

    /// `room` with its power levels replaced by `content`.
    private func with(_ content: MatrixModeration.Content, _ room: MatrixRoom) -> MatrixRoom {
        var edited = room
        edited.powerLevelsContent = .object(content)
        return edited
    }

    private static func describe(_ change: ChannelChange) -> String {
        switch change {
        case .frozen: "frozen"
        case .unfrozen: "unfrozen"
        case .userMuted(let user): "muted \(user.userId)"
        case .userUnmuted(let user): "unmuted \(user.userId)"
        case .userBanned(let user): "banned \(user.userId)"
        case .userUnbanned(let user): "unbanned \(user.userId)"
        case .userJoined(let user): "joined \(user.userId)"
        case .userLeft(let user): "left \(user.userId)"
        case .userEntered(let user): "entered \(user.userId)"
        case .userExited(let user): "exited \(user.userId)"
        case .operatorsUpdated: "operators"
        default: "other"
        }
    }

    // MARK: Sync

    @Test("a sync that freezes, mutes bob and bans him tells bob frozen, muted and banned, in that order, and not that he left")
    func syncTellsModeration() throws {
        let account = try account()
        let events = account.apply(try decode(MatrixSyncResponse.self, Recorded.frozenMutedBanned))
        let changes = events.compactMap { event -> (ChannelPayload, ChannelChange)? in
            if case .channelChanged(let channel, let change) = event { (channel, change) } else { nil }
        }
        #expect(changes.map { Self.describe($0.1) } == ["frozen", "muted \(bob)", "banned \(bob)"])
        let frozen = try #require(changes.first?.0)
        #expect(frozen.header.isFrozen)
        #expect(frozen.isOperator == false)
        // The recorded mute's end (1795000000000) had passed when it was read: still held, until lifted.
        #expect(frozen.myMutedUntil == .max)
        let banned = try #require(changes.last?.0)
        #expect(banned.header.bannedUntil[bob] == .max)
        #expect(banned.members.map(\.user.userId) == [alice])
        let room = try #require(account.rooms[Recorded.roomId])
        #expect(room.membership(of: bob) == "ban")
        #expect(MatrixModeration.mutes(in: room.powerLevelsContent)[bob] == .init(until: 1_795_000_000_000, previousLevel: nil))
    }

    @Test("the first sync of a room tells no moderation: its past is history")
    func unknownRoomTellsNothing() throws {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        #expect(account.moderationEvents(in: try decode(MatrixSyncResponse.self, Recorded.frozenMutedBanned)).isEmpty)
    }

    @Test("promoting is an operator change; unmuting is one for the user")
    func diffs() throws {
        let room = try room()
        let promoted = with(try MatrixModeration.settingOperators([bob], add: true, in: content(room), levels: room.powerLevels, by: alice, url: room.roomId), room)
        #expect(MatrixModeration.changes(from: room, to: promoted).map(Self.describe) == ["operators"])
        let muted = with(try MatrixModeration.settingMuted(bob, muted: true, until: nil, in: content(room), levels: room.powerLevels, by: alice, url: room.roomId), room)
        let unmuted = with(try MatrixModeration.settingMuted(bob, muted: false, until: nil, in: content(muted), levels: muted.powerLevels, by: alice, url: room.roomId), muted)
        #expect(MatrixModeration.changes(from: muted, to: unmuted).map(Self.describe) == ["unmuted \(bob)"])
        #expect(MatrixModeration.changes(from: room, to: room).isEmpty)
    }

    // MARK: Edits

    @Test("freezing raises events_default to 50 and keeps the old value; unfreezing restores it")
    func freezeRoundTrip() throws {
        let room = try room()
        let frozen = MatrixModeration.settingFrozen(true, in: content(room), levels: room.powerLevels, by: alice)
        #expect(MatrixModeration.level(frozen["events_default"]) == 50)
        #expect(MatrixModeration.level(frozen[MatrixModeration.unfrozenKey]) == 0)
        #expect(with(frozen, room).powerLevels.isFrozen)
        let thawed = MatrixModeration.settingFrozen(false, in: frozen, levels: with(frozen, room).powerLevels, by: alice)
        #expect(MatrixModeration.level(thawed["events_default"]) == 0)
        #expect(thawed[MatrixModeration.unfrozenKey] == nil)
        #expect(!with(thawed, room).powerLevels.isFrozen)
        // Freezing twice keeps the value from before the first freeze.
        #expect(MatrixModeration.settingFrozen(true, in: frozen, levels: with(frozen, room).powerLevels, by: alice) == frozen)
    }

    @Test("alice, the creator, lowers the level to change power levels to 50 with her first edit; an operator at 50 cannot")
    func operatorsMayModerate() throws {
        let room = try room()
        let edited = MatrixModeration.settingFrozen(true, in: content(room), levels: room.powerLevels, by: alice)
        #expect(MatrixModeration.level(edited["events"]?["m.room.power_levels"]) == 50)
        var levels = room.powerLevels
        levels.users[bob] = 50
        let byOperator = MatrixModeration.lettingOperatorsModerate(content(room), levels: levels, by: bob)
        #expect(MatrixModeration.level(byOperator["events"]?["m.room.power_levels"]) == 100)
    }

    @Test("muting keeps bob's explicit level and the mute's end; unmuting gives the level back")
    func muteRoundTrip() throws {
        var room = try room()
        var start = content(room)
        start["users"] = .object([bob: .number(10)])
        room = with(start, room)
        let muted = try MatrixModeration.settingMuted(bob, muted: true, until: 1_800_000_000_000, in: start, levels: room.powerLevels, by: alice, url: room.roomId)
        let mutedRoom = with(muted, room)
        #expect(mutedRoom.powerLevels.isMuted(bob))
        #expect(mutedRoom.powerLevels.level(of: bob) == -1)
        #expect(MatrixModeration.mutes(in: mutedRoom.powerLevelsContent)[bob] == .init(until: 1_800_000_000_000, previousLevel: 10))
        #expect(mutedRoom.mutedUntil(bob, now: 1_700_000_000_000) == 1_800_000_000_000)
        #expect(mutedRoom.channelPayload(for: bob).myMutedUntil != nil)
        let unmuted = try MatrixModeration.settingMuted(bob, muted: false, until: nil, in: muted, levels: mutedRoom.powerLevels, by: alice, url: room.roomId)
        #expect(unmuted["users"] == start["users"])
        #expect(unmuted[MatrixModeration.mutesKey] == nil)
    }

    @Test("a mute in a frozen room still holds after the thaw")
    func muteOutlivesFreeze() throws {
        let room = try room()
        let frozen = MatrixModeration.settingFrozen(true, in: content(room), levels: room.powerLevels, by: alice)
        let muted = try MatrixModeration.settingMuted(bob, muted: true, until: nil, in: frozen, levels: with(frozen, room).powerLevels, by: alice, url: room.roomId)
        let thawed = MatrixModeration.settingFrozen(false, in: muted, levels: with(muted, room).powerLevels, by: alice)
        #expect(with(thawed, room).powerLevels.isMuted(bob))
        #expect(with(thawed, room).mutedUntil(bob) == .max)
    }

    @Test("operators are added at 50 and removed to the default; the creator is one already and can be neither demoted nor muted")
    func operatorEdits() throws {
        let room = try room()
        let levels = room.powerLevels
        let added = try MatrixModeration.settingOperators([bob, alice], add: true, in: content(room), levels: levels, by: alice, url: room.roomId)
        #expect(added["users"] == .object([bob: .number(50)]))
        let removed = try MatrixModeration.settingOperators([bob], add: false, in: added, levels: with(added, room).powerLevels, by: alice, url: room.roomId)
        #expect(removed["users"] == .object([:]))
        #expect(throws: ChatError.self) {
            try MatrixModeration.settingOperators([alice], add: false, in: added, levels: levels, by: bob, url: room.roomId)
        }
        do {
            _ = try MatrixModeration.settingOperators([alice], add: false, in: added, levels: levels, by: bob, url: room.roomId)
        } catch {
            #expect(error.code == .nonAuthorized)
            #expect(error.message.contains("creators cannot be demoted"))
        }
        do {
            _ = try MatrixModeration.settingMuted(alice, muted: true, until: nil, in: added, levels: levels, by: bob, url: room.roomId)
            Issue.record("muted the creator")
        } catch {
            #expect(error.code == .nonAuthorized)
        }
    }

    // MARK: Refusals

    @Test("refused sends: banned is 900100, muted 900041, frozen 900050, anything else 400108")
    func refusedSends() throws {
        let account = try account()
        _ = account.apply(try decode(MatrixSyncResponse.self, Recorded.frozenMutedBanned))
        let after = try #require(account.rooms[Recorded.roomId])
        func code(_ response: (status: Int, body: String), membership: String?, _ levels: MatrixPowerLevels) throws -> ChatError.Code {
            let error = try #require(MatrixError(status: response.status, body: Data(response.body.utf8)))
            return ChatError(matrix: error, refusing: .posting(url: after.roomId, membership: membership, powerLevels: levels), userId: bob).code
        }
        #expect(try code(Recorded.notInRoom, membership: after.membership(of: bob), after.powerLevels) == .bannedFromChannel)
        #expect(try code(Recorded.belowSendLevel, membership: "join", after.powerLevels) == .mutedInChannel)
        let before = try room()
        let frozenOnly = with(MatrixModeration.settingFrozen(true, in: content(before), levels: before.powerLevels, by: alice), before)
        #expect(try code(Recorded.belowSendLevel, membership: "join", frozenOnly.powerLevels) == .channelFrozen)
        #expect(try code(Recorded.belowSendLevel, membership: "join", before.powerLevels) == .nonAuthorized)
    }
}
