import Testing
import BanterTesting
import BanterUIKit

/// The member list, the moderation, settings, notification and register-operator screens as they look:
/// an operator's and a non-operator's view, empty, loading and an error, in light and dark,
/// at 80x24 and 120x40; and an operator's row actions open.
@Suite("User list and moderation snapshots", .serialized)
@MainActor
struct UserListSnapshotTests {
    enum Situation {
        case operatorView, memberView, empty, loading, error, actions, moderations, settings, notifications, register
    }

    enum State {
        case normal, loading, error, empty
    }

    private func check(_ situation: Situation, dark: Bool, state: State = .normal, function: String = #function,
                       filePath: String = #filePath) throws {
        Theme.set(colorScheme: dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        let situation = situation == .operatorView && state == .loading ? .loading : situation == .operatorView && state == .error ? .error : situation
        let operators = situation == .memberView ? ["alice"] : state == .empty ? ["me", "alice", "bob"] : ["me", "alice"]
        let fixture = try ChannelFixture(operators: operators)
        fixture.screen.setInterfaceStyle(dark ? .dark : .light)
        try fixture.server.setMuted(true, userId: "bob", channelURL: fixture.channelURL)
        if situation == .error || state == .error { fixture.server.isNetworkAvailable = false }
        let controller: ViewController
        switch situation {
        case .moderations: controller = ModerationsViewController(channelURL: fixture.channelURL)
        case .settings: controller = GroupChannelSettingsViewController(channelURL: fixture.channelURL)
        case .notifications: controller = GroupChannelPushSettingsViewController(channelURL: fixture.channelURL)
        case .register: controller = RegisterOperatorViewController(channelURL: fixture.channelURL)
        case .empty: controller = UserListViewController(channelURL: fixture.channelURL, channelType: .group, userListType: .banned)
        default: controller = UserListViewController(channelURL: fixture.channelURL, channelType: .group, userListType: .members)
        }
        fixture.navigation.pushViewController(controller)
        switch (situation, state) {
        case (.loading, _), (_, .loading): _ = fixture.screen.text
        case (.error, _), (_, .error): fixture.screen.advance(by: .seconds(30))
        default: fixture.screen.advance(by: .seconds(2))
        }
        if situation == .actions { fixture.screen.press(.down, .enter) }
        let name = dark ? "dark" : "light"
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            assertSnapshot(of: fixture.screen, size: size, named: "\(name).\(size.width)x\(size.height)", filePath: filePath, function: function)
        }
    }

    @Test(arguments: [false, true]) func membersAsAnOperator(dark: Bool) throws { try check(.operatorView, dark: dark) }
    @Test(arguments: [false, true]) func membersAsAMember(dark: Bool) throws { try check(.memberView, dark: dark) }
    @Test(arguments: [false, true]) func emptyBannedList(dark: Bool) throws { try check(.empty, dark: dark) }
    @Test(arguments: [false, true]) func loading(dark: Bool) throws { try check(.loading, dark: dark) }
    @Test(arguments: [false, true]) func error(dark: Bool) throws { try check(.error, dark: dark) }
    @Test(arguments: [false, true]) func rowActions(dark: Bool) throws { try check(.actions, dark: dark) }
    @Test(arguments: [false, true]) func moderations(dark: Bool) throws { try check(.moderations, dark: dark) }
    @Test(arguments: [false, true]) func settingsAsAnOperator(dark: Bool) throws { try check(.settings, dark: dark) }
    @Test(arguments: [false, true]) func registerOperator(dark: Bool) throws { try check(.register, dark: dark) }
    @Test(arguments: [false, true]) func moderationsLoading(dark: Bool) throws { try check(.moderations, dark: dark, state: .loading) }
    @Test(arguments: [false, true]) func moderationsError(dark: Bool) throws { try check(.moderations, dark: dark, state: .error) }
    @Test(arguments: [false, true]) func registerOperatorEmpty(dark: Bool) throws { try check(.register, dark: dark, state: .empty) }
    @Test(arguments: [false, true]) func registerOperatorLoading(dark: Bool) throws { try check(.register, dark: dark, state: .loading) }
    @Test(arguments: [false, true]) func registerOperatorError(dark: Bool) throws { try check(.register, dark: dark, state: .error) }
    @Test(arguments: [false, true]) func settingsLoading(dark: Bool) throws { try check(.settings, dark: dark, state: .loading) }
    @Test(arguments: [false, true]) func settingsError(dark: Bool) throws { try check(.settings, dark: dark, state: .error) }
    @Test(arguments: [false, true]) func notificationsLoading(dark: Bool) throws { try check(.notifications, dark: dark, state: .loading) }
    @Test(arguments: [false, true]) func notificationsError(dark: Bool) throws { try check(.notifications, dark: dark, state: .error) }
}
