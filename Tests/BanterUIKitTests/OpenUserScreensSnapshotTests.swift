import Testing
import BanterTesting
import BanterUIKit

/// The open channel's settings (an operator's and a participant's), participants list (with
/// an operator's row actions open), moderation and register-operator screens as they look,
/// in light and dark at 80x24 and 120x40. The current user has entered the channel, as the
/// open channel screen makes them, and Bob is muted.
@Suite("Open channel settings and user list snapshots", .serialized)
@MainActor
struct OpenUserScreensSnapshotTests {
    enum Situation {
        case settingsAsOperator, settingsAsParticipant, participants, rowActions, moderations, register
    }

    private func check(_ situation: Situation, dark: Bool, function: String = #function, filePath: String = #filePath) throws {
        Theme.set(colorScheme: dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        let world = try OpenChannelWorld(style: dark ? .dark : .light, operator: situation != .settingsAsParticipant)
        try world.server.setMuted(true, userId: "bob", channelURL: world.url)
        try world.enterAsCurrentUser()
        let controller: ViewController
        switch situation {
        case .settingsAsOperator, .settingsAsParticipant: controller = OpenChannelSettingsViewController(channelURL: world.url)
        case .participants, .rowActions: controller = UserListViewController(channelURL: world.url, channelType: .open, userListType: .participants)
        case .moderations: controller = ModerationsViewController(channelURL: world.url, channelType: .open)
        case .register: controller = RegisterOperatorViewController(channelURL: world.url, channelType: .open)
        }
        world.navigation.pushViewController(controller)
        world.world.settle()
        if situation == .rowActions { world.screen.press(.down, .enter) }
        let name = dark ? "dark" : "light"
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            assertSnapshot(of: world.screen, size: size, named: "\(name).\(size.width)x\(size.height)", filePath: filePath, function: function)
        }
    }

    @Test(arguments: [false, true]) func settingsAsAnOperator(dark: Bool) throws { try check(.settingsAsOperator, dark: dark) }
    @Test(arguments: [false, true]) func settingsAsAParticipant(dark: Bool) throws { try check(.settingsAsParticipant, dark: dark) }
    @Test(arguments: [false, true]) func participants(dark: Bool) throws { try check(.participants, dark: dark) }
    @Test(arguments: [false, true]) func participantRowActions(dark: Bool) throws { try check(.rowActions, dark: dark) }
    @Test(arguments: [false, true]) func moderations(dark: Bool) throws { try check(.moderations, dark: dark) }
    @Test(arguments: [false, true]) func registerOperator(dark: Bool) throws { try check(.register, dark: dark) }
}
