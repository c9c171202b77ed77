import BanterTesting
import BanterUIKit
import Testing

// Outside the kit's module, as an app's code is: the people pickers and the user lists read
// their keys from `KeyBindingSet`, which an app replaces before (or between) key presses;
// each test puts the set back as it found it.

/// Ctrl and a letter, as the terminal hands it over.
private func control(_ letter: Character) -> KeyEvent { KeyEvent(.character(letter), modifiers: .control) }

@Suite("The pickers' and user lists' keys from KeyBindingSet", .serialized)
@MainActor
struct UserScreenKeyBindingTests {
    /// The help's row whose meaning starts with `prefix`, by its keys.
    private func helpKeys(_ prefix: String) -> String? {
        KeyBindingSet.current.helpRows.first { $0.meaning.hasPrefix(prefix) }?.key
    }

    // MARK: Rebound keys

    /// On `picker`, `userId`'s row highlighted: Ctrl-D does nothing, Ctrl-P picks the row and
    /// Ctrl-G confirms, which leaves the screen.
    private func pickAndConfirmByTheMovedKeys(_ userId: String, on picker: BaseSelectUserViewController, _ screen: HeadlessScreen,
                                              _ navigation: NavigationController, settle: () -> Void) {
        #expect(picker.selectedUserList.isEmpty)
        screen.press(control("p"))
        #expect(picker.selectedUserList.map(\.userId) == [userId])
        screen.press(control("d"))
        settle()
        #expect(navigation.topViewController === picker)
        screen.press(control("g"))
        settle()
        #expect(navigation.topViewController !== picker)
    }

