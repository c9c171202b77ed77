import BanterTesting
import Foundation
import Testing
import BanterUIKit

@Suite("Sending a file from the message input")
@MainActor
struct FileSendingTests {
    private static let ctrlO = KeyEvent(.character("o"), modifiers: .control)

    /// A fresh directory holding `files` (name: bytes), removed after `body`. Its name is
    /// short, so the paths the prompt names fit on one of its lines.
    private func withDirectory(_ files: [String: Int], _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("b" + UUID().uuidString.prefix(6)).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, size) in files {
            #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(repeating: 0x41, count: size)))
        }
        try body(directory)
    }

    /// Every message the service holds, in every channel.
    private func messageCount(_ fixture: ChannelFixture) -> Int {
        fixture.server.messageCount
    }

    @Test func ctrlOAsksForAPathAndEnterSendsTheFile() throws {
        try withDirectory(["report.pdf": 3_000]) { directory in
            let fixture = try ChannelFixture()
            let controller = fixture.open()
            var sent: [BaseMessage] = []
            controller.messageDidSend = { sent.append($0) }
            fixture.screen.press(Self.ctrlO)
            let prompt = try #require(controller.presentedViewController as? TextPromptViewController)
            var text = fixture.screen.text
            #expect(text.contains("Send files"))
            #expect(text.contains("Enter sends · Esc cancels"))
            #expect(prompt.textField.isFirstResponder)
            fixture.screen.type(directory + "/report.pdf")
            fixture.screen.press(.enter)
            #expect(controller.presentedViewController == nil)
            #expect(controller.inputComponent?.messageInputView?.isFirstResponder == true)
            text = fixture.screen.text
            #expect(text.contains("report.pdf"))
            #expect(text.contains("◌ sending"))
            fixture.screen.advance(by: .seconds(3))
            text = fixture.screen.text
            #expect(!text.contains("sending"))
            #expect(text.contains("▤ report.pdf"))
            #expect(text.contains("2 KB · application/pdf"))
            let file = try #require(controller.viewModel?.fullMessageList.last as? FileMessage)
            #expect(file.name == "report.pdf")
            #expect(file.size == 3_000)
            #expect(file.mimeType == "application/pdf")
            #expect(file.sendingStatus == .succeeded)
            #expect(file.parentMessageId == nil)
            #expect(sent.count == 1 && sent.first === file)
        }
    }

    @Test func anImageShowsAsTheImagePlaceholder() throws {
        try withDirectory(["Sunset.JPG": 1_450_000]) { directory in
            let fixture = try ChannelFixture()
            let controller = fixture.open()
            fixture.screen.press(Self.ctrlO)
            fixture.screen.paste("'" + directory + "/Sunset.JPG' ")          // as a terminal pastes a dropped file
            fixture.screen.press(.enter)
            fixture.screen.advance(by: .seconds(3))
            let text = fixture.screen.text
            #expect(text.contains("░░░░░░░ ▣ ░░░░░░░"))
            #expect(text.contains("Sunset.JPG"))
            #expect(text.contains("1.3 MB"))
            #expect((controller.viewModel?.fullMessageList.last as? FileMessage)?.isImage == true)
        }
    }

    @Test func aPathThatCannotBeSentSaysWhyKeepsThePromptAndSendsNothing() throws {
        try withDirectory(["empty.txt": 0]) { directory in
            let fixture = try ChannelFixture()
            let controller = fixture.open()
            let before = messageCount(fixture)
            fixture.screen.press(Self.ctrlO)
            let prompt = try #require(controller.presentedViewController as? TextPromptViewController)
            let cases = [
                ("", "Type the path of the file to send."),
                (directory + "/missing.png", "No file at \(directory)/missing.png."),
                (directory, "\(directory) is a folder; choose a file in it."),
                (directory + "/empty.txt", "\(directory)/empty.txt is empty; there is nothing to send."),
            ]
            for (path, reason) in cases {
                prompt.textField.text = path
                fixture.screen.press(.enter)
                #expect(prompt.errorText == reason)
                #expect(controller.presentedViewController === prompt)
                #expect(fixture.screen.text.contains(reason))     // under the field, on one line
            }
            fixture.screen.advance(by: .seconds(3))
            #expect(messageCount(fixture) == before)
            #expect(controller.viewModel?.fullMessageList.contains { $0 is FileMessage } == false)
            fixture.screen.press(.escape)                         // closes the prompt only
            #expect(controller.presentedViewController == nil)
            #expect(fixture.navigation.topViewController === controller)
            #expect(controller.inputComponent?.messageInputView?.isFirstResponder == true)
            #expect(!fixture.screen.text.contains("Send files"))
        }
    }

    @Test(.disabled(if: getuid() == 0, "root reads a file whatever its permissions"))
    func aFileWithoutReadPermissionIsRefused() throws {
        try withDirectory(["secret.txt": 20]) { directory in
            let path = directory + "/secret.txt"
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path) }
            let fixture = try ChannelFixture()
            let controller = fixture.open()
            fixture.screen.press(Self.ctrlO)
            fixture.screen.type(path)
            fixture.screen.press(.enter)
            let prompt = try #require(controller.presentedViewController as? TextPromptViewController)
            #expect(prompt.errorText == "Can't read \(path): permission denied.")
            #expect(controller.viewModel?.fullMessageList.contains { $0 is FileMessage } == false)
        }
    }

    @Test func inQuoteReplyModeTheFileIsSentAsAReplyAndTheDraftStays() throws {
        try withDirectory(["notes.md": 700]) { directory in
            let fixture = try ChannelFixture()
            let controller = fixture.open()
            let bob = try #require(controller.viewModel?.fullMessageList.first { $0.message == "Sounds good to me" })
            controller.setMessageInputViewMode(.quoteReply(bob))
            fixture.screen.type("and the notes")
            #expect(fixture.screen.text.contains("Replying to Bob"))
            fixture.screen.press(Self.ctrlO)
            fixture.screen.type(directory + "/notes.md")
            fixture.screen.press(.enter)
            fixture.screen.advance(by: .seconds(2))
            let file = try #require(controller.viewModel?.fullMessageList.last as? FileMessage)
            #expect(file.name == "notes.md")
            #expect(file.parentMessageId == bob.messageId)
            #expect(controller.inputComponent?.mode.isNormal == true)
            #expect(controller.inputComponent?.messageInputView?.text == "and the notes")
            let text = fixture.screen.text
            #expect(text.contains("┃ ↳ Bob: Sounds good to me"))
            #expect(!text.contains("Replying to Bob"))
        }
    }

    @Test func aFailedUploadLooksLikeAFailedTextAndCanBeRetried() throws {
        try withDirectory(["clip.mp4": 4_096]) { directory in
            let fixture = try ChannelFixture()
            let controller = fixture.open()
            fixture.server.configuration.failureRates[.sendFileMessage] = 1
            fixture.screen.press(Self.ctrlO)
            fixture.screen.type(directory + "/clip.mp4")
            fixture.screen.press(.enter)
            fixture.screen.advance(by: .seconds(12))
            #expect(fixture.screen.text.contains("✗ failed"))
            #expect(controller.viewModel?.fullMessageList.last?.sendingStatus == .failed)
            fixture.server.configuration.failureRates[.sendFileMessage] = 0
            fixture.screen.press(.up, .enter)                     // the failed file's menu
            #expect(fixture.screen.text.contains("Retry"))
            fixture.screen.press(.enter)
            fixture.screen.advance(by: .seconds(2))
            let file = try #require(controller.viewModel?.fullMessageList.last as? FileMessage)
            #expect(file.sendingStatus == .succeeded)
            #expect(file.name == "clip.mp4")
            #expect(!fixture.screen.text.contains("failed"))
        }
    }

    @Test func ctrlOWhileEditingAMessageDoesNothing() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let mine = try #require(controller.viewModel?.fullMessageList.last { $0.sender?.userId == "me" })
        controller.setMessageInputViewMode(.edit(mine))
        fixture.screen.press(Self.ctrlO)
        #expect(controller.presentedViewController == nil)
        #expect(controller.inputComponent?.mode.isEdit == true)
    }
}
