import BanterTesting
import Testing
import BanterUIKit

@Suite("The message search screen's snapshots", .serialized)
@MainActor
struct MessageSearchSnapshotTests {
    enum Scene: String, CaseIterable, Sendable {
        case results, cjk, emoji, noResults, loading, error
    }

    private func show(_ scene: Scene, size: Size, dark: Bool) throws -> ChannelFixture {
        let fixture = try ChannelFixture(size: size, history: ChannelFixture.searchHistory)
        Theme.set(colorScheme: dark ? .dark : .light)
        fixture.screen.setInterfaceStyle(dark ? .dark : .light)
        fixture.openSearch()
        switch scene {
        case .results:
            fixture.screen.type("release")
            fixture.screen.advance(by: .seconds(1))
        case .cjk:
            fixture.screen.type("リリース")
            fixture.screen.advance(by: .seconds(1))
        case .emoji:
            fixture.screen.type("发布会 🎉")
            fixture.screen.advance(by: .seconds(1))
        case .noResults:
            fixture.screen.type("zebra crossing")
            fixture.screen.advance(by: .seconds(1))
        case .loading:
            fixture.screen.type("release")
            fixture.screen.advance(by: .milliseconds(350))
        case .error:
            fixture.server.configuration.failureRates[.search] = 1
            fixture.screen.type("release")
            fixture.screen.advance(by: .seconds(12))
        }
        return fixture
    }

    @Test(arguments: Scene.allCases, [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func everyState(scene: Scene, size: (Int, Int, Bool)) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try show(scene, size: Size(width: size.0, height: size.1), dark: size.2)
        assertSnapshot(of: fixture.screen, named: "\(scene.rawValue).\(size.2 ? "dark" : "light").\(size.0)x\(size.1)")
    }
}
