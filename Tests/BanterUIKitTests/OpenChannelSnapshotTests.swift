import Testing
import BanterTesting
import BanterUIKit

/// The open channel screen as it looks, in light and dark at 80x24 and 120x40, with the
/// media area shown above the list, in overlay mode (drawn over the list at 120 columns,
/// above it at 80) and hidden.
@Suite("Open channel snapshots", .serialized)
@MainActor
struct OpenChannelSnapshotTests {
    @Test(arguments: [OpenChannelModule.Media.Mode.above, .overlay, .hidden])
    func media(mode: OpenChannelModule.Media.Mode) throws {
        for dark in [false, true] {
            Theme.set(colorScheme: dark ? .dark : .light)
            defer { Theme.set(colorScheme: .light) }
            for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
                let world = try OpenChannelWorld(size: size, style: dark ? .dark : .light)
                let controller = world.open()
                controller.mediaComponent?.mode = mode
                assertSnapshot(of: world.screen, named: "\(mode).\(dark ? "dark" : "light").\(size.width)x\(size.height)")
            }
        }
    }
}
