import Testing
@testable import BanterChatSDK

/// The user directory answers every page exactly as filtering and sorting every user would:
/// by id after a cursor, with a filter matched as `NicknameFilter` does (the start of the
/// nickname, of any word of it, or of the id, ignoring case), on both of its paths (sorting
/// the few matches, walking the ids for many), before and after users change.
@Suite("User directory")
@MainActor
struct UserDirectoryTests {
    /// What a page must be: every user after `cursor` the filter finds, in id order.
    private func expected(_ users: [String: String], prefix: String?, after cursor: String?, limit: Int) -> (ids: [String], hasNext: Bool) {
        let all = users.filter { id, nickname in
            (cursor.map { id > $0 } ?? true) && NicknameFilter.matches(nickname: nickname, userId: id, filter: prefix ?? "")
        }
            .keys.sorted()
        return (Array(all.prefix(limit)), all.count > limit)
    }

    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyPageIsWhatAFullScanGives(seed: UInt64) {
        var random = Generator(state: seed)
        let names = ["Ana", "anna", "Ánh", "Bo", "bob", "Zoë", "zoe", "Émile", "e\u{301}mile", "Léa", "Lea", "李雷", "Олена", "Oleg", "M", "Mae"]
        var users: [String: String] = [:]
        let directory = UserDirectory()
        func set(_ id: String, _ nickname: String) {
            users[id] = nickname
            directory.noteUser(UserRecord(userId: id, nickname: nickname, profileURL: nil))
        }
        // Many at once (one sort), then a few at a time (in place), then renames.
        for index in 0..<3_000 { set("u\(random.next() % 100_000)-\(index)", names.randomElement(using: &random)! + " \(index % 7)") }
        let prefixes: [String?] = [nil, "", "a", "AN", "ann", "á", "b", "bob", "zo", "zoë", "e", "é", "l", "le", "léa", "李", "о", "m", "mae ", "x", "mae 3", "3", "u1", "U12", "mile", "рь", "na"]
        func checkAll() {
            for prefix in prefixes {
                for limit in [1, 5, 20, 100] {
                    var cursor: String?
                    var pages = 0
                    repeat {
                        let page = directory.page(nicknamePrefix: prefix, after: cursor, limit: limit)
                        let want = expected(users, prefix: prefix, after: cursor, limit: limit)
                        #expect(page.ids == want.ids && page.hasNext == want.hasNext, "prefix \(prefix ?? "nil") limit \(limit) after \(cursor ?? "nil")")
                        guard page.ids == want.ids, page.hasNext, let last = page.ids.last else { break }
                        cursor = last
                        pages += 1
                    } while pages < 4
                }
            }
        }
        checkAll()
        // Fewer changes than the bound for a full sort: put in place one by one.
        for index in 0..<25 { set("new\(index)", names.randomElement(using: &random)!) }
        for id in users.keys.sorted().prefix(25) { set(id, names.randomElement(using: &random)! + "x") }
        checkAll()
        for id in users.keys.sorted().suffix(500) { set(id, names.randomElement(using: &random)! + "y") }
        checkAll()
        // A cursor that is no user's id still pages from where it falls.
        let page = directory.page(nicknamePrefix: "a", after: "u5", limit: 10)
        #expect(page.ids == expected(users, prefix: "a", after: "u5", limit: 10).ids)
    }

    @Test func aQueryPagesThroughTheServiceWithAPrefixAndUsersAddedBetweenPages() throws {
        let harness = ChatTestHarness(configuration: .immediate)
        for index in 0..<250 { try harness.server.createUser(id: "p\(1000 + index)", nickname: index % 3 == 0 ? "Sam \(index)" : "Kim \(index)") }
        let client = try harness.connect("p1000")
        let query = client.createApplicationUserListQuery()
        query.limit = 30
        query.nicknameStartsWithFilter = "SAM"
        var seen: [String] = []
        while query.hasNext {
            let page = try harness.run { query.loadNextPage(completion: $0) }.get()
            seen += page.map(\.userId)
            if seen.count == 30 { try harness.server.createUser(id: "p9999", nickname: "sammy") }
        }
        let sams = (0..<250).filter { $0 % 3 == 0 }.map { "p\(1000 + $0)" } + ["p9999"]
        #expect(seen == sams)
    }

    @Test func aFilterFindsTheStartOfAnyWordOfTheNicknameAndOfTheId() {
        let directory = UserDirectory()
        for (id, nickname) in [("luca.rossi", "Luca Rossi"), ("lucia", "Lucia Ruiz"), ("mj", "Mary-Jane O'Neil"), ("zed", "Zed")] {
            directory.noteUser(UserRecord(userId: id, nickname: nickname, profileURL: nil))
        }
        func ids(_ filter: String) -> [String] { directory.page(nicknamePrefix: filter, after: nil, limit: 20).ids }
        #expect(ids("Luca R") == ["luca.rossi"])
        #expect(ids("ross") == ["luca.rossi"])
        #expect(ids("r") == ["luca.rossi", "lucia"])
        #expect(ids("jane") == ["mj"])
        #expect(ids("neil") == ["mj"])
        #expect(ids("luca.") == ["luca.rossi"])
        #expect(ids("uca").isEmpty)
        #expect(ids("ossi").isEmpty)
        // A rename leaves the old words behind.
        directory.noteUser(UserRecord(userId: "luca.rossi", nickname: "Luca Bianchi", profileURL: nil))
        #expect(ids("ross").isEmpty)
        #expect(ids("bian") == ["luca.rossi"])
    }
}
