import BanterTesting
import Testing
import BanterUIKit

/// BanterTesting's helpers on a kit screen, as a user's test would use them: no canvas cells,
/// no walking `presentedViewController`.
@Suite("HeadlessScreen helpers on the channel screen", .serialized)
@MainActor
struct HeadlessScreenHelpersKitTests {
    @Test func aClickOnAMessageOpensItsMenuWhichIsReadAndChosenByTitle() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let screen = fixture.screen
        try screen.click(onText: "I'll tag it after lunch.")
        let menu = try #require(screen.shownMenu)
        #expect(screen.menuItemTitles.first == "Copy" && screen.menuItemTitles.last == "Cancel")
        #expect(screen.menuItemTitles.contains("Delete"))
        #expect(try screen.style(of: "Delete").foreground == menu.appearance?.destructiveAction.foreground)
        #expect(screen.focusedView == nil)
        try screen.chooseMenuItem(titled: "Cancel")
        #expect(screen.shownMenu == nil)
        #expect(screen.focusedView === controller.listComponent?.tableView)
        #expect(throws: HeadlessScreenError.noMenuShown) { try screen.chooseMenuItem(titled: "Cancel") }
    }
}