    @Test func aPickersPickAndConfirmMovedDoWhatEnterAndCtrlDDidAndTheHelpSaysSo() throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current.selectUser.pick.keys = [control("p")]
        KeyBindingSet.current.selectUser.confirm.keys = [control("g")]
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        let create = CreateChannelViewController()
        world.push(create, on: navigation)
        world.screen.type("lei")
        world.settle()
        world.screen.press(.home)
        pickAndConfirmByTheMovedKeys("leila.haddad", on: create, world.screen, navigation) { world.settle() }
        #expect(create.listComponent?.filterText == "lei")
        #expect(navigation.topViewController is GroupChannelViewController)
        // The register-operator screens keep their own keys (Enter, Ctrl-D), on the same rows.
        #expect(helpKeys("pick or unpick a person") == "Ctrl-P Enter")
        #expect(helpKeys("in a people picker: create") == "Ctrl-G Ctrl-D")
    }

    @Test(arguments: [ChannelType.group, .open])
    func theRegisterOperatorKeysMovedPickAndPromote(channelType: ChannelType) throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current.registerOperator.pick.keys = [control("p")]
        KeyBindingSet.current.registerOperator.confirm.keys = [control("g")]
        let world = try UserListWorld(channelType, operator: true)
        let register = world.openRegister()
        pickAndConfirmByTheMovedKeys("bob", on: register, world.screen, world.navigation) { world.settle() }
        #expect(helpKeys("pick or unpick a person") == "Enter Ctrl-P")
        #expect(helpKeys("in a people picker: create") == "Ctrl-D Ctrl-G")
    }

    @Test(arguments: [ChannelType.group, .open])
    func aUserListsActionsKeyMovedOpensTheActionsAndSpaceNoLongerDoes(channelType: ChannelType) throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current.userList.actions.keys = [control("a")]
        let world = try UserListWorld(channelType, operator: true)
        let list = world.openUserList()
        world.screen.press(.down)                                  // Bob
        world.screen.type(" ")
        #expect(!world.screen.text.contains("Mute"))
        #expect(list.listComponent?.filterText == "")
        world.screen.press(control("a"))
        #expect(world.screen.text.contains("Mute"))
        #expect(helpKeys("pick or unpick a person") == "Enter Ctrl-A")
    }

    @Test func theRetryKeyMovedRetriesAndRTypesIntoTheFilter() throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current.common.retry.keys = [KeyEvent(.function(5))]
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        let create = CreateChannelViewController()
        world.push(create, on: navigation)
        world.server.configuration.failureRates[.loadUsers] = 1
        world.screen.type("zo")
        world.settle(.seconds(11))
        #expect(world.screen.text.contains("Couldn't load users"))
        world.screen.type("r")                                     // types: no longer the retry
        #expect(create.listComponent?.filterText == "zor")
        world.screen.press(.backspace)
        world.settle(.seconds(11))
        #expect(world.screen.text.contains("Couldn't load users"))
        world.server.configuration.failureRates[.loadUsers] = 0
        world.screen.press(KeyEvent(.function(5)))
        world.settle()
        #expect(create.listComponent?.filterText == "zo")
        #expect(create.userList.map(\.nickname) == ["Zofia Wójcik"])
    }

    @Test func aMovedHelpKeyFreesQuestionMarkForTheNameFilters() throws {
        #expect(UserFilterEditing.apply(KeyEvent(.character("?")), to: "") == nil)
        #expect(UserFilterEditing.isFilterCharacter("?", help: KeyBinding(KeyEvent(.function(10)))))
        #expect(!UserFilterEditing.isFilterCharacter("h", help: KeyBinding(KeyEvent(.character("h")))))
        let world = try ChannelListWorld()
        let (navigation, _) = world.showList()
        let create = CreateChannelViewController()
        world.push(create, on: navigation)
        world.screen.type("?")                                     // the app's help, by default
        #expect(create.listComponent?.filterText == "")
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current.app.help.keys = [KeyEvent(.function(10))]
        world.screen.type("?")
        #expect(create.listComponent?.filterText == "?")

        let open = OpenChannelListViewController()
        world.show(open)
        world.settle()
        world.screen.type("/?")
        #expect(open.listComponent?.filterText == "?")
        KeyBindingSet.current = saved
        world.screen.press(.backspace)
        world.screen.type("?")
        #expect(open.listComponent?.filterText == "")
    }

    // MARK: vi

    /// `j` and `k` move the highlighted row of `table` down and up, `G` and `g` to its last
    /// and first rows, as the arrows, End and Home do.
    private func expectViMoves(_ table: TableView, on screen: HeadlessScreen) throws {
        let first = try #require(table.selectedIndexPath)
        screen.type("j")
        #expect(table.selectedIndexPath?.row == first.row + 1)
        screen.type("k")
        #expect(table.selectedIndexPath == first)
        screen.type("G")
        #expect(table.selectedIndexPath?.row == table.numberOfRows(inSection: 0) - 1)
        #expect(table.numberOfRows(inSection: 0) > 2)
        screen.type("g")
        #expect(table.selectedIndexPath == first)
    }

    @Test(arguments: [ChannelType.group, .open])
    func withViTheNameFiltersTypeTheLetters(channelType: ChannelType) throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current = .vi
        let world = try UserListWorld(channelType, operator: true)
        let list = world.openUserList()
        let table = try #require(list.listComponent?.tableView)
        let selected = table.selectedIndexPath
        world.screen.type("jkgG")
        #expect(list.listComponent?.filterText == "jkgG")
        world.screen.press(.escape)
        world.settle()
        #expect(list.listComponent?.filterText == "")
        #expect(table.selectedIndexPath == selected)
        let register = world.openRegister()
        world.screen.type("jk")
        #expect(register.listComponent?.filterText == "jk")
        #expect(register.selectedUserList.isEmpty)
    }

    @Test(arguments: [ChannelType.group, .open])
    func withViAListWithoutAFilterMovesByTheLetters(channelType: ChannelType) throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current = .vi
        let world = try UserListWorld(channelType)
        let list = world.openUserList(nil) {
            let list = UserListViewController(channelURL: $0, channelType: $1, userListType: $2)
            list.listComponent?.isFilterEnabled = false
            return list
        }
        try expectViMoves(try #require(list.listComponent?.tableView), on: world.screen)
        #expect(list.listComponent?.tableView.numberOfRows(inSection: 0) == world.mainIds.count)
        #expect(list.listComponent?.filterText == "")
    }

    @Test(arguments: [ChannelType.group, .open])
    func withViTheModerationsListMovesByTheLetters(channelType: ChannelType) throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current = .vi
        let world = try UserListWorld(channelType, operator: true)
        let moderations = world.openModerations()
        try expectViMoves(try #require(moderations.listComponent?.tableView), on: world.screen)
        world.screen.type("j")
        world.screen.press(.enter)                                 // the muted list, opened as Enter on ↓ does
        world.settle()
        #expect((world.navigation.topViewController as? UserListViewController)?.userListType == .muted)
    }
}
