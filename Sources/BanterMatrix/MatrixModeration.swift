import BanterChatSDK
import Foundation

/// Banter's moderation written as edits of a room's `m.room.power_levels` content, and read
/// back from two versions of a room as the channel changes the mock announces. Pure values:
/// the session sends what these return and the account diffs what `/sync` brings.
///
/// - Operators are users at level 50 and up, and from room version 12 the creators, who
///   hold unlimited power, may not be listed and can never be demoted.
/// - Freezing raises `events_default` to the operator level; the level it replaced is kept
///   in the same content under `banter.unfrozen_events_default`, so that unfreezing (from
///   any client) restores it.
/// - Muting puts the user one below what an ordinary member needs to post; their previous
///   explicit level and the mute's end, if timed, are kept under `banter.mutes`, so that
///   unmuting restores the level and every client can show the end.
///
/// Every edit also lowers the level needed to change the power levels to the operator
/// level when the editor may (Synapse's presets ask 100, which operators at 50 lack), so
/// that operators made later can moderate as on the mock.
enum MatrixModeration {
    /// The room type (`m.room.create` `type`) and state event type of open channels.
    static let openChannelType = "banter.open_channel"
    /// The content key of an `m.room.member` join that marks its user as gone from an open
    /// channel they stay joined to: the last one out does not leave the Matrix room, so the
    /// room keeps a joined member and stays in the directory (Synapse lists no empty room).
    static let exitedMarker = "banter.exited"
    /// The membership Banter reads from such a join: not a participant, not counted.
    static let exitedMembership = "banter.exited"
    /// Power levels content key: `events_default` before the room was frozen.
    static let unfrozenKey = "banter.unfrozen_events_default"
    /// Power levels content key: user id → `{"until": ms?, "level": previous level?}`.
    static let mutesKey = "banter.mutes"

    typealias Content = [String: MatrixJSON]

    /// A mute as the muting client recorded it.
    struct Mute: Equatable, Sendable {
        /// When a timed mute ends (milliseconds since 1970); nil until unmuted.
        var until: Int64?
        /// The user's explicit level before the mute; nil when they had the default.
        var previousLevel: Int?
    }

    /// The mutes recorded in a power levels content.
    static func mutes(in content: MatrixJSON?) -> [String: Mute] {
        guard case .object(let mutes)? = content?[mutesKey] else { return [:] }
        return mutes.mapValues { Mute(until: level($0["until"]).map(Int64.init), previousLevel: level($0["level"])) }
    }

    /// A power level as JSON carries it: a number, or in old rooms a numeric string.
    static func level(_ value: MatrixJSON?) -> Int? {
        switch value {
        case .number(let number)?: Int(exactly: number.rounded())
        case .string(let text)?: Int(text)
        default: nil
        }
    }

    // MARK: Edits

    /// Makes `userIds` operators (`add`) or ordinary members again. Creators are operators
    /// already and are left out of an addition; removing one is refused with 400108.
    static func settingOperators(
        _ userIds: [String], add: Bool, in content: Content, levels: MatrixPowerLevels, by sender: String, url: String
    ) throws(ChatError) -> Content {
        var users = content["users"]?.objectValue ?? [:]
        var mutes = content[mutesKey]?.objectValue ?? [:]
        for id in userIds {
            if levels.creators.contains(id) {
                guard add else {
                    throw ChatError(.nonAuthorized, "Not authorized: \(id) created \(url), and a creator of a room of version 12 or later is an operator for good: creators cannot be demoted.")
                }
                continue
            }
            if add, !levels.isOperator(id) {
                users[id] = .number(Double(MatrixPowerLevels.operatorLevel))
                mutes[id] = nil
            } else if !add, levels.isOperator(id) {
                users[id] = nil
            }
        }
        var edited = content
        edited["users"] = .object(users)
        edited[mutesKey] = mutes.isEmpty ? nil : .object(mutes)
        return lettingOperatorsModerate(edited, levels: levels, by: sender)
    }

    /// Freezes or unfreezes; no change when the room is already so.
    static func settingFrozen(_ frozen: Bool, in content: Content, levels: MatrixPowerLevels, by sender: String) -> Content {
        guard frozen != levels.isFrozen else { return lettingOperatorsModerate(content, levels: levels, by: sender) }
        var edited = content
        if frozen {
            edited[unfrozenKey] = .number(Double(levels.eventsDefault))
            edited["events_default"] = .number(Double(max(MatrixPowerLevels.operatorLevel, levels.usersDefault + 1)))
        } else {
            let restored = level(content[unfrozenKey]).map { min($0, levels.usersDefault) } ?? levels.usersDefault
            edited["events_default"] = .number(Double(restored))
            edited[unfrozenKey] = nil
        }
        return lettingOperatorsModerate(edited, levels: levels, by: sender)
    }

