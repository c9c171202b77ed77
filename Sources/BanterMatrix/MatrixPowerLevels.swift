import BanterChatSDK
import Foundation

/// A room's `m.room.power_levels` content, with the spec's defaults for what it leaves out,
/// and the room's creators, who since room version 12 outrank everyone and are never listed.
///
/// Banter's moderation maps onto it: operators are power level 50 and up (and the
/// creators); a frozen channel has `events_default` raised above `users_default`; a muted
/// user has a level below `users_default`.
struct MatrixPowerLevels: Sendable, Equatable {
    var users: [String: Int] = [:]
    var usersDefault = 0
    var events: [String: Int] = [:]
    var eventsDefault = 0
    var stateDefault = 50
    var ban = 50
    var kick = 50
    var redact = 50
    var invite = 0
    /// Users with unlimited power: the creators of a room of version 12 or later.
    var creators: Set<String> = []

    /// The level Banter treats as an operator's.
    static let operatorLevel = 50

    init() {}

    /// Reads the content of an `m.room.power_levels` event. Levels may be strings in old
    /// rooms ("50"); a value that is neither a number nor a numeric string is ignored.
    init(content: Data, creators: Set<String> = []) throws(ChatError) {
        guard let object = (try? JSONSerialization.jsonObject(with: content)) as? [String: Any] else {
            throw ChatError(.malformedData, "Malformed data: power levels are not a JSON object.")
        }
        func level(_ value: Any?) -> Int? {
            switch value {
            case let number as NSNumber: number.intValue
            case let text as String: Int(text)
            default: nil
            }
        }
        func levels(_ value: Any?) -> [String: Int] {
            (value as? [String: Any] ?? [:]).compactMapValues(level)
        }
        users = levels(object["users"])
        events = levels(object["events"])
        usersDefault = level(object["users_default"]) ?? usersDefault
        eventsDefault = level(object["events_default"]) ?? eventsDefault
        stateDefault = level(object["state_default"]) ?? stateDefault
        ban = level(object["ban"]) ?? ban
        kick = level(object["kick"]) ?? kick
        redact = level(object["redact"]) ?? redact
        invite = level(object["invite"]) ?? invite
        self.creators = creators
    }

    /// The creators of a room from its `m.room.create` event: from room version 12 on, the
    /// sender and `additional_creators` hold unlimited power; before, nobody does by creation.
    static func creators(roomVersion: String, sender: String, additionalCreators: [String] = []) -> Set<String> {
        guard let version = Int(roomVersion), version >= 12 else { return [] }
        return Set([sender] + additionalCreators)
    }

    /// `userId`'s level; creators rank above every number.
    func level(of userId: String) -> Int {
        creators.contains(userId) ? Int.max : users[userId] ?? usersDefault
    }

    func isOperator(_ userId: String) -> Bool {
        level(of: userId) >= Self.operatorLevel
    }

    /// The level needed to send a (non-state) event of `type`.
    func sendLevel(for type: String) -> Int {
        events[type] ?? eventsDefault
    }

    /// Whether the room is frozen: ordinary members may not post.
    var isFrozen: Bool { eventsDefault > usersDefault }

    /// Whether `userId` is muted: held below what ordinary members have, so that they cannot post.
    func isMuted(_ userId: String) -> Bool {
        !creators.contains(userId) && level(of: userId) < usersDefault && level(of: userId) < sendLevel(for: "m.room.message")
    }
}
