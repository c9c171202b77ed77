import BanterTesting
import BanterUIKit
import Testing
@testable import banter

/// The group channel pickers of `banter`'s workspace leave the live room's crowd out until
/// what is typed finds them: the thousands who only watch the live event would bury the
/// people the user talks to.
@Suite("banter's people pickers and the live room's crowd", .serialized)
@MainActor
struct PeoplePickerCrowdTests {
    @Test func theCrowdIsLeftOutUntilTheFilterFindsThem() throws {
        let savedSets = (ViewModelSet.createGroupChannelViewModel, ViewModelSet.inviteUserViewModel)
        defer { (ViewModelSet.createGroupChannelViewModel, ViewModelSet.inviteUserViewModel) = savedSets }
        let screen = HeadlessScreen(rootViewController: ViewController(), size: Size(width: 80, height: 24))
        let session = try ChatSession(options: AppOptions.parse(["--ephemeral", "--quiet", "--seed", "7"]),
                                      scheduler: screen.scheduler, environment: [:])
        let crowd = Set(session.workspace.crowdUserIds)
        #expect(!crowd.isEmpty)
        session.connect(userId: session.workspace.currentUserId) { _ in }
        screen.advance(by: .seconds(2))
        let create = ViewControllerSet.createChannelViewController.init(users: nil, type: .group)
        screen.window.setRootViewController(NavigationController(rootViewController: create))
        screen.advance(by: .seconds(2))
        // Page through the list: none of it is the crowd's.
        for _ in 0..<5 {
            screen.press(.end)
            screen.advance(by: .seconds(2))
        }
        #expect(create.userList.count >= 10)
        #expect(create.userList.allSatisfy { !crowd.contains($0.userId) })
        #expect(Set(create.userList.map(\.userId)).isSubset(of: Set(session.workspace.otherUserIds)))
        // Typing the start of a crowd member's id finds them.
        let someone = try #require(session.workspace.crowdUserIds.first)
        screen.type(someone)
        screen.advance(by: .seconds(2))
        #expect(create.userList.map(\.userId).contains(someone))
        // Another client's picker (a test's, a homeserver's) lists everyone.
        let other = ChatClient(server: session.server)
        #expect(LiveRoomCrowd.unfilteredQuery(client: other, filter: "", pageSize: 20) == nil)
        #expect(LiveRoomCrowd.unfilteredQuery(client: session.client, filter: "x", pageSize: 20) == nil)
        #expect(LiveRoomCrowd.unfilteredQuery(client: session.client, filter: "", pageSize: 20) != nil)
        session.close()
    }
}
