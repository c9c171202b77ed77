/// Describing a workspace that already exists on a server, such as one loaded from a store,
/// so simulated people can act in it again after a restart.
extension Workspace {
    /// The workspace the server holds now, seen from `currentUserId`: every other user, and
    /// every channel with a kind read from its settings (distinct pairs are direct chats,
    /// frozen channels announcements, public ones public groups, "support" channels
    /// support, large groups teams). The longest history is the long channel.
    @MainActor
    public static func describing(_ server: ChatServer, currentUserId: String, seed: UInt64) -> Workspace {
        let state = server.state
        var channels: [Channel] = []
        for channel in state.allChannels {
            let header = channel.header
            let kind: Channel.Kind
            if header.kind == .open {
                kind = .open
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
        return Workspace(
            seed: seed, currentUserId: currentUserId,
            otherUserIds: state.users.keys.filter { $0 != currentUserId }.sorted(),
            channels: channels, longChannelURL: longest)
    }
}
