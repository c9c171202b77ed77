import Testing
import BanterUIKit
@testable import banter_bench

@Suite("The chat-screen-v1 screen", .serialized)
@MainActor
struct ChatScreenFixtureTests {
    @Test func dump() {
        let fixture = ChatScreenFixture(messages: 1000)
        _ = fixture.openScreen()
        print(fixture.screenText)
        for _ in 0..<4 { print("bytes", fixture.receiveNext()) }
        print(fixture.screenText)
    }
}
