import BanterUIKit

/// The search screen over the shared million-message channel, 120x40, with the words of a
/// search typed and taken back a key at a time.
@MainActor
final class SearchScreenFixture {
    static let size = Size(width: 120, height: 40)
    private static let keys: [KeyEvent] = {
        let back = KeyEvent(.backspace)
        var keys: [KeyEvent] = []
        for word in ["release", "deploy", "meeting"] {
            keys += word.map { KeyEvent(.character($0)) }
            keys += Array(repeating: back, count: word.count - 2)
            keys += Array(repeating: back, count: 2)
        }
        return keys
    }()

    private let fixture = MillionFixture.shared
    private let window: Window
    private let search: MessageSearchViewController
    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?
    private var next = 0

    init() {
        Theme.set(colorScheme: .light)
        BanterUIKit.initialize(client: fixture.client)
        window = Window(size: Self.size, scheduler: fixture.scheduler)
        search = ViewControllerSet.messageSearchViewController.init(channelURL: nil, params: nil)
        window.setRootViewController(NavigationController(rootViewController: search))
        fixture.scheduler.runDue()
        encodeFrame()
    }

    /// Types the next key, lets the pause pass and the search answer, and encodes the frame;
    /// returns how many results show.
    func typeNextKey() -> Int {
        window.handle(.key(Self.keys[next % Self.keys.count]))
        next += 1
        fixture.scheduler.advance(by: search.viewModel?.searchDelay ?? .zero)
        fixture.scheduler.runDue()
        encodeFrame()
        return search.searchResultList.count
    }

    /// The screen as text, for checking it shows results.
    var screenText: String { window.render().canvas.plainText() }

    private func encodeFrame() {
        let frame = window.render()
        _ = encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
    }
}
