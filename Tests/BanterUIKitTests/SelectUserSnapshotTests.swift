import Testing
import BanterTesting
import BanterUIKit

/// The "new channel" and invite screens as they look: a seeded workspace, nobody to offer,
/// loading and an error, in light and dark, at 80x24 and 120x40; and a filter with picks.
@Suite("Select-user screen snapshots", .serialized)
@MainActor
struct SelectUserSnapshotTests {
    enum Situation {
        case normal, empty, error, loading
    }

    enum Screen {
        case create, invite
    }

    /// Builds `screen` in `situation` and `style` inside a navigation controller and compares
    /// it at both sizes.
    private func check(_ screen: Screen, _ situation: Situation, style: TraitCollection.InterfaceStyle,
                       function: String = #function, filePath: String = #filePath) throws {
        Theme.set(colorScheme: style == .dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        let world = try ChannelListWorld(seeded: situation != .empty, style: style)
        let controller: ViewController
        switch screen {
        case .create:
            controller = CreateChannelViewController()
        case .invite:
            // With nobody else on the service, a channel of the current user alone offers no one.
            let url = try world.workspace?.channels(.group).first?.url
                ?? world.server.createGroupChannel(GroupChannelCreateParams(userIds: [], name: "Alone"), creatorId: "me")
            controller = InviteUserViewController(channelURL: url)
        }
        if situation == .error { world.server.isNetworkAvailable = false }
        world.show(controller)
        switch situation {
        case .loading: break
        case .error: world.settle(.seconds(30))
        case .normal, .empty:
            world.settle()
            // Drawing shows the last rows, which asks for the next page; let it arrive.
            _ = world.screen.text
            world.settle()
        }
        let name = style == .dark ? "dark" : "light"
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            assertSnapshot(of: world.screen, size: size, named: "\(name).\(size.width)x\(size.height)", filePath: filePath, function: function)
        }
    }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func createNormal(style: TraitCollection.InterfaceStyle) throws { try check(.create, .normal, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func createEmpty(style: TraitCollection.InterfaceStyle) throws { try check(.create, .empty, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func createError(style: TraitCollection.InterfaceStyle) throws { try check(.create, .error, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func createLoading(style: TraitCollection.InterfaceStyle) throws { try check(.create, .loading, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func inviteNormal(style: TraitCollection.InterfaceStyle) throws { try check(.invite, .normal, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func inviteEmpty(style: TraitCollection.InterfaceStyle) throws { try check(.invite, .empty, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func inviteError(style: TraitCollection.InterfaceStyle) throws { try check(.invite, .error, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func inviteLoading(style: TraitCollection.InterfaceStyle) throws { try check(.invite, .loading, style: style) }

    @Test func aFilterWithPicksNoMatchAndANarrowScreen() throws {
        let world = try ChannelListWorld()
        world.show(CreateChannelViewController(type: .supergroup))
        world.settle()
        world.screen.press(.enter)
        world.screen.type("a")
        world.settle()
        world.screen.press(.down)
        world.screen.press(.enter)
        assertSnapshot(of: world.screen, named: "picked.80x24")
        assertSnapshot(of: world.screen, size: Size(width: 34, height: 10), named: "picked.34x10")
        assertSnapshot(of: world.screen, size: Size(width: 20, height: 8), named: "picked.20x8")
        world.screen.type("qz")
        world.settle()
        assertSnapshot(of: world.screen, size: Size(width: 80, height: 24), named: "nomatch.80x24")
    }
}
