import Testing
import BanterTesting
import BanterUIKit

/// The "new open channel" screen as it looks, in light and dark at 80x24 and 120x40: empty
/// (Create disabled), a valid name typed (initials on the cover, the count), and a name
/// over the service's limit (the reason under the field, Create disabled again).
@Suite("New open channel snapshots", .serialized)
@MainActor
struct CreateOpenChannelSnapshotTests {
    enum Name: String, CaseIterable, Sendable {
        case empty, valid, tooLong

        var text: String {
            switch self {
            case .empty: ""
            case .valid: "Book club"
            case .tooLong: String(repeating: "Long name ", count: 19) + "xx"
            }
        }
    }

    @Test(arguments: Name.allCases)
    func screen(name: Name) throws {
        for dark in [false, true] {
            Theme.set(colorScheme: dark ? .dark : .light)
            defer { Theme.set(colorScheme: .light) }
            for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
                let world = try ChannelListWorld(size: size, seeded: false, style: dark ? .dark : .light)
                let navigation = try #require(world.show(OpenChannelListViewController()))
                world.settle()
                world.screen.type("n")
                world.settle()
                #expect(navigation.topViewController is CreateOpenChannelViewController)
                if !name.text.isEmpty { world.screen.paste(name.text) }
                assertSnapshot(of: world.screen, named: "\(name).\(dark ? "dark" : "light").\(size.width)x\(size.height)")
            }
        }
    }
}
