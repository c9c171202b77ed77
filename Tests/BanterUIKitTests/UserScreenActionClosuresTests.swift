import BanterTesting
import BanterUIKit
import Testing

// Outside the kit's module, as an app's code is: the user screens that serve group and open
// channels alike run their action closures where every screen does (`ActionClosures`, run by
// `BaseViewController`): `componentDidLoad` inside `viewDidLoad()`, with the components
// configured and before the view model's first load; `componentWillAppear` and
// `componentWillDisappear` once each as the screen appears and goes.

/// What the screens and their view models below did, in order; set by the test.
@MainActor private var steps: [String] = []

@MainActor
private final class LoadRecordingUserListViewModel: UserListViewModel {
    override func loadChannel() { steps.append("load"); super.loadChannel() }
}

@MainActor
private final class LoadRecordingRegisterViewModel: RegisterOperatorViewModel {
    override func loadNextUserList(reset: Bool, users: [User]? = nil) { steps.append("load"); super.loadNextUserList(reset: reset, users: users) }
}

@MainActor
private final class LoadRecordingModerationsViewModel: ModerationsViewModel {
    override func loadChannel(channelURL: String, type: ChannelType = .group) { steps.append("load"); super.loadChannel(channelURL: channelURL, type: type) }
}

@MainActor
private final class StepRecordingUserList: UserListViewController {
    override func viewDidLoad() { steps.append("viewDidLoad"); super.viewDidLoad(); steps.append("viewDidLoad end") }
}

@MainActor
private final class StepRecordingRegister: RegisterOperatorViewController {
    override func viewDidLoad() { steps.append("viewDidLoad"); super.viewDidLoad(); steps.append("viewDidLoad end") }
}

@MainActor
private final class StepRecordingModerations: ModerationsViewController {
    override func viewDidLoad() { steps.append("viewDidLoad"); super.viewDidLoad(); steps.append("viewDidLoad end") }
}

/// Compiles only for a screen whose closures are given the screen itself.
@MainActor
private func takesItself<S: ActionClosures>(_ type: S.Type) where S.Screen == S {}

/// Records `screen`'s closures: at `componentDidLoad`, whether `configured` says its list is.
@MainActor
private func recordActions<S: ActionClosures>(of screen: S, configured: @escaping @MainActor (S) -> Bool) where S.Screen == S {
    screen.componentDidLoad = { steps.append("componentDidLoad" + (configured($0) ? " configured" : "")) }
    screen.componentWillAppear = { _ in steps.append("componentWillAppear") }
    screen.componentWillDisappear = { _ in steps.append("componentWillDisappear") }
}

@Suite("The user screens' action closures", .serialized)
@MainActor
struct UserScreenActionClosuresTests {
    private let expected = ["viewDidLoad", "componentDidLoad configured", "load", "viewDidLoad end"]

    @Test func everyUserScreenTakesItself() {
        takesItself(UserListViewController.self)
        takesItself(RegisterOperatorViewController.self)
        takesItself(ModerationsViewController.self)
    }

    /// Covers the screen, comes back, then leaves: each closure once at its point.
    private func coverComeBackAndLeave(_ world: UserListWorld) {
        steps = []
        world.navigation.pushViewController(ViewController())
        world.navigation.popViewController()
        world.navigation.popViewController()
        world.settle()
        #expect(steps.filter { $0.hasPrefix("component") } == ["componentWillDisappear", "componentWillAppear", "componentWillDisappear"])
    }

    @Test(arguments: [ChannelType.group, .open])
    func theUserListRunsItInViewDidLoadBeforeTheFirstLoad(channelType: ChannelType) throws {
        let saved = (ViewModelSet.groupUserListViewModel, ViewModelSet.openUserListViewModel)
        defer { (ViewModelSet.groupUserListViewModel, ViewModelSet.openUserListViewModel) = saved }
        (ViewModelSet.groupUserListViewModel, ViewModelSet.openUserListViewModel) = (LoadRecordingUserListViewModel.self, LoadRecordingUserListViewModel.self)
        let world = try UserListWorld(channelType)
        steps = []
        let list = world.openUserList(nil) {
            let list = StepRecordingUserList(channelURL: $0, channelType: $1, userListType: $2)
            recordActions(of: list) { $0.listComponent?.baseDelegate != nil }
            return list
        }
        #expect(steps == expected + ["componentWillAppear"])
        #expect(list.userList.map(\.userId) == world.mainIds)
        coverComeBackAndLeave(world)
    }

    @Test(arguments: [ChannelType.group, .open])
    func theRegisterOperatorScreenRunsItInViewDidLoadBeforeTheFirstLoad(channelType: ChannelType) throws {
        let saved = (ViewModelSet.groupChannelRegisterOperatorViewModel, ViewModelSet.openChannelRegisterOperatorViewModel)
        defer { (ViewModelSet.groupChannelRegisterOperatorViewModel, ViewModelSet.openChannelRegisterOperatorViewModel) = saved }
        (ViewModelSet.groupChannelRegisterOperatorViewModel, ViewModelSet.openChannelRegisterOperatorViewModel) =
            (LoadRecordingRegisterViewModel.self, LoadRecordingRegisterViewModel.self)
        let world = try UserListWorld(channelType, operator: true)
        steps = []
        let register = world.openRegister {
            let register = StepRecordingRegister(channelURL: $0, channelType: $1)
            recordActions(of: register) { $0.listComponent?.baseDelegate != nil }
            return register
        }
        #expect(Array(steps.prefix(4)) == expected)
        #expect(steps.filter { $0.hasPrefix("component") } == ["componentDidLoad configured", "componentWillAppear"])
        #expect(register.userList.map(\.userId).contains("bob"))
        coverComeBackAndLeave(world)
    }

    @Test(arguments: [ChannelType.group, .open])
    func theModerationsScreenRunsItInViewDidLoadBeforeTheFirstLoad(channelType: ChannelType) throws {
        let saved = (ViewModelSet.groupModerationsViewModel, ViewModelSet.openModerationsViewModel)
        defer { (ViewModelSet.groupModerationsViewModel, ViewModelSet.openModerationsViewModel) = saved }
        (ViewModelSet.groupModerationsViewModel, ViewModelSet.openModerationsViewModel) =
            (LoadRecordingModerationsViewModel.self, LoadRecordingModerationsViewModel.self)
        let world = try UserListWorld(channelType, operator: true)
        steps = []
        let moderations = world.openModerations {
            let moderations = StepRecordingModerations(channelURL: $0, channelType: $1)
            recordActions(of: moderations) { $0.listComponent?.baseDelegate != nil }
            return moderations
        }
        #expect(steps == expected + ["componentWillAppear"])
        #expect(moderations.channel != nil)
        coverComeBackAndLeave(world)
    }
}
