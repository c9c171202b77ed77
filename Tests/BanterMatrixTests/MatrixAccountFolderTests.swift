import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// A Matrix account's local copy is found again whatever the spelling of its homeserver's
/// address or of its user id: one folder per account, not per spelling.
@Suite("Matrix account folder")
@MainActor
struct MatrixAccountFolderTests {
    let params = InitParams(
        isLocalCachingEnabled: true,
        localCacheConfig: LocalCacheConfig(directory: URL(fileURLWithPath: "/tmp/banter-matrix-folder-test", isDirectory: true)))

    @Test("spellings of the address and of the user id share one folder; another user or server does not")
    func oneFolderPerAccount() throws {
        let plain = ChatClient(homeserver: try #require(URL(string: "https://matrix.example.org")), params: params)
        let loud = ChatClient(homeserver: try #require(URL(string: "HTTPS://Matrix.Example.ORG:443/")), params: params)
        #expect(plain.backendIdentity == "https://matrix.example.org")
        #expect(loud.backendIdentity == plain.backendIdentity)
        #expect(loud.accountFolder(of: "@Alice:Example.ORG") == plain.accountFolder(of: "@alice:example.org"))
        #expect(plain.accountFolder(of: "@bob:example.org") != plain.accountFolder(of: "@alice:example.org"))
        let other = ChatClient(homeserver: try #require(URL(string: "https://matrix.example.org:8448")), params: params)
        #expect(other.accountFolder(of: "@alice:example.org") != plain.accountFolder(of: "@alice:example.org"))
    }
}
