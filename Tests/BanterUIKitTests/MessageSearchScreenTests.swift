import BanterTesting
import Testing
import BanterUIKit

@Suite("The message search screen", .serialized)
@MainActor
struct MessageSearchScreenTests {
    @Test func typingSearchesOnceTypingPausesAndMarksTheWordsFound() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        let search = fixture.openSearch()
        #expect(fixture.screen.text.contains(StringSet.current.messageSearch.emptyTitle))
        #expect(fixture.screen.text.contains(StringSet.current.messageSearch.placeholder))
        fixture.screen.type("relea")
        fixture.screen.advance(by: .milliseconds(100))
        // Still typing: nothing asked yet.
        #expect(search.viewModel?.query == nil)
        #expect(search.listComponent?.state == .loading)
        fixture.screen.advance(by: .seconds(1))
        let text = fixture.screen.text
        #expect(search.viewModel?.query?.params.keyword == "relea")
        #expect(search.searchResultList.count == 4)
        #expect(text.contains("# Team · Alice"))
        #expect(text.contains("# Design · Alice"))
        #expect(text.contains("Let's plan the release for Monday."))
        // The words found are marked.
        #expect(fixture.screen.styledText.contains("bold reverse"))
    }

    @Test func enterSearchesAtOnceAndEscClearsThenGoesBack() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        let search = fixture.openSearch()
        fixture.screen.type("icons")
        fixture.screen.press(.enter)
        #expect(search.viewModel?.query?.params.keyword == "icons")
        fixture.screen.advance(by: .milliseconds(200))
        #expect(search.searchResultList.map(\.message) == ["New icons for the release are in Figma"])
        fixture.screen.press(.escape)
        #expect(search.headerComponent?.keyword == "")
        #expect(fixture.screen.text.contains(StringSet.current.messageSearch.emptyTitle))
        fixture.screen.press(.escape)
        _ = fixture.screen.text
        #expect(fixture.search == nil)
    }

    @Test func aSearchWithNoResultsSaysSo() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        fixture.openSearch()
        fixture.screen.type("zebra")
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("No results for “zebra”"))
    }

    @Test func aFailedSearchShowsTheErrorAndRetries() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        let search = fixture.openSearch()
        fixture.server.configuration.failureRates[.search] = 1
        fixture.screen.type("release")
        fixture.screen.advance(by: .seconds(12))           // a lost request fails on its timeout
        #expect(search.listComponent?.state.isError == true)
        #expect(fixture.screen.text.contains("Couldn't search"))
        fixture.server.configuration.failureRates[.search] = 0
        fixture.screen.press(KeyEvent(.character("r")))
        fixture.screen.advance(by: .seconds(1))
        #expect(search.searchResultList.count == 4)
    }

    @Test func searchInChannelFromTheSettingsSearchesThatChannelOnly() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.searchHistory)
        let channel = fixture.open()
        channel.showChannelSettings()
        fixture.screen.advance(by: .seconds(1))
        let settings = try #require(fixture.navigation.topViewController as? GroupChannelSettingsViewController)
        #expect(fixture.screen.text.contains("Search in channel"))
        settings.showSearch()
        fixture.screen.advance(by: .seconds(1))
        let search = try #require(fixture.search)
        #expect(search.channelURL == fixture.channelURL)
        #expect(fixture.screen.text.contains("Search in Team"))
        fixture.screen.type("release")
        fixture.screen.advance(by: .seconds(1))
        #expect(search.searchResultList.count == 3)
        #expect(search.searchResultList.allSatisfy { $0.channelURL == fixture.channelURL })
    }

    @Test func theChannelListsSlashAndSearchItemOpenTheSearch() throws {
        let world = try ChannelListWorld()
        let (navigation, list) = world.showList()
        world.screen.type("/")
        world.settle()
        #expect(navigation.topViewController is MessageSearchViewController)
        navigation.popViewController()
        world.settle()
        let header = try #require(list.headerComponent)
        let item = try #require(header.searchButton)
        list.baseChannelListModule(header, didTapLeftItem: item)
        world.settle()
        #expect(navigation.topViewController is MessageSearchViewController)
    }

    @Test func resultsPageAsTheEndComesIntoView() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: { server, url in
            for index in 0..<70 { try ChannelFixture.post(server, url, index % 2 == 0 ? "alice" : "bob", "deploy number \(index)", at: Int64(index) - 100) }
        })
        let search = fixture.openSearch()
        fixture.screen.type("deploy")
        fixture.screen.advance(by: .seconds(1))
        #expect(search.searchResultList.count == 20)
        let table = try #require(search.listComponent?.tableView)
        for _ in 0..<6 {
            table.scrollToBottom()
            _ = fixture.screen.text
            fixture.screen.advance(by: .seconds(1))
        }
        #expect(search.searchResultList.count == 70)
        #expect(Set(search.searchResultList.map(\.messageId)).count == 70)
    }

    @Test func aResultFromAYearAgoOpensItsChannelThereHighlightedAndTheNewestStillArrive() throws {
        let year: Int64 = 365 * 24 * 60
        let fixture = try ChannelFixture(size: Size(width: 80, height: 24), channelAgeMinutes: 2 * year, history: { server, url in
            let start = server.now - year * ChannelFixture.minute
            let count = 100_000
            let step = year * ChannelFixture.minute / Int64(count)
            var history: [ImportedMessage] = []
            history.reserveCapacity(count)
            for index in 0..<count {
                let text = index == 30 ? "The quarterly budget spreadsheet is final" : "message \(index)"
                history.append(ImportedMessage(senderId: index % 2 == 0 ? "alice" : "bob", text: text, createdAt: start + Int64(index) * step))
            }
            try server.importHistory(channelURL: url, messages: history)
        })
        let search = fixture.openSearch()
        fixture.screen.type("budget")
        fixture.screen.advance(by: .seconds(1))
        #expect(search.searchResultList.count == 1)
        #expect(fixture.screen.text.contains("The quarterly budget spreadsheet is final"))
        fixture.screen.press(.down, .enter)
        fixture.screen.advance(by: .seconds(2))
        let channel = try #require(fixture.navigation.topViewController as? GroupChannelViewController)
        let list = try #require(channel.listComponent)
        // The message is on screen, selected (highlighted), with its neighbours loaded.
        #expect(fixture.screen.text.contains("The quarterly budget spreadsheet is final"))
        #expect(list.selectedMessage?.message == "The quarterly budget spreadsheet is final")
        #expect(channel.viewModel?.hasNext() == true)
        // The highlight goes after a moment.
        fixture.screen.advance(by: .seconds(4))
        #expect(list.selectedMessage == nil)
        // Down to the newest (the ↓ button), where live messages arrive again.
        list.onTapScrollToBottom()
        fixture.screen.advance(by: .seconds(2))
        #expect(channel.viewModel?.hasNext() == false)
        #expect(fixture.screen.text.contains("message 99999"))
        try ChannelFixture.post(fixture.server, fixture.channelURL, "bob", "Live again", at: 0)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("Live again"))
    }
}

extension MessageSearchModule.List.State {
    var isError: Bool { if case .error = self { true } else { false } }
}
