import BanterTesting
import BanterUIKit
import Testing

// Outside the kit's module, as an app's code is.

/// The user screens' notices name a channel by the name its people know ("Team"), never by
/// the service's internal URL that the service's message carries.
@Suite("The user screens' notices name channels by name")
@MainActor
struct UserScreenNoticeTests {
    private func refusal(_ url: String) -> ChatError {
        ChatError(.nonAuthorized, "Not authorized: only an operator of \(url) can ban users.")
    }

    private func notice(_ controller: BaseViewController) -> String { controller.noticeView.text ?? "" }

    @Test func aRefusedModerationInTheMemberList() throws {
        let world = try UserListWorld(.group, operator: true)
        let list = world.openUserList()
        let viewModel = try #require(list.viewModel)
        let bob = try #require(list.userList.first { $0.userId == "bob" })
        list.baseUserListViewModel(viewModel, didFailToModerate: bob, action: .ban, error: refusal(world.url))
        #expect(notice(list).contains("Team"))
        #expect(!notice(list).contains(world.url))
    }

    @Test func aRefusedPromotionInTheRegisterOperatorScreen() throws {
        let world = try UserListWorld(.group, operator: true)
        let register = RegisterOperatorViewController(channelURL: world.url, channelType: .group)
        world.navigation.pushViewController(register)
        world.settle()
        let viewModel = try #require(register.viewModel)
        register.registerOperatorViewModel(viewModel, didFailToRegisterOperatorIds: ["bob"], error: refusal(world.url))
        #expect(notice(register).contains("Team"))
        #expect(!notice(register).contains(world.url))
    }

    @Test func aNoticeFromAUserListsViewModel() throws {
        let world = try UserListWorld(.group, operator: true)
        let list = world.openUserList()
        list.didReceiveError(refusal(world.url), isBlocker: false)
        #expect(notice(list).contains("Team"))
        #expect(!notice(list).contains(world.url))
    }
}
