import BanterTesting
import BanterUIKit

/// Reactions for the reaction screens' tests: who reacted to Alice's plan in the standard
/// history, a long and a wide name among them.
@MainActor
extension ChannelFixture {
    /// The plan message ("Great. Let's plan…"), with 👍 from Bob, Me and a long-named user,
    /// 🎉 from Alice and 李小龍, and ✅ from Bob.
    static func reactionsHistory(_ server: ChatServer, _ url: String) throws {
        try server.createUser(id: "long", nickname: "Maximiliana Featherstonehaugh-Worthington the Third")
        try server.createUser(id: "wide", nickname: "李小龍🐉")
        try server.inviteUsers(["long", "wide"], channelURL: url, inviterId: "alice")
        for user in ["long", "wide"] { try server.joinChannel(userId: user, channelURL: url) }
        try post(server, url, "alice", "Morning! Did the build pass?", at: -1200)
        let plan = try post(server, url, "alice", "Great. Let's plan the release for Monday.", at: -60)
        try post(server, url, "bob", "Sounds good to me", at: -30)
        try post(server, url, "me", "I'll tag it after lunch.", at: -10)
        for user in ["bob", "me", "long"] { try server.addReaction("👍", userId: user, messageId: plan, channelURL: url) }
        for user in ["alice", "wide"] { try server.addReaction("🎉", userId: user, messageId: plan, channelURL: url) }
        try server.addReaction("✅", userId: "bob", messageId: plan, channelURL: url)
    }

    /// Moves the selection up from the newest message to the one whose text starts with
    /// `prefix`.
    func select(messageStartingWith prefix: String, in controller: GroupChannelViewController) {
        for _ in 0..<20 where controller.listComponent?.selectedMessage?.message.hasPrefix(prefix) != true {
            screen.press(.up)
        }
    }
}
