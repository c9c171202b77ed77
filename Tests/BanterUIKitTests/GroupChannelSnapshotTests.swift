import BanterTesting
import Testing
import BanterUIKit

@Suite("The group channel screen's snapshots")
@MainActor
struct GroupChannelSnapshotTests {
    /// The rich history with a failed send, an edit, Bob typing and a send on its way.
    private func richChannel(size: Size) throws -> ChannelFixture {
        let fixture = try ChannelFixture(size: size, history: ChannelFixture.richHistory)
        let controller = fixture.open()
        fixture.server.configuration.failureRates[.sendMessage] = 1
        fixture.screen.type("This one will not arrive")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(12))
        fixture.server.configuration.failureRates[.sendMessage] = 0
        let model = try #require(controller.viewModel)
        let mine = try #require(model.fullMessageList.first { $0.message == "I'll tag it after lunch." })
        model.updateUserMessage(mine, text: "I'll tag it after lunch, promise.")
        fixture.screen.advance(by: .seconds(1))
        try fixture.server.startTyping(userId: "bob", channelURL: fixture.channelURL)
        fixture.screen.type("On it")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .milliseconds(80))
        return fixture
    }

    private func withPoll(_ body: () throws -> Void) rethrows {
        BanterUIKit.config.groupChannel.channel.customRenderers["poll"] = { item in
            let label = Label(text: "📊 " + item.message.message + "\n[ Pizza ]  [ Sushi ]")
            label.numberOfLines = 0
            return label
        }
        defer { BanterUIKit.config.reset() }
        try body()
    }

    private func inStyle(_ dark: Bool, _ screen: HeadlessScreen, _ body: () throws -> Void) rethrows {
        Theme.set(colorScheme: dark ? .dark : .light)
        screen.setInterfaceStyle(dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        try body()
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func aRichChannel(width: Int, height: Int, dark: Bool) throws {
        try withPoll {
            let fixture = try richChannel(size: Size(width: width, height: height))
            try inStyle(dark, fixture.screen) {
                let name = "\(dark ? "dark" : "light").\(width)x\(height)"
                assertSnapshot(of: fixture.screen, named: name + ".bottom")
                let table = try #require(fixture.controller.listComponent?.tableView)
                if height < 30 {   // at 120x40 the middle is the top
                    table.setContentOffset(table.contentOffset - (height - 8))
                    assertSnapshot(of: fixture.screen, named: name + ".middle")
                }
                table.setContentOffset(0)
                assertSnapshot(of: fixture.screen, named: name + ".top")
            }
        }
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func everyInputMode(width: Int, height: Int, dark: Bool) throws {
        let fixture = try ChannelFixture(size: Size(width: width, height: height))
        let controller = fixture.open()
        let input = try #require(controller.inputComponent)
        let messages = try #require(controller.viewModel?.fullMessageList)
        try inStyle(dark, fixture.screen) {
            let name = "\(dark ? "dark" : "light").\(width)x\(height)"
            fixture.screen.type("Draft in progress")
            assertSnapshot(of: fixture.screen, named: name + ".normal")
            input.updateMessageInputMode(.edit(try #require(messages.last)))
            assertSnapshot(of: fixture.screen, named: name + ".edit")
            fixture.screen.press(.escape)
            input.updateMessageInputMode(.quoteReply(try #require(messages.first { $0.sender?.userId == "bob" })))
            assertSnapshot(of: fixture.screen, named: name + ".quoteReply")
            try fixture.server.setFrozen(true, channelURL: fixture.channelURL)
            fixture.screen.advance(by: .seconds(1))
            assertSnapshot(of: fixture.screen, named: name + ".disabled")
        }
    }
}
