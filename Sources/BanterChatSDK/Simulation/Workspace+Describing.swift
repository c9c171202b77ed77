/// Describing a workspace that already exists on a server, such as one loaded from a store,
/// so simulated people can act in it again after a restart.
extension Workspace {
    /// The workspace the server holds now, seen from `currentUserId`: every other user, and
    /// every channel with a kind read from its settings (distinct pairs are direct chats,
    /// frozen channels announcements, public ones public groups, "support" channels
    /// support, large groups teams, the "live" open channel live). The longest history is
    /// the long channel. When there is a live channel, the people in no group channel are
    /// its crowd.
    @MainActor
    public static func describing(_ server: ChatServer, currentUserId: String, seed: UInt64) -> Workspace {
        let state = server.state
        var channels: [Channel] = []
        for channel in state.allChannels {
            let header = channel.header
            let kind: Channel.Kind
            if header.kind == .open {
                kind = header.customType == liveCustomType ? .live : .open
            } else if header.isFrozen || header.isBroadcast {
                kind = .announcement
            } else if header.customType == "support" {
                kind = .support
            } else if header.isPublic {
                kind = .publicGroup
            } else if header.isDistinct && channel.members.count == 2 {
                kind = .direct
            } else if channel.members.count > 8 {
                kind = .team
            } else {
                kind = .group
            }
            channels.append(Channel(
                url: header.url, name: header.name, kind: kind,
                memberIds: channel.members.keys.sorted(), messageCount: channel.messages.count))
        }
        let longest = channels.max { $0.messageCount < $1.messageCount }?.url ?? ""
        // The crowd is whoever belongs to no group channel: the generator puts everyone
        // else in the announcement channel at least.
        var inGroups: Set<String> = []
        for channel in state.allChannels where channel.header.kind == .group { inGroups.formUnion(channel.members.keys) }
        let everyone = state.users.keys.filter { $0 != currentUserId }.sorted()
        let hasLive = channels.contains { $0.kind == .live }
        return Workspace(
            seed: seed, currentUserId: currentUserId,
            otherUserIds: hasLive ? everyone.filter(inGroups.contains) : everyone,
            channels: channels, longChannelURL: longest,
            crowdUserIds: hasLive ? everyone.filter { !inGroups.contains($0) } : [])
    }
}
