import BanterChatSDK
import Foundation

/// Invitations accepted at once, as the mock does by default (`autoAcceptInvitations`): an
/// invited user there is a member right away, can open the channel, read it and send. On
/// Matrix an invited user can do none of that until they join, and the kit has no accept
/// step, so the session joins (`POST /join`) every group room `/sync` brings an invitation to.
extension MatrixSession {
    /// Tells `event`, unless it is this user's own invitation to a group room: that one is
    /// accepted first, then told with the channel as joined (as the mock tells an invitee it
    /// added at once). When the join fails (the room gone, the user banned meanwhile), the
    /// invitation is told as it stands, invited. Main actor; called with the events of a
    /// `/sync` answer, in their order.
    func tell(_ event: ServerEvent) {
        guard case .channelChanged(let channel, .invited(let inviter, let invitees)) = event,
              invitees.contains(where: { $0.userId == userId }),
              account.rooms[channel.header.url]?.kind == .group
        else {
            listener?.receive(event)
            return
        }
        accept(channel.header.url) { [self] joined in
            guard isOpen else { return }
            let current = joined ?? account.rooms[channel.header.url]?.channelPayload(for: userId) ?? channel
            listener?.receive(.channelChanged(current, .invited(inviter: inviter, invitees: invitees)))
        }
    }

    /// Accepts every invitation to a group room the account holds, one after the other, then
    /// runs `done`: for the first `/sync`, whose events are told to nobody, so that the
    /// channels are joined before the client lists them.
    func acceptPendingInvitations(then done: @escaping @MainActor () -> Void) {
        let invited = account.rooms.values
            .filter { $0.membership(of: userId) == "invite" && $0.kind == .group }
            .map(\.roomId).sorted()
        acceptEach(invited[...], then: done)
    }

    private func acceptEach(_ roomIds: ArraySlice<String>, then done: @escaping @MainActor () -> Void) {
        guard let first = roomIds.first else { return done() }
        accept(first) { [self] _ in acceptEach(roomIds.dropFirst(), then: done) }
    }

    /// Joins room `url` if this user is still only invited to it and no join is on its way;
    /// answers the channel as joined, or nil when the join failed or was not made.
    private func accept(_ url: String, reply: @escaping @MainActor (ChannelPayload?) -> Void) {
        guard account.rooms[url]?.membership(of: userId) == "invite", !acceptingInvitations.contains(url) else {
            Task { @MainActor in reply(nil) }
            return
        }
        acceptingInvitations.insert(url)
        join(url: url) { [self] result in
            acceptingInvitations.remove(url)
            reply(try? result.get())
        }
    }
}
