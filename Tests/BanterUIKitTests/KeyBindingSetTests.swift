import BanterTesting
import BanterUIKit
import Testing

// Outside the kit's module, as an app's code is: the keys come from `KeyBindingSet`, which an
// app replaces before (or between) key presses; each test puts the set back as it found it.

@Suite("Keys from KeyBindingSet, replaced by an app", .serialized)
@MainActor
struct KeyBindingSetTests {
    @Test func aReplacedBindingChangesWhatTheKeyDoesAndWhatTheHelpSays() throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current.channelList.createChannel.keys = [KeyEvent(.character("c"))]
        let world = try ChannelListWorld()
        let (navigation, list) = world.showList()
        list.enableCreateChannelTypeSelector = false
        world.screen.type("n")
        world.settle()
        #expect(navigation.topViewController === list)
        world.screen.type("c")
        world.settle()
        #expect(navigation.topViewController is CreateChannelViewController)
        let rows = KeyBindingSet.current.helpRows
        #expect(rows.contains(KeyHelpRow(key: "c +", meaning: "start a channel: choose its type, then pick people")))
        #expect(!rows.contains { $0.key == "n +" && $0.meaning.hasPrefix("start a channel") })
        #expect(KeyBindingSet.current.markdownTable.contains("| c + | start a channel"))
    }

    @Test func aMessageKeyMovedToACtrlComboShowsTheSenderOnlyByIt() throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current.channel.showSender.keys = [KeyEvent(.character("p"), modifiers: .control)]
        final class Recording: GroupChannelViewController {
            var profiles: [String] = []
            override func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapUserProfile user: User) {
                profiles.append(user.userId)
            }
        }
        let fixture = try ChannelFixture()
        let controller = fixture.open { Recording(channelURL: $0) } as! Recording
        fixture.screen.press(.up)                                  // the newest message
        let sender = try #require(controller.listComponent?.selectedMessage?.sender?.userId)
        fixture.screen.type("u")
        #expect(controller.profiles.isEmpty)
        fixture.screen.press(KeyEvent(.character("p"), modifiers: .control))
        #expect(controller.profiles == [sender])
        #expect(KeyBindingSet.current.helpRows.contains { $0.key == "Ctrl-P q t e +" && $0.meaning.hasPrefix("on a selected message") })
    }

    @Test func theDefaultKeysLeaveViLettersAlone() throws {
        let world = try ChannelListWorld()
        let (_, list) = world.showList()
        let table = try #require(list.listComponent?.tableView)
        let start = table.selectedIndexPath
        world.screen.type("jG")
        #expect(table.selectedIndexPath == start)
    }

    @Test func viMovesTheChannelListAsTheArrowsDo() throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current = .vi
        let world = try ChannelListWorld()
        let (_, list) = world.showList()
        let table = try #require(list.listComponent?.tableView)
        let first = try #require(table.selectedIndexPath)
        world.screen.press(.down)
        let second = table.selectedIndexPath
        world.screen.press(.up)
        world.screen.type("j")
        #expect(table.selectedIndexPath == second)
        world.screen.type("k")
        #expect(table.selectedIndexPath == first)
        world.screen.press(.end)
        let last = table.selectedIndexPath
        #expect(last != first)
        world.screen.press(.home)
        world.screen.type("G")
        #expect(table.selectedIndexPath == last)
        world.screen.type("g")
        #expect(table.selectedIndexPath == first)
        #expect(KeyBindingSet.current.helpRows.contains { $0.key == "↑ k ↓ j" })
        #expect(KeyBindingSet.current.helpRows.contains { $0.key == "Home g End G" })
    }

    @Test func viMovesThroughTheMessagesAndGGoesToTheNewestButTheInputTypesTheLetters() throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current = .vi
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let list = try #require(controller.listComponent)
        fixture.screen.type("jk/")                                 // the input has the focus: it types
        #expect(controller.inputComponent?.messageInputView?.text == "jk/")
        #expect(list.selectedMessage == nil)
        #expect(fixture.navigation.topViewController === controller)
        fixture.screen.press(.backspace, .backspace, .backspace)
        fixture.screen.press(.up)                                  // into the list: the newest message
        let newest = try #require(list.selectedMessage?.messageId)
        fixture.screen.type("k")
        let older = try #require(list.selectedMessage?.messageId)
        #expect(older != newest)
        fixture.screen.type("j")
        #expect(list.selectedMessage?.messageId == newest)
        fixture.screen.type("kkk")
        #expect(list.selectedMessage?.messageId != newest)
        fixture.screen.type("G")
        #expect(list.selectedMessage?.messageId == newest)
        #expect(controller.inputComponent?.messageInputView?.text == "")
        fixture.screen.type("/")                                   // from the list: this channel's search
        fixture.screen.advance(by: .seconds(1))
        let search = try #require(fixture.navigation.topViewController as? MessageSearchViewController)
        #expect(search.channelURL == fixture.channelURL)
        #expect(KeyBindingSet.current.helpRows.contains { $0.key == "/" && $0.meaning.hasPrefix("in a channel's message list") })
        #expect(!KeyBindingSet().helpRows.contains { $0.meaning.hasPrefix("in a channel's message list") })
    }

    @Test func viLettersTypeTheSearchWordsRatherThanMoveTheResults() throws {
        let saved = KeyBindingSet.current
        defer { KeyBindingSet.current = saved }
        KeyBindingSet.current = .vi
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        let search = fixture.openSearch()
        fixture.screen.type("release")
        fixture.screen.advance(by: .seconds(1))
        let table = try #require(search.listComponent?.tableView)
        let selected = table.selectedIndexPath
        fixture.screen.type(" jkgG")
        #expect(search.headerComponent?.keyword == "release jkgG")
        #expect(table.selectedIndexPath == selected)
    }
}
