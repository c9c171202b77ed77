import BanterTesting
import Testing
import BanterUIKit

/// A list that frames itself with a title, to show it replaced the default.
final class TitledMentionList: SuggestedMentionList {
    nonisolated(unsafe) static var updates = 0
    override func update(users: [User], selectedIndex: Int, theme: MessageInputTheme) {
        Self.updates += 1
        super.update(users: users, selectedIndex: selectedIndex, theme: theme)
    }
    override func draw(in context: DrawingContext) {
        super.draw(in: context)
        context.write("People", at: Point(x: 2, y: 0), style: theme.suggestionBorder)
    }
}

/// A row that shows a star before the name.
final class StarMentionCell: SuggestedMentionCell {
    override func draw(in context: DrawingContext) {
        context.fill(bounds, style: isSelected ? theme.selectedSuggestion : theme.suggestion)
        context.write("★ " + (user?.nickname ?? ""), at: Point(x: 1, y: 0), style: isSelected ? theme.selectedSuggestion : theme.suggestion)
    }
}

/// An input that offers only operators' ids starting with "b", whatever is typed.
final class OnlyBobInput: GroupChannelModule.Input {
    nonisolated(unsafe) static var filters: [String] = []
    override func filteredMentionCandidates(for filterText: String) -> [User] {
        Self.filters.append(filterText)
        return super.filteredMentionCandidates(for: "").filter { $0.userId == "bob" }
    }
}

/// A screen that records what the input sends with mentions.
final class MentionRecordingChannelViewController: GroupChannelViewController {
    var templates: [String] = []
    override func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapSend text: String, mentionedMessageTemplate: String,
                                    mentionedUserIds: [String], parentMessage: BaseMessage?) {
        templates.append(mentionedMessageTemplate)
        super.baseChannelModule(inputComponent, didTapSend: text, mentionedMessageTemplate: mentionedMessageTemplate,
                                mentionedUserIds: mentionedUserIds, parentMessage: parentMessage)
    }
}

@Suite("Mentions customised from outside the kit", .serialized)
@MainActor
struct MentionCustomisationTests {
    @Test func theListAndItsCellAreReplacedThroughTheMetatypes() throws {
        GroupChannelModule.Input.suggestedMentionList = TitledMentionList.self
        GroupChannelModule.Input.suggestedMentionCell = StarMentionCell.self
        defer {
            GroupChannelModule.Input.suggestedMentionList = SuggestedMentionList.self
            GroupChannelModule.Input.suggestedMentionCell = SuggestedMentionCell.self
        }
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.type("@")
        let list = try #require(controller.inputComponent?.suggestedMentionList)
        #expect(list is TitledMentionList)
        #expect(list.cells.allSatisfy { $0 is StarMentionCell })
        #expect(TitledMentionList.updates > 0)
        let text = fixture.screen.text
        #expect(text.contains("People"))
        #expect(text.contains("★ Alice"))
        #expect(text.contains("★ Bob"))
    }

    @Test func aSubclassOverridesTheMentionFilter() throws {
        GroupChannelModule.inputComponent = OnlyBobInput.self
        defer { GroupChannelModule.inputComponent = GroupChannelModule.Input.self }
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.type("@al")
        #expect(OnlyBobInput.filters.suffix(2) == ["a", "al"])
        #expect(controller.inputComponent?.suggestedMentions.map(\.userId) == ["bob"])
        fixture.screen.press(.enter)
        #expect(controller.inputComponent?.messageInputView?.text == "@Bob ")
    }

    @Test func theScreenHearsTheTemplateWhenSending() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open { MentionRecordingChannelViewController(channelURL: $0) }
        fixture.screen.type("hey @b")
        fixture.screen.press(.enter)
        fixture.screen.type("look")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect((controller as? MentionRecordingChannelViewController)?.templates == ["hey @{bob} look"])
        #expect(controller.viewModel?.fullMessageList.last?.mentionedUsers.map(\.userId) == ["bob"])
    }
}
