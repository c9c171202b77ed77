import BanterTesting
import Testing
import BanterUIKit

@Suite("The message input: several lines")
@MainActor
struct MessageInputTests {
    private static let altEnter = KeyEvent(.enter, modifiers: .alt)

    /// The rows of the screen, top to bottom.
    private func rows(_ screen: HeadlessScreen) -> [Substring] {
        screen.text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func anEmptyInputIsFourRowsHighAndTheListEndsAboveIt() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        _ = fixture.screen.text
        let input = try #require(controller.inputComponent)
        let list = try #require(controller.listComponent)
        #expect(input.frame.height == 4)
        #expect(input.frame.maxY == controller.view.bounds.height)
        #expect(list.frame.maxY == input.frame.minY)
    }

    @Test func altEnterStartsANewLineAndTheInputGrowsWhileTheListGivesWay() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        let list = try #require(controller.listComponent)
        fixture.screen.type("First line")
        fixture.screen.press(Self.altEnter)
        fixture.screen.type("second line")
        #expect(input.messageInputView?.text == "First line\nsecond line")
        let rows = rows(fixture.screen)
        #expect(input.frame.height == 5)
        #expect(list.frame.maxY == input.frame.minY)
        // The frame follows: its top edge, both lines, the send mark on the last one, its
        // bottom edge on the screen's last row.
        #expect(rows[20].hasPrefix("╭───"))
        #expect(rows[21].hasPrefix("│ First line "))
        #expect(rows[22].hasPrefix("│ second line "))
        #expect(rows[22].hasSuffix("➤ │"))
        #expect(!rows[21].contains("➤"))
        #expect(rows[23].hasPrefix("╰───"))
        #expect(fixture.screen.cursor == Point(x: 13, y: 22))
    }

    @Test func ctrlJAndShiftEnterStartANewLineToo() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let messages = controller.viewModel?.fullMessageList.count
        fixture.screen.type("a")
        fixture.screen.press(KeyEvent(.character("j"), modifiers: .control))
        fixture.screen.type("b")
        fixture.screen.press(KeyEvent(.enter, modifiers: .shift))
        fixture.screen.type("c")
        #expect(controller.inputComponent?.messageInputView?.text == "a\nb\nc")
        _ = fixture.screen.text
        #expect(controller.inputComponent?.frame.height == 6)
        #expect(controller.viewModel?.fullMessageList.count == messages)
    }

    @Test func aLongLineWrapsAndGrowsTheInputAsItIsTyped() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        fixture.screen.type(String(repeating: "word ", count: 14))        // 70 columns: one line of 73
        #expect(input.frame.height == 4)
        fixture.screen.type("wrapping")
        _ = fixture.screen.text
        #expect(input.frame.height == 5)
        fixture.screen.press(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .backspace)
        _ = fixture.screen.text
        #expect(input.frame.height == 4)
    }

    @Test func aPasteKeepsItsLineBreaks() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.paste("Shopping:\r\n- milk\n- bread")
        #expect(controller.inputComponent?.messageInputView?.text == "Shopping:\n- milk\n- bread")
        let rows = rows(fixture.screen)
        #expect(controller.inputComponent?.frame.height == 6)
        #expect(rows[20].hasPrefix("│ Shopping:"))
        #expect(rows[21].hasPrefix("│ - milk"))
        #expect(rows[22].hasPrefix("│ - bread"))
    }

    @Test func aLongPasteStopsGrowingAtSixLinesAndScrollsToKeepTheCaretInView() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 40))
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        let field = try #require(input.messageInputView)
        let words = (1...400).map { "w\($0)" }.joined(separator: " ")
        let text = String(words.prefix(2_000))
        fixture.screen.paste(text)
        #expect(field.text == text)
        let rows = rows(fixture.screen)
        #expect(input.frame.height == 3 + 6)
        #expect(field.frame.height == 6)
        #expect(field.displayLineCount > 20)
        // The caret, at the end, is in view on the field's last row, with the text's end.
        let lastRow = input.frame.maxY + (fixture.screen.size.height - controller.view.bounds.height) - 2
        #expect(fixture.screen.cursor?.y == lastRow)
        let lastWord = try #require(text.split(separator: " ").last)
        #expect(rows[lastRow].contains(" " + lastWord + " "))
        #expect(!rows.contains { $0.contains("w1 w2 w3 ") })
        // Up walks back through the lines, scrolling: the start of the text comes into view.
        for _ in 0..<field.displayLineCount { fixture.screen.press(.up) }
        #expect(field.caretIndex == 0)
        #expect(fixture.screen.text.contains("│ w1 w2 w3 "))
        #expect(field.isFirstResponder)
    }

    @Test func theInputNeverTakesMoreThanAThirdOfTheScreen() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 17))
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        fixture.screen.paste((1...10).map { "line \($0)" }.joined(separator: "\n"))
        _ = fixture.screen.text
        // The screen under the navigation bar is 15 rows: 5 rows of text at most.
        #expect(controller.view.bounds.height == 15)
        #expect(input.frame.height == 3 + 5)
        #expect(fixture.screen.text.contains("│ line 10"))
    }

    @Test func maxVisibleLinesLimitsTheGrowth() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 40))
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        input.maxVisibleLines = 2
        fixture.screen.paste("one\ntwo\nthree\nfour")
        _ = fixture.screen.text
        #expect(input.frame.height == 3 + 2)
        #expect(fixture.screen.text.contains("│ four"))
        #expect(!fixture.screen.text.contains("│ two"))
    }

    @Test func upAndDownMoveBetweenLinesAndNeverLeaveADraft() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let field = try #require(controller.inputComponent?.messageInputView)
        fixture.screen.type("top line")
        fixture.screen.press(Self.altEnter)
        fixture.screen.type("bottom")
        fixture.screen.press(.up)                       // to the first line
        #expect(field.caretIndex == 6)
        fixture.screen.press(.up)                       // the first line: to the start, and stay
        #expect(field.caretIndex == 0)
        #expect(field.isFirstResponder)
        fixture.screen.press(.up)
        #expect(field.isFirstResponder)
        #expect(controller.listComponent?.tableView.isFirstResponder == false)
        fixture.screen.press(.down, .down)              // the last line, then its end
        #expect(field.caretIndex == field.characters.count)
        #expect(field.isFirstResponder)
    }

    @Test func upOnAOneLineDraftGoesToItsStartNotToTheList() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let field = try #require(controller.inputComponent?.messageInputView)
        fixture.screen.type("half a thought")
        fixture.screen.press(.up)
        #expect(field.isFirstResponder)
        #expect(field.caretIndex == 0)
        field.text = ""
        fixture.screen.press(.up)                       // empty: the list, as before
        #expect(controller.listComponent?.tableView.isFirstResponder == true)
    }

    @Test func sendingKeepsTheLineBreaksTrimsTheEndsAndShrinksTheInput() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        fixture.screen.press(Self.altEnter)
        fixture.screen.type("  Agenda:")
        fixture.screen.press(Self.altEnter)
        fixture.screen.type("1. release")
        fixture.screen.press(Self.altEnter)
        fixture.screen.type("2. lunch  ")
        fixture.screen.press(Self.altEnter)
        _ = fixture.screen.text
        #expect(input.frame.height == 8)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let sent = controller.viewModel?.fullMessageList.last
        #expect(sent?.message == "Agenda:\n1. release\n2. lunch")
        #expect(sent?.sendingStatus == .succeeded)
        #expect(input.messageInputView?.text == "")
        let rows = rows(fixture.screen)
        #expect(input.frame.height == 4)
        // The bubble shows the lines as they were written.
        let agenda = try #require(rows.firstIndex { $0.contains("│ Agenda:") })
        #expect(rows[agenda + 1].contains("│ 1. release"))
        #expect(rows[agenda + 2].contains("│ 2. lunch"))
    }

    @Test func aNarrowerScreenWrapsTheTextAgainAndTheInputFollowsAtOnce() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        fixture.screen.type(String(repeating: "word ", count: 12))
        _ = fixture.screen.text
        #expect(input.frame.height == 4)
        fixture.screen.resize(to: Size(width: 40, height: 24))
        let rows = rows(fixture.screen)
        #expect(input.frame.height == 5)
        #expect(rows[23].hasPrefix("╰───"))
        #expect(rows[20].hasPrefix("╭───"))
        fixture.screen.resize(to: Size(width: 80, height: 24))
        _ = fixture.screen.text
        #expect(input.frame.height == 4)
    }

    @Test func aDraftOfSeveralLinesOpensAtItsHeight() throws {
        let fixture = try ChannelFixture()
        let account = MessageDraftStore.Account(client: fixture.client)
        MessageDraftStore.shared.setDraft("first\nsecond\nthird", for: fixture.channelURL, account: account)
        defer { MessageDraftStore.shared.setDraft("", for: fixture.channelURL, account: account) }
        let controller = fixture.open()
        let rows = rows(fixture.screen)
        #expect(controller.inputComponent?.frame.height == 6)
        #expect(rows[20].hasPrefix("│ first"))
        #expect(rows[22].hasPrefix("│ third"))
    }

    @Test func aFrozenChannelShowsItsNoticeInAFourRowFrame() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.paste("a\nb\nc")
        _ = fixture.screen.text
        #expect(controller.inputComponent?.frame.height == 6)
        try fixture.server.setFrozen(true, channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        let rows = rows(fixture.screen)
        #expect(controller.inputComponent?.frame.height == 4)
        #expect(rows[22].contains("This channel is frozen"))
    }

    @Test func editModeShowsAMultiLineMessageWholeAndSavesItsLines() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        fixture.screen.type("one")
        fixture.screen.press(Self.altEnter)
        fixture.screen.type("two")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let mine = try #require(controller.viewModel?.fullMessageList.last)
        controller.setMessageInputViewMode(.edit(mine))
        _ = fixture.screen.text
        #expect(input.messageInputView?.text == "one\ntwo")
        #expect(input.frame.height == 5)
        fixture.screen.press(Self.altEnter)
        fixture.screen.type("three")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.viewModel?.fullMessageList.last?.message == "one\ntwo\nthree")
        _ = fixture.screen.text
        #expect(input.frame.height == 4)
    }
}
