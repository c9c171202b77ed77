import BanterTesting
import Foundation
import Testing
import BanterUIKit

/// Several files in one message, as users see and customise it: Ctrl-O takes several paths
/// (quoted when they hold spaces) and sends them as one message, the cell lists every file
/// with its size and type, each file's address can be copied from the menu, and an app's
/// own cell replaces the kit's through the module's metatype (no `@testable`).
@Suite("Multiple files messages in the channel", .serialized)
@MainActor
struct MultipleFilesMessageUITests {
    private static let ctrlO = KeyEvent(.character("o"), modifiers: .control)

    private func withDirectory(_ files: [String: Int], _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("m" + UUID().uuidString.prefix(6)).path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, size) in files {
            #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(repeating: 0x41, count: size)))
        }
        try body(directory)
    }

    static func filesHistory(_ server: ChatServer, _ url: String) throws {
        try ChannelFixture.post(server, url, "alice", "Here are the documents for Monday", at: -30)
        let files = MultipleFilesMessageCreateParams(uploadableFileInfoList: [
            UploadableFileInfo(fileName: "Quarterly planning review and budget overview (final, approved by finance).pdf",
                               fileSize: 2_400_000, mimeType: "application/pdf"),
            UploadableFileInfo(fileName: "会議の写真_東京オフィス_2026年.jpg", fileSize: 850_000, mimeType: "image/jpeg"),
            UploadableFileInfo(fileName: "notes.txt", fileSize: 900, mimeType: "text/plain"),
        ])
        try server.sendMultipleFilesMessage(files, senderId: "alice", channelURL: url, createdAt: server.now - 29 * ChannelFixture.minute)
        let mine = MultipleFilesMessageCreateParams(uploadableFileInfoList: [
            UploadableFileInfo(fileName: "diagram 🎉.png", fileSize: 40_000, mimeType: "image/png"),
            UploadableFileInfo(fileName: "changelog.md", fileSize: 3_000, mimeType: "text/markdown"),
        ])
        try server.sendMultipleFilesMessage(mine, senderId: "me", channelURL: url, createdAt: server.now - 10 * ChannelFixture.minute)
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func cells(size: (Int, Int, Bool)) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture(size: Size(width: size.0, height: size.1), history: Self.filesHistory)
        Theme.set(colorScheme: size.2 ? .dark : .light)
        fixture.screen.setInterfaceStyle(size.2 ? .dark : .light)
        fixture.open()
        assertSnapshot(of: fixture.screen, named: "\(size.2 ? "dark" : "light").\(size.0)x\(size.1)")
    }

    @Test func ctrlOSendsSeveralPathsAsOneMessage() throws {
        try withDirectory(["report.pdf": 3_000, "My Photo.png": 5_000, "data.csv": 700]) { directory in
            let fixture = try ChannelFixture(size: Size(width: 100, height: 40))
            let controller = fixture.open()
            var sent: [BaseMessage] = []
            controller.messageDidSend = { sent.append($0) }
            let before = fixture.server.messageCount
            fixture.screen.press(Self.ctrlO)
            fixture.screen.type(directory + "/report.pdf '" + directory + "/My Photo.png' " + directory + "/data.csv")
            fixture.screen.press(.enter)
            #expect(controller.presentedViewController == nil)
            #expect(fixture.screen.text.contains("uploading"))
            fixture.screen.advance(by: .seconds(5))
            let text = fixture.screen.text
            #expect(text.contains("3 files · 8 KB"))
            #expect(text.contains("report.pdf"))
            #expect(text.contains("My Photo.png"))
            #expect(text.contains("700 B · text/csv"))
            #expect(!text.contains("uploading"))
            #expect(fixture.server.messageCount == before + 1, "one message carries the three files")
            let message = try #require(controller.viewModel?.fullMessageList.last as? MultipleFilesMessage)
            #expect(message.sendingStatus == .succeeded)
            #expect(message.files.map(\.fileName) == ["report.pdf", "My Photo.png", "data.csv"])
            #expect(message.files.allSatisfy { $0.isUploaded })
            #expect(sent.count == 1 && sent.first === message)
        }
    }

    @Test func typedPathsSplitAsAShellWouldButOneExistingPathStaysWhole() throws {
        try withDirectory(["My Photo.png": 10, "a.txt": 10]) { directory in
            #expect(LocalFile.typedPaths(directory + "/My Photo.png") == [directory + "/My Photo.png"], "an existing path with spaces, unquoted")
            #expect(LocalFile.typedPaths("'\(directory)/My Photo.png' \(directory)/a.txt").count == 2)
            let escaped = LocalFile.typedPaths(directory + "/My\\ Photo.png " + directory + "/a.txt")
            #expect(escaped.map { LocalFile.resolvedPath($0) } == [directory + "/My Photo.png", directory + "/a.txt"])
            #expect(LocalFile.typedPaths("   ").isEmpty)
        }
    }

    @Test func morePathsThanTheLimitKeepThePromptWithTheReason() throws {
        try withDirectory(["a.txt": 10, "b.txt": 10, "c.txt": 10]) { directory in
            let fixture = try ChannelFixture(size: Size(width: 100, height: 30), configure: { configuration in
                var changed = configuration
                changed.multipleFilesMessageFileCountLimit = 2
                return changed
            })
            let controller = fixture.open()
            let before = fixture.server.messageCount
            fixture.screen.press(Self.ctrlO)
            fixture.screen.type(["a", "b", "c"].map { directory + "/\($0).txt" }.joined(separator: " "))
            fixture.screen.press(.enter)
            let prompt = try #require(controller.presentedViewController as? TextPromptViewController)
            #expect(prompt.errorText == "3 files; one message carries at most 2.")
            #expect(fixture.server.messageCount == before)
        }
    }

    @Test func eachFilesAddressCanBeCopiedFromTheMenu() throws {
        let fixture = try ChannelFixture(size: Size(width: 120, height: 40), history: Self.filesHistory)
        let controller = fixture.open()
        let list = try #require(controller.listComponent)
        let message = try #require(controller.viewModel?.fullMessageList.first { $0 is MultipleFilesMessage } as? MultipleFilesMessage)
        let items = list.createMessageMenuItems(for: message)
        let fileItems = items.filter { if case .copyFile = $0.kind { true } else { false } }
        #expect(fileItems.count == 3)
        #expect(fileItems[2].title == "Copy “notes.txt”")
        fileItems[2].handler()
        #expect(Pasteboard.general.string == message.files[2].url)
    }

    @Test func anAppsCellReplacesTheKitsThroughTheMetatype() throws {
        GroupChannelModule.List.multipleFilesMessageCell = FileCountCell.self
        defer { GroupChannelModule.List.multipleFilesMessageCell = MultipleFilesMessageCell.self }
        let fixture = try ChannelFixture(size: Size(width: 120, height: 40), history: Self.filesHistory)
        fixture.open()
        let text = fixture.screen.text
        #expect(text.contains("[3 attachments]"))
        #expect(text.contains("[2 attachments]"))
        #expect(!text.contains("notes.txt"))
        #expect(FileCountCell.drawn > 0)
    }
}

/// An app's own multiple-files cell: one line with the count.
final class FileCountCell: MultipleFilesMessageCell {
    nonisolated(unsafe) static var drawn = 0

    override func bodyLines(width: Int) -> [StyledText] {
        Self.drawn += 1
        return [StyledText("[\(multipleFilesMessage?.files.count ?? 0) attachments]")]
    }
}
