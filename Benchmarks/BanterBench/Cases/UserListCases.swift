import BanterUIKit

/// The member list of a group channel with 100,000 members: opening it (from the key to the
/// first frame encoded for the terminal, the first page asked of the service in between),
/// the memory opening it adds, and one page down through it (more members load near the
/// end). The service has no latency, so only the work is timed.
enum UserListCases {
    static let all = [open, memory, pageDown]

    /// Opening the member list, given the channel the settings have loaded, to its first
    /// frame with the first page of members.
    static let open = BenchmarkCase("user-list.open.100k", unit: .milliseconds, target: 20) {
        let fixture = MainActor.assumeIsolated { MemberListFixture.shared }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.closeList() } }) {
            MainActor.assumeIsolated { fixture.openList() }
        }
    }

    /// The resident memory opening the member list adds (ten times over, each closed before
    /// the next, so what stays counts too).
    static let memory = BenchmarkCase("user-list.memory.100k", unit: .megabytes, target: 50) {
        let growth = MainActor.assumeIsolated { MemberListFixture.shared.openingGrowth }
        return BenchmarkWorkload { growth }
    }

    /// One PgDn in the open member list, to the encoded frame; the members load a page at a
    /// time as the end comes near. A list paged to its last member is opened afresh (untimed),
    /// so every PgDn timed moves through members, as in a list being read.
    static let pageDown = BenchmarkCase("user-list.pageDown.100k", unit: .microseconds, target: 300) {
        let fixture = MainActor.assumeIsolated { MemberListFixture.shared }
        MainActor.assumeIsolated {
            fixture.closeList()
            _ = fixture.openList()
        }
        return BenchmarkWorkload(setUp: {
            MainActor.assumeIsolated {
                guard fixture.isAtTheEnd else { return }
                fixture.closeList()
                _ = fixture.openList()
            }
        }) { MainActor.assumeIsolated { fixture.pressPageDown() } }
    }
}

/// A zero-latency service with 100,000 people besides the current user, all in one group
/// channel the current user operates, loaded by the client as the settings screen loads it;
/// a 120x40 window showing a placeholder screen to push the member list on.
@MainActor
private final class MemberListFixture {
    static let shared = MemberListFixture()

    private static let firstNames = [
        "Aarav", "Ada", "Amara", "Ana", "Astrid", "Bo", "Carlos", "Chen", "Dara", "Elif", "Emma", "Farah", "Grace", "Hana",
        "Ines", "Ivan", "Jonas", "Kofi", "Lea", "Leila", "Luca", "Maria", "Marco", "Mei", "Nia", "Noah", "Olena", "Omar",
        "Priya", "Quinn", "Rosa", "Sofia", "Søren", "Tariq", "Uma", "Vera", "Wei", "Yuki", "Zofia", "Çağla",
    ]
    private static let lastNames = [
        "Haddad", "Halvorsen", "Kovalenko", "Müller", "Nwosu", "Reddy", "Rossi", "Ruiz", "Saleh", "Sharma", "Smith",
        "Tanaka", "Wójcik", "Yılmaz", "Dubois", "García", "Nørgaard", "Öztürk", "Le", "Demir",
    ]

    let scheduler = ManualScheduler()
    let window: Window
    let channel: GroupChannel
    private let navigation: NavigationController
    private let home = ViewController()
    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?
    private(set) var list: UserListViewController?
    private(set) var openingGrowth = 0

    private init() {
        let server = ChatServer(scheduler: scheduler, configuration: .immediate)
        var random = SplitMix64(seed: 14)
        try! server.createUser(id: "me", nickname: "Me")
        var ids: [String] = []
        ids.reserveCapacity(100_000)
        for index in 0..<100_000 {
            let first = Self.firstNames[random.index(below: Self.firstNames.count)]
            let last = Self.lastNames[random.index(below: Self.lastNames.count)]
            let id = "user\(100_000 + index)"
            try! server.createUser(id: id, nickname: "\(first) \(last)")
            ids.append(id)
        }
        var params = GroupChannelCreateParams(userIds: ids, name: "Everyone")
        params.isSuper = true
        params.operatorUserIds = ["me"]
        let url = try! server.createGroupChannel(params, creatorId: "me")
        let client = ChatClient(server: server)
        BanterUIKit.initialize(client: client)
        client.connect(userId: "me") { _ in }
        scheduler.runDue()
        var loaded: GroupChannel?
        client.getGroupChannel(url: url) { loaded = try? $0.get() }
        scheduler.runDue()
        channel = loaded!
        precondition(channel.memberCount == 100_001, "the channel has \(channel.memberCount) members")
        window = Window(size: Size(width: 120, height: 40), scheduler: scheduler)
        navigation = NavigationController(rootViewController: home)
        window.setRootViewController(navigation)
        scheduler.runDue()
        previous = window.render().canvas
        // Warm up once, then measure what ten openings leave and take.
        _ = openList()
        closeList()
        let before = ResidentMemory.bytes()
        var peak = before
        for _ in 0..<10 {
            _ = openList()
            peak = max(peak, ResidentMemory.bytes())
            closeList()
        }
        openingGrowth = peak - before
    }

    /// Opens the member list and draws its first frame; returns the bytes written.
    func openList() -> Int {
        let list = UserListViewController(channel: channel, userListType: .members)
        self.list = list
        navigation.pushViewController(list)
        scheduler.runDue()
        let frame = window.render()
        precondition(list.userList.count >= 20, "the first page did not show")
        let bytes = encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
        return bytes.count
    }

    /// Goes back to the placeholder screen, the list released.
    func closeList() {
        guard list != nil else { return }
        navigation.popToRootViewController()
        scheduler.runDue()
        previous = window.render().canvas
        list = nil
    }

    /// Whether the open list shows its last member, with none left to load.
    var isAtTheEnd: Bool {
        guard let list, let selected = list.listComponent?.tableView.selectedIndexPath else { return false }
        return list.viewModel?.hasNext == false && selected.row >= list.userList.count - 40
    }

    /// Presses PgDn, lets a page load if one was asked for, and draws the frame.
    func pressPageDown() -> Int {
        window.handle(.key(KeyEvent(.pageDown)))
        scheduler.runDue()
        let frame = window.render()
        scheduler.runDue()
        let bytes = encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
        precondition(bytes.count > 0 || isAtTheEnd, "a page down that changed nothing")
        return bytes.count
    }
}
