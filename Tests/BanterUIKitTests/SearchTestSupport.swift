import BanterTesting
import BanterUIKit

/// Searching in a `ChannelFixture`.
@MainActor
extension ChannelFixture {
    /// The search screen on top of the navigation stack, if one is.
    var search: MessageSearchViewController? { navigation.topViewController as? MessageSearchViewController }

    /// Opens the search over every channel (or `channelURL`'s) and lets it settle.
    @discardableResult
    func openSearch(channelURL: String? = nil) -> MessageSearchViewController {
        let search = ViewControllerSet.messageSearchViewController.init(channelURL: channelURL, params: nil)
        navigation.pushViewController(search)
        screen.advance(by: .seconds(1))
        return search
    }

    /// The standard history, with words in Chinese and Japanese, emoji, and a second channel
    /// ("Design", with Alice) that mentions the release too.
    static func searchHistory(_ server: ChatServer, _ url: String) throws {
        try standardHistory(server, url)
        try post(server, url, "alice", "发布会在星期一 🎉 release party after", at: -8)
        try post(server, url, "bob", "リリースの準備はできました 🚀 release is ready", at: -7)
        let design = try server.createGroupChannel(GroupChannelCreateParams(userIds: ["me", "alice"], name: "Design"), creatorId: "alice",
                                                   createdAt: server.now - 24 * 60 * minute)
        try post(server, design, "alice", "New icons for the release are in Figma", at: -6)
    }
}
