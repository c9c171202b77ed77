import BanterChatSDK

/// Two users on two clients of the homeserver, in a room of this run that A created and B
/// joined; B's arrivals are recorded by text from before any screen opens, so its recorder
/// is the first channel delegate the SDK tells. Made once per process (`shared`).
@MainActor
final class MatrixPair {
    static let shared = MatrixPair()

    let a: ChatClient
    let b: ChatClient
    let channelA: GroupChannel
    let channelB: GroupChannel
    let heardByB: TextArrivals

    private init() {
        a = MatrixBench.connectedClient(0)
        b = MatrixBench.connectedClient(1)
        heardByB = TextArrivals(b)
        let invitee = b.currentUser?.userId ?? MatrixBench.users[1].name
        let params = GroupChannelCreateParams(userIds: [invitee], name: "Bench \(MatrixBench.runId)")
        let a = a
        channelA = MatrixBench.result("creating the room") { done in a.createGroupChannel(params: params, completion: done) }
        let url = channelA.channelURL
        // B hears the invitation through its /sync; until then the room is unknown to it.
        let heardByB = heardByB
        MatrixBench.wait(until: "B is invited") { heardByB.invitations[url] != nil }
        channelB = heardByB.invitations[url]!
        let channelB = channelB
        MatrixBench.result("B joining") { (done: @escaping @MainActor (Result<Void, ChatError>) -> Void) in channelB.join(completion: done) }
    }
}

/// When each message reached a client's channel delegates, by its text, and the group
/// channels it was invited to, by URL.
@MainActor
final class TextArrivals: GroupChannelDelegate {
    private(set) var times: [String: ContinuousClock.Instant] = [:]
    private(set) var invitations: [String: GroupChannel] = [:]

    init(_ client: ChatClient) {
        client.addChannelDelegate(self, identifier: "bench-text-arrivals-\(ObjectIdentifier(self).hashValue)")
    }

    func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        times[message.message] = times[message.message] ?? ContinuousClock.now
    }

    func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {
        invitations[channel.channelURL] = channel
    }
}
