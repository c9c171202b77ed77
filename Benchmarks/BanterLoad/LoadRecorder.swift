import BanterChatSDK

/// One client's channel delegate for the run: every message and invitation it hears goes
/// to the `LoadRun`, with the client's index. Registered before the client's rooms exist,
/// so it is told everything.
@MainActor
final class LoadRecorder: GroupChannelDelegate {
    private weak var run: LoadRun?
    private let client: Int

    init(run: LoadRun, client: Int, on chat: ChatClient) {
        self.run = run
        self.client = client
        chat.addChannelDelegate(self, identifier: "banter-load-\(client)")
    }

    func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
        run?.arrived(message, in: channel, at: client)
    }

    func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {
        run?.invited(to: channel, client: client)
    }
}
