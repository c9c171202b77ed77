import BanterUIKit

/// The "new channel" screen's name filter over 100,000 people: one keystroke, from the key
/// to the redrawn frame encoded for the terminal, with the service's answer (a new query
/// with the typed text, found at the start of any word of a name or of a user id, through
/// the service's index of word starts) in between. The service has no latency, so only the work is
/// timed: the list narrowed at once, the request, the server's page, the list reloaded,
/// layout, drawing and encoding.
enum SelectUserCases {
    static let all = [filterKeystroke]

    static let filterKeystroke = BenchmarkCase("select-user.filter.100k", unit: .milliseconds, target: 2) {
        let fixture = MainActor.assumeIsolated { FilterFixture() }
        return BenchmarkWorkload { MainActor.assumeIsolated { fixture.typeNextKey() } }
    }
}

/// A zero-latency service with 100,000 people besides the current user, and the "new
/// channel" screen open on a 120x40 window with its first page shown.
@MainActor
private final class FilterFixture {
    private static let firstNames = [
        "Aarav", "Ada", "Amara", "Ana", "Astrid", "Bo", "Carlos", "Chen", "Dara", "Elif", "Emma", "Farah", "Grace", "Hana",
        "Ines", "Ivan", "Jonas", "Kofi", "Lea", "Leila", "Luca", "Maria", "Marco", "Mei", "Nia", "Noah", "Olena", "Omar",
        "Priya", "Quinn", "Rosa", "Sofia", "Søren", "Tariq", "Uma", "Vera", "Wei", "Yuki", "Zofia", "Çağla",
    ]
    private static let lastNames = [
        "Haddad", "Halvorsen", "Kovalenko", "Müller", "Nwosu", "Reddy", "Rossi", "Ruiz", "Saleh", "Sharma", "Smith",
        "Tanaka", "Wójcik", "Yılmaz", "Dubois", "García", "Nørgaard", "Öztürk", "Le", "Demir",
    ]
    /// A name built up and taken back, then another, and so on: each a keystroke.
    private static let keys: [KeyEvent] = {
        let back = KeyEvent(.backspace)
        var keys: [KeyEvent] = []
        for name in ["mar", "sof", "le", "zq", "ç"] {
            keys += name.map { KeyEvent(.character($0)) }
            keys += Array(repeating: back, count: name.count)
        }
        return keys
    }()

    let scheduler = ManualScheduler()
    let window: Window
    let controller: CreateChannelViewController
    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?
    private var next = 0

    init() {
        let server = ChatServer(scheduler: scheduler, configuration: .immediate)
        var random = SplitMix64(seed: 14)
        try! server.createUser(id: "me", nickname: "Me")
        for index in 0..<100_000 {
            let first = Self.firstNames[random.index(below: Self.firstNames.count)]
            let last = Self.lastNames[random.index(below: Self.lastNames.count)]
            try! server.createUser(id: "user\(100_000 + index)", nickname: "\(first) \(last)")
        }
        let client = ChatClient(server: server)
        BanterUIKit.initialize(client: client)
        client.connect(userId: "me") { _ in }
        scheduler.runDue()
        window = Window(size: Size(width: 120, height: 40), scheduler: scheduler)
        controller = CreateChannelViewController()
        window.setRootViewController(NavigationController(rootViewController: controller))
        scheduler.runDue()
        previous = window.render().canvas
        scheduler.runDue()
        previous = window.render().canvas
        precondition(controller.userList.count >= 20, "the first page did not show")
    }

    /// Types the next key of the cycle, lets the service answer, and draws and encodes the
    /// frame; returns the bytes written.
    func typeNextKey() -> Int {
        let key = Self.keys[next % Self.keys.count]
        next += 1
        window.handle(.key(key))
        scheduler.runDue()
        // The service has answered (drawing may then ask for the next page).
        let prefix = controller.listComponent?.filterText.lowercased() ?? ""
        precondition(controller.viewModel?.isLoading == false && (!controller.userList.isEmpty || prefix == "zq"), "no answer for \(prefix)")
        precondition(controller.userList.allSatisfy { NicknameFilter.matches(nickname: $0.nickname, userId: $0.userId, filter: prefix) },
                     "the list does not match \(prefix)")
        let frame = window.render()
        let bytes = encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
        return bytes.count
    }
}
