import Testing
import BanterTesting
import BanterUIKit

/// The open channel list as it looks: a seeded workspace, empty, an error and loading, in
/// light and dark, at 80x24 and 120x40.
@Suite("Open channel list snapshots", .serialized)
@MainActor
struct OpenChannelListSnapshotTests {
    enum Situation {
        case normal, empty, error, loading
    }

    /// Builds the screen for `situation` in `style` and compares it at both sizes.
    private func check(_ situation: Situation, style: TraitCollection.InterfaceStyle,
                       function: String = #function, filePath: String = #filePath) throws {
        Theme.set(colorScheme: style == .dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        let world = try ChannelListWorld(seeded: situation != .empty, style: style)
        if situation == .error { world.server.isNetworkAvailable = false }
        world.show(OpenChannelListViewController())
        switch situation {
        case .loading: break
        case .error: world.settle(.seconds(30))
        case .normal, .empty: world.settle()
        }
        let name = style == .dark ? "dark" : "light"
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            assertSnapshot(of: world.screen, size: size, named: "\(name).\(size.width)x\(size.height)", filePath: filePath, function: function)
        }
    }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func normal(style: TraitCollection.InterfaceStyle) throws { try check(.normal, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func empty(style: TraitCollection.InterfaceStyle) throws { try check(.empty, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func error(style: TraitCollection.InterfaceStyle) throws { try check(.error, style: style) }

    @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
    func loading(style: TraitCollection.InterfaceStyle) throws { try check(.loading, style: style) }

    @Test func filteringAndANarrowScreen() throws {
        let world = try ChannelListWorld()
        world.show(OpenChannelListViewController())
        world.settle()
        world.screen.type("/")
        world.screen.type("a")
        world.settle()
        assertSnapshot(of: world.screen, named: "filtering.80x24")
        assertSnapshot(of: world.screen, size: Size(width: 20, height: 8), named: "filtering.20x8")
    }
}
