import Testing
import BanterCanvas
import BanterChatSDK
import BanterViews
import BanterUIKitCore

@Suite("Mentions: the filter, the token rules, the template and the bubble's styling")
@MainActor
struct MentionTextTests {
    let alice = User(userId: "alice", nickname: "Alice")
    let ann = User(userId: "ann", nickname: "Ann")
    let annLee = User(userId: "ann.lee", nickname: "Ann Lee")
    let elodie = User(userId: "elodie", nickname: "Élodie")
    let bob = User(userId: "bob", nickname: "Bob")

    var everyone: [User] { [alice, ann, annLee, elodie, bob] }

    @Test func theFilterMatchesNicknamePrefixesIgnoringCaseAndAccents() {
        let index = MentionIndex(users: everyone)
        #expect(index.users(withPrefix: "a", limit: 10).map(\.userId) == ["alice", "ann", "ann.lee"])
        #expect(index.users(withPrefix: "AN", limit: 10).map(\.userId) == ["ann", "ann.lee"])
        #expect(index.users(withPrefix: "elo", limit: 10).map(\.userId) == ["elodie"])
        #expect(index.users(withPrefix: "Ann L", limit: 10).map(\.userId) == ["ann.lee"])
        #expect(index.users(withPrefix: "", limit: 2).count == 2)
        #expect(index.users(withPrefix: "a", limit: 10, excluding: "alice").map(\.userId) == ["ann", "ann.lee"])
        #expect(index.users(withPrefix: "z", limit: 10).isEmpty)
        #expect(index.users(withPrefix: "a", limit: 0).isEmpty)
    }

    @Test func theFilterIsFastEnoughOnTenThousandPeople() {
        let users = (0..<10_000).map { User(userId: "u\($0)", nickname: "Person \($0)") }
        let index = MentionIndex(users: users)
        #expect(index.users(withPrefix: "person 99", limit: 15).count == 15)
        #expect(index.users(withPrefix: "person 999", limit: 15).count == 11)
        #expect(index.user(named: "PERSON 4242")?.userId == "u4242")
    }

    @Test func aPickedNameOrATypedFullNicknameIsAToken() {
        let index = MentionIndex(users: everyone)
        let text = Array("hi @Ann Lee and @bob, not @Bobby or me@Alice")
        let tokens = MentionText.tokens(in: text, picked: [], index: index, trigger: "@", limit: 10)
        #expect(tokens.map(\.user.userId) == ["ann.lee", "bob"])
        #expect(tokens.map { String(text[$0.range]) } == ["@Ann Lee", "@bob"])
        let picked = MentionText.tokens(in: Array("@Ann Lee"), picked: [ann], index: nil, trigger: "@", limit: 10)
        #expect(picked.map(\.user.userId) == ["ann"])
    }

    @Test func tokensSurviveLineBreaksAndRespectTheLimit() {
        let index = MentionIndex(users: everyone)
        let text = Array("@Alice\n@Bob @Alice @Ann")
        let tokens = MentionText.tokens(in: text, picked: [], index: index, trigger: "@", limit: 2)
        #expect(tokens.map(\.user.userId) == ["alice", "bob", "alice"])
        #expect(MentionText.tokens(in: Array("#Alice"), picked: [], index: index, trigger: "#", limit: 5).count == 1)
    }

    @Test func theTemplateWritesEachTokenAsTheUserId() {
        let text = Array("hey @Alice and @Bob!")
        let tokens = MentionText.tokens(in: text, picked: [alice, bob], index: nil, trigger: "@", limit: 10)
        #expect(MentionText.template(for: text, tokens: tokens) == "hey @{alice} and @{bob}!")
    }

    @Test func aBubbleLineStylesMentionsAndTheCurrentUsersMoreStrongly() {
        let base = TextStyle(foreground: .brightWhite)
        let mention = TextStyle(foreground: .blue, attributes: .bold)
        let me = TextStyle(foreground: .black, background: .blue, attributes: .bold)
        let line = MentionText.styling(StyledText("ping @Alice and @Bob", style: base), mentionedUsers: [alice, bob],
                                       currentUserId: "bob", mention: mention, mentionedCurrentUser: me)
        #expect(line.runs.map(\.text) == ["ping ", "@Alice", " and ", "@Bob"])
        #expect(line.runs[1].style == mention.layered(over: base))
        #expect(line.runs[3].style == me.layered(over: base))
        let untouched = StyledText("no one here", style: base)
        #expect(MentionText.styling(untouched, mentionedUsers: [alice], currentUserId: nil, mention: mention, mentionedCurrentUser: me) == untouched)
    }

    @Test func receivedMentionsAreFoundAsWrittenLongestNameFirst() {
        let found = MentionText.ranges(in: "@Ann Lee, @Ann: see @Annabel", mentionedUsers: [ann, annLee])
        #expect(found.map(\.user.userId) == ["ann.lee", "ann"])
        #expect(found.map(\.range) == [0..<8, 10..<14])
        let pill = MentionText.ranges(in: "Alice: can you look?", mentionedUsers: [alice])
        #expect(pill.map(\.range) == [0..<5])
        #expect(MentionText.ranges(in: "Malice aforethought", mentionedUsers: [alice]).isEmpty)
    }
}
