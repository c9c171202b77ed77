import Foundation
import Testing
@testable import BanterUIKitCore

@Suite("MIMETypes: the type a file is sent with, from its extension")
struct MIMETypesTests {
    @Test(arguments: [
        ("photo.png", "image/png"), ("photo.jpg", "image/jpeg"), ("photo.JPEG", "image/jpeg"), ("anim.gif", "image/gif"),
        ("pic.webp", "image/webp"), ("paper.pdf", "application/pdf"), ("notes.txt", "text/plain"), ("README.md", "text/markdown"),
        ("data.json", "application/json"), ("bundle.zip", "application/zip"), ("song.mp3", "audio/mpeg"), ("clip.mp4", "video/mp4"),
        ("backup.tar.gz", "application/gzip"),
    ])
    func aKnownExtensionGivesItsType(name: String, type: String) {
        #expect(MIMETypes.mimeType(forFileName: name) == type)
    }

    @Test(arguments: ["Makefile", ".bashrc", "data.unknownext", "trailing.", "a.b.c"])
    func anythingElseIsOctetStream(name: String) {
        #expect(MIMETypes.mimeType(forFileName: name) == "application/octet-stream")
    }

    @Test func imageTypesAreImages() {
        for name in ["a.png", "a.jpg", "a.jpeg", "a.gif", "a.webp"] {
            #expect(MIMETypes.mimeType(forFileName: name).hasPrefix("image/"))
        }
    }
}

/// A file manager that says no file can be read: what permissions 000 mean to a user who is
/// not root, shown even where the tests run as root.
private final class NothingReadableFileManager: FileManager, @unchecked Sendable {
    override func isReadableFile(atPath path: String) -> Bool { false }
}

@Suite("LocalFile: a typed path becomes a file to send, or a reason not to")
struct LocalFileTests {
    /// A fresh directory holding `files` (name: bytes), removed after `body`.
    private func withDirectory(_ files: [String: Int], _ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("banter-localfile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, size) in files {
            #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(repeating: 0x41, count: size)))
        }
        try body(directory)
    }

    private func loading(_ typed: String, home: String = "/home/someone", fileManager: FileManager = .default) -> Result<LocalFile, LocalFileError> {
        Result { () throws(LocalFileError) -> LocalFile in try LocalFile.load(typedPath: typed, homeDirectory: home, fileManager: fileManager) }
    }

    @Test func aFileGivesItsNameSizeAndType() throws {
        try withDirectory(["report.pdf": 3_000]) { directory in
            let file = try loading(directory + "/report.pdf").get()
            #expect(file == LocalFile(path: directory + "/report.pdf", name: "report.pdf", size: 3_000, mimeType: "application/pdf"))
        }
    }

    @Test func aTildeIsTheHomeDirectory() throws {
        try withDirectory(["photo.png": 10]) { directory in
            let file = try loading("~/photo.png", home: directory).get()
            #expect(file.path == directory + "/photo.png")
            #expect(file.mimeType == "image/png")
        }
        #expect(LocalFile.resolvedPath("~", homeDirectory: "/home/ada") == "/home/ada")
        #expect(LocalFile.resolvedPath("~/Pictures/a.png", homeDirectory: "/home/ada") == "/home/ada/Pictures/a.png")
    }

    @Test func pathsArriveAsTerminalsPasteThem() {
        let home = "/home/ada"
        #expect(LocalFile.resolvedPath("  /tmp/a.png \n", homeDirectory: home) == "/tmp/a.png")
        #expect(LocalFile.resolvedPath("'/tmp/My Photo.png' ", homeDirectory: home) == "/tmp/My Photo.png")
        #expect(LocalFile.resolvedPath("\"/tmp/My Photo.png\"", homeDirectory: home) == "/tmp/My Photo.png")
        #expect(LocalFile.resolvedPath("/tmp/My\\ Photo\\ \\(1\\).png", homeDirectory: home) == "/tmp/My Photo (1).png")
        #expect(LocalFile.resolvedPath("file:///tmp/My%20Photo.png", homeDirectory: home) == "/tmp/My Photo.png")
        #expect(LocalFile.resolvedPath("/tmp/./x/../a.png", homeDirectory: home) == "/tmp/a.png")
        #expect(LocalFile.resolvedPath("docs/a.txt", homeDirectory: home) == FileManager.default.currentDirectoryPath + "/docs/a.txt")
        #expect(LocalFile.resolvedPath("   ", homeDirectory: home) == "")
    }

    @Test func nothingTypedIsRefused() {
        #expect(loading("") == .failure(.emptyPath))
        #expect(loading("  \n") == .failure(.emptyPath))
    }

    @Test func aMissingFileIsRefusedByItsPath() throws {
        try withDirectory([:]) { directory in
            #expect(loading(directory + "/nope.png") == .failure(.notFound(path: directory + "/nope.png")))
        }
    }

    @Test func aDirectoryIsRefused() throws {
        try withDirectory([:]) { directory in
            #expect(loading(directory + "/") == .failure(.isDirectory(path: directory)))
            #expect(loading("~", home: directory) == .failure(.isDirectory(path: directory)))
        }
    }

    @Test func anEmptyFileIsRefused() throws {
        try withDirectory(["empty.txt": 0]) { directory in
            #expect(loading(directory + "/empty.txt") == .failure(.empty(path: directory + "/empty.txt")))
        }
    }

    @Test func aDeviceIsNotARegularFile() {
        #expect(loading("/dev/null") == .failure(.notRegularFile(path: "/dev/null")))
    }

    @Test func aFileThisUserCannotReadIsRefused() throws {
        try withDirectory(["secret.txt": 12]) { directory in
            #expect(loading(directory + "/secret.txt", fileManager: NothingReadableFileManager())
                    == .failure(.unreadable(path: directory + "/secret.txt")))
        }
    }

    @Test(.disabled(if: getuid() == 0, "root reads a file whatever its permissions"))
    func aFileWithNoPermissionsIsRefused() throws {
        try withDirectory(["secret.txt": 12]) { directory in
            let path = directory + "/secret.txt"
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path) }
            #expect(loading(path) == .failure(.unreadable(path: path)))
        }
    }

    @Test func aLinkSendsWhatItPointsToUnderItsOwnName() throws {
        try withDirectory(["IMG_0001.JPG": 2_048]) { directory in
            try FileManager.default.createSymbolicLink(atPath: directory + "/latest", withDestinationPath: directory + "/IMG_0001.JPG")
            let file = try loading(directory + "/latest").get()
            #expect(file.name == "latest")
            #expect(file.size == 2_048)
            #expect(file.mimeType == "image/jpeg")
            try FileManager.default.createSymbolicLink(atPath: directory + "/dangling", withDestinationPath: directory + "/gone")
            #expect(loading(directory + "/dangling") == .failure(.notFound(path: directory + "/dangling")))
        }
    }
}
