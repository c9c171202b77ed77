import BanterTesting
import BanterUIKit
import Testing
@testable import banter

/// The `?` key help: every key the app has, readable at any size.
@Suite("The key help")
@MainActor
struct KeyHelpTests {
    @Test func wrappedMeaningsStayIndentedUnderTheirColumn() {
        let layout = KeyHelpLayout([("Home End", "first or last channel or message"), ("?", "this help")], width: 24)
        #expect(layout.keyColumnWidth == 10)
        #expect(layout.lines == [
            .init(key: "Home End", text: "first or last"),
            .init(key: "", text: "channel or"),
            .init(key: "", text: "message"),
            .init(key: "?", text: "this help"),
        ])
    }

    @Test func itNamesLeavingTheMouseAndHomeEndInTheInput() {
        let keys = HelpViewController.keys.map(\.key)
        #expect(keys.contains("l Delete"))
        #expect(HelpViewController.keys.contains { $0.key == "l Delete" && $0.meaning.contains("notifications") })
        #expect(keys.contains("Mouse"))
        #expect(HelpViewController.keys.contains { $0.key == "Ctrl-S" && $0.meaning.contains("thread") })
        #expect(HelpViewController.keys.contains { $0.key == "u q t e +" && $0.meaning.contains("thread, who reacted") })
        #expect(HelpViewController.keys.contains { $0.key == "Home End" && $0.meaning.contains("message input") && $0.meaning.contains("newest") })
    }

    @Test func itNamesThePeoplePickersKeys() {
        let keys = HelpViewController.keys
        #expect(keys.contains { $0.key == "n +" && $0.meaning.contains("start a channel") })
        #expect(keys.contains { $0.key == "⚙" && $0.meaning.contains("members") && $0.meaning.contains("moderations") })
        #expect(keys.contains { $0.key == "Enter" && $0.meaning.contains("member or participant list") })
        #expect(keys.contains { $0.key == "⚙ open" && $0.meaning.contains("participants") && $0.meaning.contains("delete") })
        #expect(keys.contains { $0.key == "Ctrl-D" && $0.meaning.contains("operators") })
        #expect(keys.contains { $0.key == "Enter" && $0.meaning.contains("pick") })
        #expect(keys.contains { $0.key == "Ctrl-D" && $0.meaning.contains("invite") })
        #expect(keys.contains { $0.key == "Esc" && $0.meaning.contains("filter") })
        #expect(keys.contains { $0.key == "Tab" && $0.meaning.contains("header") })
    }

    @Test func itNamesTheNewOpenChannelsKeys() {
        let keys = HelpViewController.keys
        #expect(keys.contains { $0.key == "n +" && $0.meaning.contains("new open channel") && $0.meaning.contains("Enter creates") })
        #expect(keys.contains { $0.key == "Ctrl-O" && $0.meaning.contains("cover") })
    }

    @Test func onATinyScreenItScrollsToTheLastLine() {
        let screen = HeadlessScreen(rootViewController: HelpViewController(), size: Size(width: 40, height: 12))
        #expect(screen.text.contains("Keys"))
        #expect(!screen.text.contains("Esc closes this help."))
        // A wrapped meaning keeps its indent.
        #expect(screen.text.contains("│             or messages"))
        screen.press(.end)
        #expect(screen.text.contains("Esc closes this help."))
        #expect(screen.text.contains("Ctrl-C     quit"))
        screen.press(.home)
        #expect(screen.text.contains("Keys"))
    }
}
