import BanterTesting
import Testing
import BanterUIKit

@Suite("Mentions in the message input: the picker and the token rules", .serialized)
@MainActor
struct MentionInputTests {
    private func openChannel() throws -> (ChannelFixture, GroupChannelModule.Input) {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        return (fixture, try #require(controller.inputComponent))
    }

    @Test func theTriggerOpensTheListAboveTheInputFilteredAsYouType() throws {
        let (fixture, input) = try openChannel()
        fixture.screen.type("Hi @")
        #expect(input.suggestedMentions.map(\.userId) == ["alice", "bob"])
        let list = try #require(input.suggestedMentionList)
        _ = fixture.screen.text
        #expect(!list.isHidden)
        #expect(list.frame.maxY == input.frame.minY)
        fixture.screen.type("A")
        #expect(input.suggestedMentions.map(\.userId) == ["alice"])
        fixture.screen.type("x")
        #expect(input.suggestedMentions.isEmpty)
        #expect(list.isHidden)
    }

    @Test func enterPicksTheChosenPersonAsAStyledTokenAndSendsNothing() throws {
        let (fixture, input) = try openChannel()
        let count = fixture.controller.viewModel?.fullMessageList.count
        fixture.screen.type("@b")
        fixture.screen.press(.enter)
        let field = try #require(input.messageInputView)
        #expect(field.text == "@Bob ")
        #expect(field.highlightedRanges == [0..<4])
        #expect(input.mentionRanges.map(\.user.userId) == ["bob"])
        #expect(input.suggestedMentions.isEmpty)
        #expect(fixture.controller.viewModel?.fullMessageList.count == count)
        let style = try fixture.screen.style(of: "@Bob")
        #expect(style.attributes.contains(.bold))
    }

    @Test func downAndTabPickTheNextRow() throws {
        let (fixture, input) = try openChannel()
        fixture.screen.type("@")
        fixture.screen.press(.down)
        #expect(input.selectedMentionIndex == 1)
        fixture.screen.press(.tab)
        #expect(input.messageInputView?.text == "@Bob ")
    }

    @Test func escClosesTheListWithoutLeavingAndItStaysClosedForThatMention() throws {
        let (fixture, input) = try openChannel()
        fixture.screen.type("@a")
        fixture.screen.press(.escape)
        #expect(input.suggestedMentions.isEmpty)
        #expect(fixture.navigation.topViewController === fixture.controller)
        fixture.screen.type("l")
        #expect(input.suggestedMentions.isEmpty)
        fixture.screen.type(" @")
        #expect(input.suggestedMentions.count == 2)
    }

    @Test func aClickOnARowPicksIt() throws {
        let (fixture, input) = try openChannel()
        fixture.screen.type("@")
        let list = try #require(input.suggestedMentionList)
        _ = fixture.screen.text
        try fixture.screen.click(on: list.cells[1])
        #expect(input.messageInputView?.text == "@Bob ")
    }

    @Test func backspaceDeletesAWholeTokenAndEditsAroundItKeepIt() throws {
        let (fixture, input) = try openChannel()
        fixture.screen.type("hi @b")
        fixture.screen.press(.enter)
        fixture.screen.type("there")
        fixture.screen.press(.home)
        fixture.screen.type("oh, ")
        let field = try #require(input.messageInputView)
        #expect(field.text == "oh, hi @Bob there")
        #expect(input.mentionRanges.map(\.range) == [7..<11])
        fixture.screen.press(.end)
        for _ in 0..<6 { fixture.screen.press(.backspace) }
        #expect(field.text == "oh, hi @Bob")
        fixture.screen.press(.backspace)
        #expect(field.text == "oh, hi ")
        #expect(input.mentionRanges.isEmpty)
    }

    @Test func aFullNicknameTypedMentionsTooAcrossLines() throws {
        let (fixture, input) = try openChannel()
        fixture.screen.type("first")
        fixture.screen.press(KeyEvent(.enter, modifiers: .alt))
        fixture.screen.type("@alice thanks")
        #expect(input.mentionRanges.map(\.user.userId) == ["alice"])
        #expect(input.messageInputView?.highlightedRanges == [6..<12])
    }

    @Test func sendingCarriesTheMentionedUsers() throws {
        let (fixture, _) = try openChannel()
        fixture.screen.type("@b")
        fixture.screen.press(.enter)
        fixture.screen.type("and @Alice look")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let sent = try #require(fixture.controller.viewModel?.fullMessageList.last)
        #expect(sent.message == "@Bob and @Alice look")
        #expect(sent.mentionedUsers.map(\.userId) == ["bob", "alice"])
    }

    @Test func aDraftKeepsItsTokens() throws {
        let (fixture, _) = try openChannel()
        fixture.screen.type("@b")
        fixture.screen.press(.enter)
        fixture.screen.type("later")
        _ = fixture.navigation.popViewController()
        fixture.screen.advance(by: .seconds(1))
        let reopened = fixture.open()
        let input = try #require(reopened.inputComponent)
        #expect(input.messageInputView?.text == "@Bob later")
        #expect(input.mentionRanges.map(\.user.userId) == ["bob"])
    }

    @Test func mentionsCanBeTurnedOff() throws {
        UIKitConfiguration.shared.groupChannel.channel.isMentionEnabled = false
        defer { UIKitConfiguration.shared.groupChannel.channel.isMentionEnabled = true }
        let (fixture, input) = try openChannel()
        fixture.screen.type("@Bob ")
        #expect(input.suggestedMentions.isEmpty)
        #expect(input.mentionRanges.isEmpty)
    }

    @Test func theLimitLeavesLaterPeopleAsPlainText() throws {
        UIKitConfiguration.shared.groupChannel.channel.userMentionConfiguration.mentionLimit = 1
        defer { UIKitConfiguration.shared.groupChannel.channel.userMentionConfiguration = UserMentionConfiguration() }
        let (fixture, input) = try openChannel()
        fixture.screen.type("@Bob @Alice")
        #expect(input.mentionRanges.map(\.user.userId) == ["bob"])
    }

    @Test func theThreadInputOffersMentionsToo() throws {
        let fixture = try ChannelFixture()
        fixture.open()
        let parent = try #require(fixture.channelMessage("Sounds good"))
        fixture.controller.showMessageThread(channelURL: fixture.channelURL, parentMessageId: parent.messageId, parentMessage: parent)
        fixture.screen.advance(by: .seconds(2))
        let input = try #require(fixture.thread?.inputComponent)
        fixture.screen.type("@al")
        #expect(input.suggestedMentions.map(\.userId) == ["alice"])
        fixture.screen.press(.enter)
        #expect(input.messageInputView?.text == "@Alice ")
    }
}
