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

    @Test func aPickersPickAndConfirmMovedDoWhatSpaceAndCtrlDDidAndTheHelpSaysSo() throws {
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
        world.screen.type(" ")                                     // no longer picks, nor types
        #expect(create.selectedUserList.isEmpty)
        #expect(create.listComponent?.filterText == "lei")
        world.screen.press(control("p"))
        #expect(create.selectedUserList.map(\.nickname) == ["Leila Haddad"])
        world.screen.press(control("d"))
        world.settle()
        #expect(navigation.topViewController === create)
        world.screen.press(control("g"))
        world.settle()
        #expect(navigation.topViewController is GroupChannelViewController)
        // The register-operator screens keep their own keys (Space, Ctrl-D), on the same rows.
        #expect(helpKeys("pick or unpick a person") == "Ctrl-P Space")
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
        world.screen.type(" ")
        #expect(register.selectedUserList.isEmpty)
        world.screen.press(control("p"))                           // Bob
        #expect(register.selectedUserList.map(\.userId) == ["bob"])
        world.screen.press(control("d"))
        world.settle()
        #expect(world.navigation.topViewController === register)
        world.screen.press(control("g"))
        world.settle()
        #expect(world.navigation.topViewController !== register)    // promoted, back on the list
        #expect(helpKeys("pick or unpick a person") == "Space Ctrl-P")
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
        #expect(helpKeys("pick or unpick a person") == "Space Ctrl-A")
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
        let table = try #require(list.listComponent?.tableView)
        let first = try #require(table.selectedIndexPath)
        world.screen.type("j")
        let second = try #require(table.selectedIndexPath)
        #expect(second.row == first.row + 1)
        world.screen.type("k")
        #expect(table.selectedIndexPath == first)
        world.screen.type("G")
        #expect(table.selectedIndexPath?.row == world.mainIds.count - 1)
        world.screen.type("g")
        #expect(table.selectedIndexPath == first)
        #expect(list.listComponent?.filterText == "")
    }

    @Test(arguments: [ChannelType.group, .open])
    func withViTheModerationsListMovesByTheLetters(channelType: ChannelType) throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current = .vi
        let world = try UserListWorld(channelType, operator: true)
        let moderations = world.openModerations()
        let table = try #require(moderations.listComponent?.tableView)
        let first = try #require(table.selectedIndexPath)
        world.screen.type("j")
        #expect(table.selectedIndexPath?.row == first.row + 1)
        world.screen.type("k")
        #expect(table.selectedIndexPath == first)
        world.screen.type("G")
        let last = try #require(table.selectedIndexPath)
        #expect(last.row > first.row + 1)
        world.screen.type("g")
        #expect(table.selectedIndexPath == first)
        world.screen.type("j")
        world.screen.press(.enter)                                 // the muted list, opened as Enter on ↓ does
        world.settle()
        #expect((world.navigation.topViewController as? UserListViewController)?.userListType == .muted)
    }
}
