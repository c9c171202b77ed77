import BanterTesting
import Testing
import BanterUIKit

/// A screen that records the edits the input saves with their mentions.
final class EditRecordingChannelViewController: GroupChannelViewController {
    var edits: [(text: String, template: String, ids: [String])] = []
    override func baseChannelModule(_ inputComponent: BaseChannelModule.Input, didTapEdit text: String, mentionedMessageTemplate: String,
                                    mentionedUserIds: [String], message: BaseMessage) {
        edits.append((text, mentionedMessageTemplate, mentionedUserIds))
        super.baseChannelModule(inputComponent, didTapEdit: text, mentionedMessageTemplate: mentionedMessageTemplate,
                                mentionedUserIds: mentionedUserIds, message: message)
    }
}

/// A view model that records the update parameters it sends.
final class EditRecordingViewModel: GroupChannelViewModel {
    var sent: [UserMessageUpdateParams] = []
    override func updateUserMessage(_ message: BaseMessage, params: UserMessageUpdateParams) {
        sent.append(params)
        super.updateUserMessage(message, params: params)
    }
}

/// Editing a message with mentions, as a user does it and as an app customises it: the
/// mentions picked in edit mode go with the edit (ids and template), a removed token
/// removes the mention, and `mentionLimit` holds as for new messages.
@Suite("Mentions in edits, from the input", .serialized)
@MainActor
struct MentionEditUITests {
    /// The channel opened on the recording screen and view model, with "lunch?" sent by "me"
    /// and the input in edit mode on it, the cursor after the text.
    private func editing() throws -> (ChannelFixture, EditRecordingChannelViewController, EditRecordingViewModel) {
        ViewModelSet.groupChannelViewModel = EditRecordingViewModel.self
        defer { ViewModelSet.groupChannelViewModel = GroupChannelViewModel.self }
        let fixture = try ChannelFixture()
        let controller = try #require(fixture.open { EditRecordingChannelViewController(channelURL: $0) } as? EditRecordingChannelViewController)
        fixture.screen.type("lunch?")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let mine = try #require(controller.viewModel?.fullMessageList.last)
        controller.setMessageInputViewMode(.edit(mine))
        _ = fixture.screen.text
        let model = try #require(controller.viewModel as? EditRecordingViewModel)
        return (fixture, controller, model)
    }

    @Test func aMentionPickedWhileEditingIsSentWithTheEdit() throws {
        let (fixture, controller, model) = try editing()
        fixture.screen.type(" @b")
        fixture.screen.press(.enter)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.edits.map(\.ids) == [["bob"]])
        #expect(controller.edits.map(\.template) == ["lunch? @{bob}"])
        #expect(model.sent.map(\.mentionedUserIds) == [["bob"]])
        #expect(model.sent.map(\.mentionedMessageTemplate) == ["lunch? @{bob}"])
        let edited = try #require(controller.viewModel?.fullMessageList.last)
        #expect(edited.message == "lunch? @Bob")
        #expect(edited.mentionedUsers.map(\.userId) == ["bob"])
    }

    @Test func deletingTheTokenWhileEditingRemovesTheMention() throws {
        let (fixture, controller, model) = try editing()
        fixture.screen.type(" @b")
        fixture.screen.press(.enter)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let mine = try #require(controller.viewModel?.fullMessageList.last)
        controller.setMessageInputViewMode(.edit(mine))
        _ = fixture.screen.text
        #expect(controller.inputComponent?.mentionRanges.map(\.user.userId) == ["bob"], "the token is restored")
        fixture.screen.press(.backspace)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.edits.last?.ids == [])
        #expect(model.sent.last?.mentionedUserIds == [])
        #expect(model.sent.last?.mentionedMessageTemplate == nil)
        #expect(controller.viewModel?.fullMessageList.last?.mentionedUsers.isEmpty == true)
    }

    @Test func anEditMentionsNoMoreThanTheMentionLimit() throws {
        UIKitConfiguration.shared.groupChannel.channel.userMentionConfiguration.mentionLimit = 1
        defer { UIKitConfiguration.shared.groupChannel.channel.userMentionConfiguration.mentionLimit = UserMentionConfiguration().mentionLimit }
        let (fixture, controller, _) = try editing()
        fixture.screen.type(" @b")
        fixture.screen.press(.enter)
        fixture.screen.type("@a")
        fixture.screen.press(.enter)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.edits.last?.ids.count == 1)
        #expect(controller.viewModel?.fullMessageList.last?.mentionedUsers.count == 1)
    }

    @Test func withMentionsOffAnEditLeavesTheMentionsAsTheyAre() throws {
        let (fixture, controller, model) = try editing()
        UIKitConfiguration.shared.groupChannel.channel.isMentionEnabled = false
        defer { UIKitConfiguration.shared.groupChannel.channel.isMentionEnabled = true }
        fixture.screen.type("!")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.edits.isEmpty)
        #expect(model.sent.map(\.message) == ["lunch?!"])
        #expect(model.sent.map(\.mentionedUserIds) == [nil])
    }
}
