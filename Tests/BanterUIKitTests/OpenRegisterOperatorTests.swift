import BanterTesting
import Testing
import BanterUIKit

// What the group and open register-operator screens share is in RegisterOperatorTests, run
// for both channel types; here is what only an open channel's screen does.

/// Making an open channel's participants operators: the operators list's Add offers the
/// people in the channel who are not operators yet.
@Suite("The open register-operator screen", .serialized)
@MainActor
struct OpenRegisterOperatorTests {
    private func openRegister(_ world: OpenChannelWorld) -> RegisterOperatorViewController {
        let register = ViewControllerSet.openChannelRegisterOperatorViewController.init(channelURL: world.url, channelType: .open, users: nil)
        world.navigation.pushViewController(register)
        world.world.settle()
        return register
    }

    @Test func theOperatorsListsAddOffersNonOperatorParticipantsAndPromotingComesBackWithThem() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.enterAsCurrentUser()
        let operators = world.openUserList(.operators)
        #expect(operators.userList.map(\.userId) == ["ann", "me"])
        operators.showRegisterOperator()
        world.world.settle()
        let register = try #require(world.navigation.topViewController as? RegisterOperatorViewController)
        #expect(register.userList.map(\.userId) == ["bob", "cai"])
        #expect(world.rows[0].contains("Set as operators") && world.rows[0].hasSuffix("Add "))
        world.screen.press(.down)
        world.screen.press(.enter)
        #expect(world.rows[0].hasSuffix("Add (1) "))
        world.screen.press(KeyEvent(.character("d"), modifiers: .control))
        world.world.settle()
        #expect(world.navigation.topViewController === operators)
        #expect(operators.userList.map(\.userId) == ["ann", "cai", "me"])
        #expect(register.viewModel?.openChannel?.isOperator(userId: "cai") == true)
    }

    @Test func everyParticipantWhoIsNoOperatorIsOfferedAndOnePromotedElsewhereLeavesTheList() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.createUser(id: "dee", nickname: "Dee")
        try world.server.setOpenChannelParticipant("dee", channelURL: world.url)
        try world.enterAsCurrentUser()
        let register = openRegister(world)
        #expect(register.userList.map(\.userId) == ["bob", "cai", "dee"])
        let ann = ChatClient(server: world.server)
        ann.connect(userId: "ann") { _ in }
        world.world.settle()
        ann.getOpenChannel(url: world.url) { if case .success(let channel) = $0 { channel.addOperators(userIds: ["bob"]) } }
        world.world.settle()
        #expect(register.userList.map(\.userId) == ["cai", "dee"])
    }

    @Test func someoneEnteringWhileTheScreenIsOpenIsOfferedAndThePicksStay() throws {
        let world = try OpenChannelWorld(operator: true)
        try world.server.createUser(id: "bea", nickname: "Bea")
        try world.enterAsCurrentUser()
        let register = openRegister(world)
        world.screen.press(.enter)                                         // pick Bob
        try world.server.setOpenChannelParticipant("bea", channelURL: world.url)
        world.world.settle()
        #expect(register.userList.map(\.userId) == ["bea", "bob", "cai"])
        #expect(register.selectedUserList.map(\.userId) == ["bob"])
        #expect(world.row("Bob Stone")?.contains("☑") == true)
    }

    @Test func typingFiltersTheParticipants() throws {
        let world = try OpenChannelWorld(operator: true)
        let register = openRegister(world)
        world.screen.type("ca")
        world.world.settle()
        #expect(register.userList.map(\.userId) == ["cai"])
    }

    @Test func noOnePickedIsRefusedWithoutARequest() throws {
        final class Spy: RegisterOperatorViewModelDelegate {
            var refusals: [ChatError] = []
            func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didRegisterOperatorIds operatorIds: [String]) {}
            func registerOperatorViewModel(_ viewModel: BaseRegisterOperatorViewModel, didFailToRegisterOperatorIds operatorIds: [String],
                                           error: ChatError) { refusals.append(error) }
            func didReceiveError(_ error: ChatError, isBlocker: Bool) {}
            func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didChangeUserList users: [User], needsToReload: Bool) {}
            func baseSelectedUserViewModel(_ viewModel: BaseSelectUserViewModel, didUpdateSelectedUsers selectedUsers: [User]) {}
        }
        let world = try OpenChannelWorld(operator: true)
        let spy = Spy()
        let model = RegisterOperatorViewModel(client: BanterUIKit.client, channelURL: world.url, channelType: .open, delegate: spy)
        model.registerAsOperators()
        #expect(spy.refusals.map(\.code) == [.invalidParameter])
    }
}
