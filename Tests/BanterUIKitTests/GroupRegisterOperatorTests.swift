import BanterTesting
import Testing
import BanterUIKit

// What the group and open register-operator screens share is in RegisterOperatorTests, run
// for both channel types; here is what only a group channel's screen does.

@Suite("The register-operator screen", .serialized)
@MainActor
struct GroupRegisterOperatorTests {
    @Test func theOperatorsListsAddOffersNonOperatorsAndPromotingComesBackWithThem() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let operators = fixture.openUserList(.operators)
        #expect(operators.userList.map(\.userId) == ["me"])
        fixture.screen.press(.tab, .tab, .enter)                       // back, then Add
        fixture.screen.advance(by: .seconds(1))
        let register = try #require(fixture.navigation.topViewController as? RegisterOperatorViewController)
        #expect(register.userList.map(\.userId) == ["alice", "bob"])
        #expect(fixture.rows[0].contains("Set as operators") && fixture.rows[0].hasSuffix("Add "))
        fixture.screen.press(.down)
        fixture.screen.press(.enter)
        #expect(fixture.rows[0].hasSuffix("Add (1) "))
        fixture.screen.press(KeyEvent(.character("d"), modifiers: .control))
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.navigation.topViewController === operators)
        #expect(operators.userList.map(\.userId) == ["bob", "me"])
        #expect(fixture.row("Bob")?.contains("★ Operator") == true)
    }

    @Test func typingFiltersTheMembers() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let register = RegisterOperatorViewController(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(register)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.type("bo")
        fixture.screen.advance(by: .seconds(1))
        #expect(register.userList.map(\.userId) == ["bob"])
    }
}
