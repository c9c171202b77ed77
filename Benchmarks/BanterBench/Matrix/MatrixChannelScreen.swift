import BanterUIKit
import Foundation

/// A group channel screen (or the group channel list) of a client of the homeserver, in a
/// headless 120x40 window on real time, drawn and encoded only when the window asks for a
/// frame, as the terminal host does (without its frame pacing).
@MainActor
final class MatrixChannelScreen {
    static let size = Size(width: 120, height: 40)

    let window: Window
    private let controller: ViewController
    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?
    private var needsFrame = true

    /// Opens the screen of `channelURL` for `client`, made the kit's client.
    convenience init(client: ChatClient, channelURL: String) {
        self.init(client: client) { ViewControllerSet.groupChannelViewController.init(channelURL: channelURL) }
    }

    /// Opens the group channel list for `client`, made the kit's client.
    static func channelList(client: ChatClient) -> MatrixChannelScreen {
        MatrixChannelScreen(client: client) { ViewControllerSet.groupChannelListViewController.init() }
    }

    private init(client: ChatClient, makeController: () -> ViewController) {
        Theme.set(colorScheme: .light)
        BanterUIKit.initialize(client: client)
        window = Window(size: Self.size, scheduler: DispatchScheduler())
        controller = makeController()
        window.onNeedsFrame = { [weak self] in self?.needsFrame = true }
        window.setRootViewController(NavigationController(rootViewController: controller))
    }

    /// Draws and encodes a frame if the window asked for one since the last, and returns
    /// its text; nil when there was nothing to draw.
    func frameIfNeeded() -> String? {
        guard needsFrame else { return nil }
        needsFrame = false
        let frame = window.render()
        blackHole(encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor).count)
        previous = frame.canvas
        return frame.canvas.plainText()
    }

    /// What became of waiting for a text on the screen.
    enum Outcome {
        case shown
        /// The screen says it could not load the channel; its words.
        case failed(String)
    }

    /// Runs the main run loop, drawing frames as asked, until one shows `text` or says the
    /// channel could not be loaded.
    func wait(toShow text: String, within limit: Duration = .seconds(60)) -> Outcome {
        var outcome: Outcome?
        MatrixBench.wait(until: "the screen shows \"\(text)\"", within: limit) {
            if let frame = frameIfNeeded() {
                if frame.contains(text) {
                    outcome = .shown
                } else if let line = frame.split(separator: "\n").first(where: { $0.contains("Couldn't load") }) {
                    outcome = .failed(line.trimmingCharacters(in: .whitespaces))
                }
            }
            return outcome != nil
        }
        return outcome!
    }
}
