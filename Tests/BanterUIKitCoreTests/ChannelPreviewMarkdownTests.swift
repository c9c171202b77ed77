import Testing
@testable import BanterChatSDK
import BanterScheduling
import BanterUIKitCore

/// The channel list's last-message preview reads as the bubble does: Markdown syntax gone,
/// a link as its text; with Markdown off, the text as typed.
@MainActor
@Suite("Channel list preview of formatted text")
struct ChannelPreviewMarkdownTests {
    func userMessage(_ text: String) throws -> BaseMessage {
        let server = ChatServer(scheduler: ManualScheduler(), configuration: .immediate)
        try server.createUser(id: "me", nickname: "Me")
        let client = ChatClient(server: server)
        let record = MessageRecord(messageId: 7, kind: .user, senderId: "alice", text: text, createdAt: 1_000, updatedAt: 1_000)
        return client.makeMessage(MessagePayload(channelURL: "room", channelType: .group, record: record, extras: MessageExtras()))
    }

    func preview(_ text: String, markdown: Bool = true) throws -> String {
        GroupChannelCell.preview(of: try userMessage(text), currentUserId: "me", isGroup: false, formatsMarkdown: markdown)
    }

    @Test func markupIsDropped() throws {
        #expect(try preview("**hi** there") == "hi there")
        #expect(try preview("*so* ~~not~~ `code`") == "so not code")
        #expect(try preview("see [the docs](https://example.org/docs)") == "see the docs")
        #expect(try preview("> quoted\nreply") == "quoted reply")
        #expect(try preview("```swift\nlet x = 1\n```") == "let x = 1")
    }

    @Test func textWithoutMarkupAndUnclosedMarkersShowAsTyped() throws {
        #expect(try preview("plain words") == "plain words")
        #expect(try preview("2 * 3 * 4") == "2 * 3 * 4")
        #expect(try preview("**open") == "**open")
        #expect(try preview("https://example.org") == "https://example.org")
    }

    @Test func withMarkdownOffTheTextIsAsTyped() throws {
        #expect(try preview("**hi**", markdown: false) == "**hi**")
    }
}
