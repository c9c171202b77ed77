import Testing
import BanterUIKit

@Suite("The BanterUIKit entry point")
@MainActor
struct EntryPointTests {
    @Test func theConfigIsTheSharedConfiguration() {
        BanterUIKit.config.groupChannel.channel.replyType = .thread
        defer { BanterUIKit.config.reset() }
        #expect(UIKitConfiguration.shared.groupChannel.channel.replyType == .thread)
    }

    @Test func connectingBeforeInitialisingSays800101() {
        var result: Result<User, ChatError>?
        if BanterUIKit.client == nil {
            BanterUIKit.connect(userId: "me") { result = $0 }
            if case .failure(let error) = result { #expect(error.code == .connectionRequired) } else { Issue.record("expected 800101") }
        }
    }
}
