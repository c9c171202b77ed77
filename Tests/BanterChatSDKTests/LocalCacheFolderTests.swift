import Foundation
import Testing
@testable import BanterChatSDK

/// The folder of an account's local copy: spellings of one homeserver address share it, and
/// no user id or address can name a path outside the store or a hidden file.
@Suite("Local cache folder names")
struct LocalCacheFolderTests {
    let config = LocalCacheConfig(directory: URL(fileURLWithPath: "/tmp/banter-folder-test", isDirectory: true))

    @Test("a homeserver address is spelled one way: case of scheme and host, default port, trailing slash")
    func canonicalAddresses() {
        let canonical = LocalCacheConfig.canonicalIdentity
        #expect(canonical("HTTPS://Example.ORG:443/") == "https://example.org")
        #expect(canonical("https://example.org") == "https://example.org")
        #expect(canonical("http://LocalHost:80//") == "http://localhost")
        #expect(canonical("http://localhost:8008/") == "http://localhost:8008")
        #expect(canonical("https://example.org:8448") == "https://example.org:8448")
        #expect(canonical("https://example.org/matrix/?#") == "https://example.org/matrix")
        #expect(canonical("https://example.org/Matrix") == "https://example.org/Matrix", "a path keeps its case")
        #expect(canonical("embedded#3") == "embedded#3")
        let one = config.accountDirectory(userId: "alice", backendIdentity: "HTTPS://Example.org:443/")
        let two = config.accountDirectory(userId: "alice", backendIdentity: "https://example.org")
        #expect(one == two)
    }

    @Test("no id climbs out of the store, names a hidden file or is too long; different ids stay apart",
          arguments: [".", "..", "../../etc", "a/b", "/abs/olute", ".hidden", "", "nul\u{0}byte", "tab\there",
                      "%2e%2e", "ünï cødé", String(repeating: "x", count: 300), String(repeating: "x", count: 299) + "y"])
    func safeNames(userId: String) {
        let base = config.resolvedDirectory.standardizedFileURL
        let account = config.accountDirectory(userId: userId, backendIdentity: "../" + userId)
        let name = account.lastPathComponent
        let backendName = account.deletingLastPathComponent().lastPathComponent
        for part in [name, backendName] {
            #expect(!part.isEmpty && !part.hasPrefix(".") && !part.contains("/") && !part.contains("\u{0}"))
            #expect(part.utf8.count <= 120)
            #expect(part.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 })
        }
        #expect(account.deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL == base)
        #expect(account.standardizedFileURL.path.hasPrefix(base.path + "/"))
    }

    @Test("long ids that share a beginning get folders of their own")
    func longIdsStayApart() {
        let long = String(repeating: "x", count: 300)
        let one = config.accountDirectory(userId: long, backendIdentity: "embedded#1")
        let two = config.accountDirectory(userId: long + "y", backendIdentity: "embedded#1")
        #expect(one != two)
        let percent = config.accountDirectory(userId: "%2E%2E", backendIdentity: "embedded#1")
        let dots = config.accountDirectory(userId: "..", backendIdentity: "embedded#1")
        #expect(percent != dots, "an id spelled like another's encoding is still another folder")
    }
}
