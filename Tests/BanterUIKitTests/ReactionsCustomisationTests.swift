import BanterTesting
import Testing
import BanterUIKit

/// A reactions screen an app puts in the set, counting the users chosen.
final class CountingReactionsViewController: ReactionsViewController {
    var chosen: [String] = []
    override func reactionsModule(_ listComponent: ReactionsModule.List, didSelectUser user: User) {
        chosen.append(user.userId)
        super.reactionsModule(listComponent, didSelectUser: user)
    }
}

/// A reactions list that puts the current user's row first.
final class MeFirstReactionsList: ReactionsModule.List {
    override var userList: [User] {
        let users = super.userList
        return users.filter { $0.userId == "me" } + users.filter { $0.userId != "me" }
    }
}

/// Tabs that say how many reactions there are.
final class CountedTabs: ReactionsModule.TabsView {
    override func title(for reaction: Reaction) -> String { "<" + super.title(for: reaction) + ">" }
}

/// A view model that hides one user.
final class HidingReactionsViewModel: ReactionsViewModel {
    override func users(for reaction: Reaction) -> [User] {
        super.users(for: reaction).filter { $0.userId != "long" }
    }
}

/// An emoji grid whose search also matches categories' first letters, counting searches.
final class CountingEmojiList: EmojiListModule.List {
    var searches: [String] = []
    override func setQuery(_ text: String) {
        searches.append(text)
        super.setQuery(text)
    }
}

/// A channel screen that records how it opens the reaction screens.
final class ReactionRecordingChannelViewController: GroupChannelViewController {
    var opened: [String] = []
    override func showReactions(message: BaseMessage, selectedReaction: Reaction?) {
        opened.append("reactions \(selectedReaction?.key ?? "-")")
        super.showReactions(message: message, selectedReaction: selectedReaction)
    }
    override func showEmojiListModal(message: BaseMessage) {
        opened.append("emoji list")
        super.showEmojiListModal(message: message)
    }
    override func baseChannelModule(_ listComponent: BaseChannelModule.List, didReactToMessage message: BaseMessage, withEmoji key: String, selected: Bool) {
        opened.append("react \(key) \(selected)")
        super.baseChannelModule(listComponent, didReactToMessage: message, withEmoji: key, selected: selected)
    }
}

@Suite("Customising the reaction screens from outside", .serialized)
@MainActor
struct ReactionsCustomisationTests {
    @Test func theSetsAndMetatypesGiveTheAppsClasses() throws {
        ViewControllerSet.reactionsViewController = CountingReactionsViewController.self
        ViewModelSet.reactionsViewModel = HidingReactionsViewModel.self
        ReactionsModule.listComponent = MeFirstReactionsList.self
        ReactionsModule.List.tabsView = CountedTabs.self
        defer {
            ViewControllerSet.reactionsViewController = ReactionsViewController.self
            ViewModelSet.reactionsViewModel = ReactionsViewModel.self
            ReactionsModule.listComponent = ReactionsModule.List.self
            ReactionsModule.List.tabsView = ReactionsModule.TabsView.self
        }
        let fixture = try ChannelFixture(history: ChannelFixture.reactionsHistory)
        let controller = fixture.open { ReactionRecordingChannelViewController(channelURL: $0) }
        fixture.select(messageStartingWith: "Great.", in: controller)
        fixture.screen.type("e")
        let reactions = try #require(fixture.navigation.topViewController as? CountingReactionsViewController)
        #expect(reactions.viewModel is HidingReactionsViewModel)
        #expect(reactions.listComponent is MeFirstReactionsList)
        fixture.screen.press(.right, .right)                     // 👍
        #expect(reactions.listComponent?.userList.map(\.userId) == ["me", "bob"])
        #expect(fixture.screen.text.contains("< 👍 3 >"))
        fixture.screen.press(.enter)
        #expect(reactions.chosen == ["me"])
        #expect((controller as? ReactionRecordingChannelViewController)?.opened == ["reactions ✅"])
    }

    @Test func theEmojiListsComponentAndTheChannelsOverridesAreCalled() throws {
        EmojiListModule.listComponent = CountingEmojiList.self
        defer { EmojiListModule.listComponent = EmojiListModule.List.self }
        let fixture = try ChannelFixture(history: ChannelFixture.reactionsHistory)
        let controller = try #require(fixture.open { ReactionRecordingChannelViewController(channelURL: $0) } as? ReactionRecordingChannelViewController)
        fixture.select(messageStartingWith: "Great.", in: controller)
        fixture.screen.type("+")
        let picker = try #require(controller.presentedViewController as? EmojiListViewController)
        let list = try #require(picker.listComponent as? CountingEmojiList)
        fixture.screen.type("ok")
        #expect(list.searches == ["o", "ok"])
        fixture.screen.press(.enter)
        #expect(controller.opened == ["emoji list", "react 👌 true"])
    }

    @Test func anAppsOwnEmojiListThroughTheSet() throws {
        final class TitledEmojiList: EmojiListViewController {
            override func emojiListModuleEmojiContainer(_ listComponent: EmojiListModule.List) -> EmojiContainer {
                EmojiContainer(emojiHash: "mine", categories: [EmojiCategory(id: 1, name: "Ours", emojis: [Emoji(key: "🦜", name: "parrot")])])
            }
        }
        ViewControllerSet.emojiListViewController = TitledEmojiList.self
        defer { ViewControllerSet.emojiListViewController = EmojiListViewController.self }
        let fixture = try ChannelFixture(history: ChannelFixture.reactionsHistory)
        let controller = fixture.open()
        fixture.select(messageStartingWith: "Great.", in: controller)
        fixture.screen.type("+")
        let picker = try #require(controller.presentedViewController as? TitledEmojiList)
        #expect(picker.listComponent?.emojis.map(\.key) == ["🦜"])
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.listComponent?.selectedMessage?.reactions.contains { $0.key == "🦜" } == true)
    }
}
