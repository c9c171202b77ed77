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

@Suite("Theme precedence on the group channel screen", .serialized)
@MainActor
struct GroupChannelThemeTests {
    @Test func aCustomPaletteDerivesEverySubTheme() {
        let theme = customTheme(primary: .magenta)
        #expect(theme.channelTheme.barItem.foreground == .magenta)
        #expect(theme.channelTheme.messageInput.focusedBorder.foreground == .magenta)
        #expect(theme.groupChannelListTheme.cell.typing.foreground == .magenta)
        #expect(theme.componentTheme.menuSelectedItem.background == .magenta)
        theme.colors.primary = .green
        #expect(theme.channelTheme.barItem.foreground == .green)
        #expect(theme.messageCellTheme.senderName.foreground == .green)
        #expect(theme.userListTheme.cell.checkedBox.foreground == .green)
    }

    @Test func theGlobalCustomThemeReachesEveryComponentAndCell() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture()
        let global = customTheme(primary: .magenta)
        Theme.set(global)
        let controller = fixture.open()
        _ = fixture.screen.text
        let header = try #require(controller.headerComponent)
        let list = try #require(controller.listComponent)
        let input = try #require(controller.inputComponent)
        #expect(header.resolvedTheme == global.channelTheme)
        #expect(list.resolvedTheme == global.channelTheme)
        #expect(list.resolvedComponentTheme == global.componentTheme)
        #expect(input.resolvedTheme == global.channelTheme)
        let cell = try #require(visibleMessageCell(in: list))
        #expect(cell.resolvedTheme == global.messageCellTheme)
        // The focused input's frame is drawn in the custom primary colour.
        #expect(fixture.screen.styledText.contains("fg=magenta"))
    }

    @Test func theControllersThemeWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture()
        Theme.set(customTheme(primary: .magenta))
        let own = customTheme(primary: .green)
        let controller = fixture.open { url in
            let controller = GroupChannelViewController(channelURL: url)
            controller.theme = own
            return controller
        }
        #expect(controller.headerComponent?.resolvedTheme == own.channelTheme)
        #expect(controller.listComponent?.resolvedTheme == own.channelTheme)
        #expect(controller.inputComponent?.resolvedTheme == own.channelTheme)
        _ = fixture.screen.text
        let cell = try #require(controller.listComponent.flatMap { visibleMessageCell(in: $0) })
        #expect(cell.resolvedTheme == own.messageCellTheme)
        // A global change does not override the controller's theme.
        Theme.set(customTheme(primary: .red))
        #expect(controller.inputComponent?.resolvedTheme == own.channelTheme)
    }

    @Test func aComponentsOwnThemeWinsOverTheControllersAndSurvivesRestyling() throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture()
        Theme.set(customTheme(primary: .magenta))
        let mine = customTheme(primary: .cyan).channelTheme
        let controller = fixture.open { url in
            let controller = GroupChannelViewController(channelURL: url)
            controller.theme = customTheme(primary: .green)
            controller.headerComponent?.theme = mine
            controller.listComponent?.theme = mine
            controller.inputComponent?.theme = mine
            return controller
        }
        Theme.set(customTheme(primary: .red))               // restyles every screen
        _ = fixture.screen.text
        #expect(controller.headerComponent?.resolvedTheme == mine)
        #expect(controller.listComponent?.resolvedTheme == mine)
        #expect(controller.inputComponent?.resolvedTheme == mine)
        let cell = try #require(controller.listComponent.flatMap { visibleMessageCell(in: $0) })
        #expect(cell.resolvedTheme == mine.messageCell)
    }

    @Test func aCellsOwnThemeWinsOverTheListsOne() throws {
        let saved = GroupChannelModule.List.userMessageCell
        GroupChannelModule.List.userMessageCell = YellowMessageCell.self
        defer { GroupChannelModule.List.userMessageCell = saved }
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let list = try #require(controller.listComponent)
        list.updateStyles(theme: customTheme(primary: .green).channelTheme)
        _ = fixture.screen.text
        let cell = try #require(visibleMessageCell(in: list))
        #expect(cell is YellowMessageCell)
        #expect(cell.configuredTheme == customTheme(primary: .green).messageCellTheme)
        #expect(cell.resolvedTheme == YellowMessageCell.own)
    }

    private func visibleMessageCell(in list: BaseChannelModule.List) -> BaseMessageCell? {
        list.tableView.indexPathsForVisibleRows.lazy.compactMap { list.tableView.cellForRow(at: $0) as? BaseMessageCell }.first
    }
}

/// A message cell that brings its own theme.
@MainActor
private final class YellowMessageCell: UserMessageCell {
    static let own = customTheme(primary: .yellow).messageCellTheme

    required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        theme = Self.own
    }
}
