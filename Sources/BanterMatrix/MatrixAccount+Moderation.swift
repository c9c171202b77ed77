import BanterChatSDK

/// The moderation a `/sync` brings: power level changes (freezing, mutes, operators) and
/// bans, and in open channels members entering and exiting, as the mock announces them.
extension MatrixAccount {
    /// The moderation events of `sync`, in each room's timeline order, each with the channel
    /// as it stood right after. Call it before the sync is applied: it replays the timeline's
    /// state events on a copy of each room the account already knows. Rooms the account
    /// first hears of in this sync tell nothing (their past is history, as on a first sync).
    ///
    /// A banned user hears of their own ban: the homeserver puts the room under `leave` for
    /// them, with the ban in its timeline. The lifting of a ban is heard by the room's
    /// members only: the homeserver sends nothing more of a room to someone no longer in it.
    func moderationEvents(in sync: MatrixSyncResponse) -> [ServerEvent] {
        let sections = (sync.rooms?.join ?? [:]).merging(sync.rooms?.leave ?? [:]) { joined, _ in joined }
        var events: [ServerEvent] = []
        for (roomId, section) in sections.sorted(by: { $0.key < $1.key }) {
            guard var room = rooms[roomId] else { continue }
            for state in section.timeline?.events.compactMap(\.state) ?? [] {
                let before = room
                room.apply(state)
                var changes: [ChannelChange] = []
                if state.type == "m.room.power_levels" {
                    changes = MatrixModeration.changes(from: before, to: room)
                } else if state.type == "m.room.member" {
                    let change = MatrixModeration.membershipChange(
                        from: before.membership(of: state.stateKey), to: room.membership(of: state.stateKey),
                        of: room.userRecord(state.stateKey), in: room.kind)
                    // One's own entering and exiting is told when `enter` is answered (`tellOwnMembership`).
                    if let change, state.stateKey != userId || change.isBan {
                        changes = [change]
                    }
                }
                events += changes.map { .channelChanged(room.channelPayload(for: userId), $0) }
            }
        }
        return events
    }
}

extension ChannelChange {
    /// A ban or its lifting, which the user concerned hears of too.
    var isBan: Bool {
        switch self {
        case .userBanned, .userUnbanned: true
        default: false
        }
    }
}
