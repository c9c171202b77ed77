import BanterTesting
import Testing
import BanterUIKit

/// A palette no stock theme uses, so a style drawn from it can only come from it.
@MainActor
private func customTheme(primary: Color) -> Theme {
    var colors = ColorSet.light
    colors.primary = primary
    colors.outgoing = primary
    return Theme(colorScheme: .light, colors: colors)
}

@Suite("Theme precedence on the message thread screen", .serialized)
@MainActor
struct MessageThreadThemeTests {
    private func openThread(_ fixture: ChannelFixture, configure: (MessageThreadViewController) -> Void = { _ in }) throws -> MessageThreadViewController {
        fixture.open()
        let parent = try #require(fixture.channelMessage("Great."))
        let thread = MessageThreadViewController(channelURL: fixture.channelURL, parentMessageId: parent.messageId, parentMessage: parent)
        configure(thread)
        fixture.navigation.pushViewController(thread)
        fixture.screen.advance(by: .seconds(2))
        _ = fixture.screen.text
        return thread
    }

    private func visibleMessageCell(in list: BaseChannelModule.List) -> BaseMessageCell? {
        list.tableView.indexPathsForVisibleRows.lazy.compactMap { list.tableView.cellForRow(at: $0) as? BaseMessageCell }.first
    }

    @Test func theGlobalThemeReachesEveryComponentTheParentAndTheCells() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture()
        let global = customTheme(primary: .magenta)
        Theme.set(global)
        let thread = try openThread(fixture)
        let list = try #require(thread.listComponent)
        #expect(thread.headerComponent?.resolvedTheme == global.channelTheme)
        #expect(list.resolvedTheme == global.channelTheme)
        #expect(thread.inputComponent?.resolvedTheme == global.channelTheme)
        #expect(list.parentMessageInfoView?.resolvedTheme == global.channelTheme)
        #expect(visibleMessageCell(in: list)?.resolvedTheme == global.messageCellTheme)
    }

    @Test func theControllersThemeWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture()
        Theme.set(customTheme(primary: .magenta))
        let own = customTheme(primary: .green)
        let thread = try openThread(fixture) { $0.theme = own }
        let list = try #require(thread.listComponent)
        #expect(thread.headerComponent?.resolvedTheme == own.channelTheme)
        #expect(list.resolvedTheme == own.channelTheme)
        #expect(thread.inputComponent?.resolvedTheme == own.channelTheme)
        #expect(list.parentMessageInfoView?.resolvedTheme == own.channelTheme)
        #expect(visibleMessageCell(in: list)?.resolvedTheme == own.messageCellTheme)
        Theme.set(customTheme(primary: .red))                // a global change does not override it
        _ = fixture.screen.text
        #expect(list.parentMessageInfoView?.resolvedTheme == own.channelTheme)
        #expect(thread.inputComponent?.resolvedTheme == own.channelTheme)
    }

    @Test func aComponentsOwnThemeWinsAndSurvivesRestyling() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture()
        Theme.set(customTheme(primary: .magenta))
        let mine = customTheme(primary: .cyan).channelTheme
        let parentOwn = customTheme(primary: .yellow).channelTheme
        let thread = try openThread(fixture) { thread in
            thread.theme = customTheme(primary: .green)
            thread.headerComponent?.theme = mine
            thread.listComponent?.theme = mine
            thread.inputComponent?.theme = mine
        }
        let list = try #require(thread.listComponent)
        #expect(list.parentMessageInfoView?.resolvedTheme == mine)
        list.parentMessageInfoView?.theme = parentOwn
        Theme.set(customTheme(primary: .red))                // restyles every screen
        _ = fixture.screen.text
        #expect(thread.headerComponent?.resolvedTheme == mine)
        #expect(list.resolvedTheme == mine)
        #expect(thread.inputComponent?.resolvedTheme == mine)
        #expect(visibleMessageCell(in: list)?.resolvedTheme == mine.messageCell)
        // The parent view's own theme wins over the list's.
        #expect(list.parentMessageInfoView?.resolvedTheme == parentOwn)
        #expect(fixture.screen.styledText.contains("fg=yellow"))
    }
}
