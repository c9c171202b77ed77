import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: each settings screen's folder has its own
// header delegate, list delegate and data source, and view-model delegate, and the
// controller is the one its components and view model talk to through them.

/// A header delegate of an app's own, given the group channel settings' header type.
@MainActor
private final class AppHeaderDelegate: GroupChannelSettingsModuleHeaderDelegate {
    var updates = 0
    func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateTitleView titleView: View?) { updates += 1 }
    func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateLeftItem leftItem: View?) { updates += 1 }
    func baseChannelSettingsModule(_ headerComponent: BaseChannelSettingsModule.Header, didUpdateRightItem rightItem: View?) { updates += 1 }
}

@Suite("Each settings folder's protocols")
@MainActor
struct SettingsProtocolsTests {
    /// Whether `controller` is who each of its parts talks to (pass each part's delegate or
    /// data source as the folder's protocol types it).
    private func expectWired(_ controller: AnyObject, _ parts: [AnyObject?], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, part) in parts.enumerated() {
            #expect(part === controller, "part \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func theGroupChannelSettingsControllerIsItsComponentsAndViewModelsDelegate() throws {
        let fixture = try ChannelFixture()
        fixture.open().showChannelSettings()
        fixture.screen.advance(by: .seconds(1))
        let settings = try #require(fixture.navigation.topViewController as? GroupChannelSettingsViewController)
        expectWired(settings, [settings.headerComponent?.delegate, settings.listComponent?.delegate,
                               settings.listComponent?.dataSource, settings.viewModel?.delegate])

        settings.showNotifications()
        fixture.screen.advance(by: .seconds(1))
        let push = try #require(fixture.navigation.topViewController as? GroupChannelPushSettingsViewController)
        expectWired(push, [push.headerComponent?.delegate, push.listComponent?.delegate,
                           push.listComponent?.dataSource, push.viewModel?.delegate])
    }

    @Test func theOpenChannelSettingsControllerIsItsComponentsAndViewModelsDelegate() throws {
        let world = try OpenChannelWorld(operator: true)
        let settings = world.openSettings()
        expectWired(settings, [settings.headerComponent?.delegate, settings.listComponent?.delegate,
                               settings.listComponent?.dataSource, settings.viewModel?.delegate])
    }

    @Test func aHeaderConfiguredWithTheFoldersDelegateHearsItsItems() {
        let header = GroupChannelSettingsModule.Header()
        let delegate = AppHeaderDelegate()
        header.configure(delegate: delegate, theme: nil)
        #expect(header.delegate === delegate)
        #expect(delegate.updates > 0, "the items made at configure are told to the delegate")
    }
}