    /// Mutes `userId` (until `until`, nil: until unmuted) or unmutes them, restoring the
    /// level they had. Muting a creator is refused with 400108: nobody outranks them.
    static func settingMuted(
        _ userId: String, muted: Bool, until: Int64?, in content: Content, levels: MatrixPowerLevels, by sender: String,
        url: String
    ) throws(ChatError) -> Content {
        if muted, levels.creators.contains(userId) {
            throw ChatError(.nonAuthorized, "Not authorized: \(userId) created \(url), and a creator of a room of version 12 or later cannot be muted.")
        }
        var users = content["users"]?.objectValue ?? [:]
        var mutes = content[mutesKey]?.objectValue ?? [:]
        if muted {
            var record = mutes[userId]?.objectValue ?? [:]
            if !levels.isMuted(userId) {
                record = users[userId].map { ["level": $0] } ?? [:]
                users[userId] = .number(Double(min(levels.usersDefault, levels.sendLevel(for: "m.room.message")) - 1))
            }
            record["until"] = until.map { .number(Double($0)) }
            mutes[userId] = .object(record)
        } else {
            if let record = mutes[userId]?.objectValue {
                users[userId] = record["level"]
            } else if levels.isMuted(userId) {
                users[userId] = nil
            }
            mutes[userId] = nil
        }
        var edited = content
        edited["users"] = .object(users)
        edited[mutesKey] = mutes.isEmpty ? nil : .object(mutes)
        return lettingOperatorsModerate(edited, levels: levels, by: sender)
    }

    /// Lowers the level needed to send `m.room.power_levels` to the operator level when
    /// `sender` may change it (their level reaches the current requirement).
    static func lettingOperatorsModerate(_ content: Content, levels: MatrixPowerLevels, by sender: String) -> Content {
        let needed = levels.events["m.room.power_levels"] ?? levels.stateDefault
        guard needed > MatrixPowerLevels.operatorLevel, levels.level(of: sender) >= needed else { return content }
        var edited = content
        var events = content["events"]?.objectValue ?? [:]
        events["m.room.power_levels"] = .number(Double(MatrixPowerLevels.operatorLevel))
        edited["events"] = .object(events)
        return edited
    }

    // MARK: Changes

    /// What changed between two versions of a room's power levels, as the mock announces
    /// it: frozen or unfrozen, each user muted or unmuted, and the operators, in that order.
    static func changes(from old: MatrixRoom, to new: MatrixRoom) -> [ChannelChange] {
        let before = old.powerLevels, after = new.powerLevels
        var changes: [ChannelChange] = []
        if before.isFrozen != after.isFrozen { changes.append(after.isFrozen ? .frozen : .unfrozen) }
        for id in Set(before.users.keys).union(after.users.keys).sorted() where before.isMuted(id) != after.isMuted(id) {
            changes.append(after.isMuted(id) ? .userMuted(new.userRecord(id)) : .userUnmuted(new.userRecord(id)))
        }
        func operators(_ levels: MatrixPowerLevels) -> Set<String> {
            levels.creators.union(levels.users.keys.filter { levels.isOperator($0) })
        }
        if operators(before) != operators(after) { changes.append(.operatorsUpdated) }
        return changes
    }

    /// What a membership change of `user` means beyond joining and leaving: a ban or its
    /// lifting, and in an open channel entering and exiting (which is joining and leaving).
    static func membershipChange(from before: String?, to after: String?, of user: UserRecord, in kind: ChannelType) -> ChannelChange? {
        if after == "ban", before != "ban" { return .userBanned(user) }
        if before == "ban", after != "ban" { return .userUnbanned(user) }
        guard kind == .open else { return nil }
        if after == "join", before != "join" { return .userEntered(user) }
        if before == "join", after != "join" { return .userExited(user) }
        return nil
    }
}

extension MatrixJSON {
    /// The members of a JSON object; nil for any other value.
    var objectValue: [String: MatrixJSON]? {
        if case .object(let object) = self { object } else { nil }
    }
}
