import BanterTesting
import Testing
import BanterUIKit

@Suite("The reaction screens' snapshots", .serialized)
@MainActor
struct ReactionsSnapshotTests {
    enum Scene: String, CaseIterable, Sendable {
        /// The reactions screen on the 👍 tab (a long name, "(You)").
        case reactions
        /// The reactions screen on the 🎉 tab (a CJK name with an emoji).
        case reactionsWide
        /// The channel with the reactions and the `+` after them.
        case channel
        /// The emoji list, nothing typed.
        case emojiList
        /// The emoji list with a search.
        case emojiSearch
    }

    private func show(_ scene: Scene, size: Size, dark: Bool) throws -> ChannelFixture {
        let fixture = try ChannelFixture(size: size, history: ChannelFixture.reactionsHistory)
        Theme.set(colorScheme: dark ? .dark : .light)
        fixture.screen.setInterfaceStyle(dark ? .dark : .light)
        let controller = fixture.open()
        fixture.select(messageStartingWith: "Great.", in: controller)
        switch scene {
        case .reactions:
            fixture.screen.type("e")
            fixture.screen.press(.right, .right)
        case .reactionsWide:
            fixture.screen.type("e")
            fixture.screen.press(.right)
        case .channel:
            break
        case .emojiList:
            fixture.screen.type("+")
        case .emojiSearch:
            fixture.screen.type("+")
            fixture.screen.type("heart")
            fixture.screen.press(.right)
        }
        fixture.screen.advance(by: .milliseconds(100))
        return fixture
    }

    @Test(arguments: Scene.allCases, [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func everyScene(scene: Scene, size: (Int, Int, Bool)) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try show(scene, size: Size(width: size.0, height: size.1), dark: size.2)
        assertSnapshot(of: fixture.screen, named: "\(scene.rawValue).\(size.2 ? "dark" : "light").\(size.0)x\(size.1)")
    }
}
