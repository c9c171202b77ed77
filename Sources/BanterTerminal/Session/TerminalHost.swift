import BanterCanvas
import Dispatch
import Glibc

/// What a host shows in one frame: the canvas, the regions that scrolled since the last
/// frame, where the caret is (`nil` hides the cursor), and text copied since the last frame.
public struct TerminalFrame: Sendable {
    /// Every cell of the screen.
    public var canvas: Canvas
    /// Regions whose rows moved as a block since the last frame (see `ScrollHint`).
    public var scrolls: [ScrollHint]
    /// Where to show the cursor, or `nil` to hide it.
    public var cursor: Point?
    /// Text to put on the system clipboard with this frame (see `ClipboardSequence`).
    public var clipboard: String?
    /// Bells and desktop notifications to send with this frame, in order.
    public var notifications: [TerminalNotification] = []

    /// A frame showing `canvas`.
    public init(canvas: Canvas, scrolls: [ScrollHint] = [], cursor: Point? = nil, clipboard: String? = nil) {
        self.canvas = canvas
        self.scrolls = scrolls
        self.cursor = cursor
        self.clipboard = clipboard
    }
}

/// What a `TerminalHost` asks of the app it runs: to handle events, and to draw.
@MainActor
public protocol TerminalHostDelegate: AnyObject {
    /// Bytes arrived from the terminal; the events decoded from them follow. For tools that
    /// show raw input, like `banter-keys`.
    func host(_ host: TerminalHost, didRead bytes: [UInt8])
    /// A key, paste, mouse, focus or resize event arrived. Call `host.requestFrame()` when
    /// it changed what is shown.
    func host(_ host: TerminalHost, didReceive event: InputEvent)
    /// The frame to show now, at the terminal's current size.
    func frame(for host: TerminalHost, size: Size) -> TerminalFrame
    /// The process is about to exit: after `exit(status:)`, or on SIGINT, SIGTERM or
    /// SIGHUP (`signal` says which). The terminal is still in full-screen mode.
    func hostWillExit(_ host: TerminalHost, signal: Int32?)
}

extension TerminalHostDelegate {
    /// Does nothing.
    public func host(_ host: TerminalHost, didRead bytes: [UInt8]) {}

    /// Does nothing.
    public func hostWillExit(_ host: TerminalHost, signal: Int32?) {}
}

/// Runs an app on a real terminal, on Dispatch main-queue sources: a read source for the
/// input, signal sources (SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT) and one-shot
/// timers, ended by `dispatchMain()`, so `@MainActor` code, async code included, runs
/// inside it.
///
/// Frames are drawn only when requested, and requests are coalesced to at most 60 frames a
/// second (`FramePacer`). With nothing happening nothing runs: no polling, no idle ticker.
/// A lone Esc is told apart from the start of a sequence by `escapeTimeout`.
@MainActor
public final class TerminalHost {
    /// The terminal the host runs on.
    public let session: TerminalSession
    /// The app.
    public weak var delegate: TerminalHostDelegate?
    /// How long input that may begin an escape sequence waits for the rest of it.
    public var escapeTimeout: Duration = .milliseconds(30)
    /// The terminal's size in cells, updated on SIGWINCH.
    public private(set) var size: Size

    private var decoder = InputDecoder()
    private var pacer = FramePacer()
    private var sources: [any DispatchSourceProtocol] = []
    private var escapeTimer: DispatchWorkItem?
    private let clock = ContinuousClock()

    /// A host for `session`, which it starts in `run()`.
    public init(session: TerminalSession) {
        self.session = session
        self.size = session.size()
    }

    /// Starts the session, draws the first frame and runs the main queue for ever.
    ///
    /// - Throws: `TerminalError` when the terminal cannot enter raw mode; nothing has
    ///   changed on it then.
    public func run() throws(TerminalError) -> Never {
        try session.start()
        size = session.size()
        installSources()
        requestFrame()
        dispatchMain()
    }

    /// Asks for a frame; several requests before it is drawn give one frame.
    public func requestFrame() {
        guard let delay = pacer.request(at: clock.now) else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.interval(delay)) { [weak self] in
            MainActor.assumeIsolated { self?.drawFrame() }
        }
    }

    /// Restores the terminal and ends the process with `status`.
    public func exit(status: Int32 = 0) -> Never {
        delegate?.hostWillExit(self, signal: nil)
        session.stop()
        Glibc.exit(status)
    }

    /// Suspends the process as Ctrl-Z does in a shell (the session turns Ctrl-Z into a key,
    /// so the app decides), and redraws when it is continued.
    public func suspend() {
        session.suspend()
        size = session.size()
        requestFrame()
    }

    private func drawFrame() {
        pacer.didDraw(at: clock.now)
        guard let delegate else { return }
        let frame = delegate.frame(for: self, size: size)
        session.render(frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        if let text = frame.clipboard { session.copyToClipboard(text) }
        for notification in frame.notifications { session.notify(notification) }
    }

    // MARK: - Sources

    /// Handlers for the signals the host reacts to, run on the main actor.
    private var signalActions: [Int32: @MainActor (TerminalHost) -> Void] = [:]

    private func installSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: session.input, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        add(input)

        for signal in [SIGINT, SIGTERM, SIGHUP] {
            signalActions[signal] = { host in
                host.delegate?.hostWillExit(host, signal: signal)
                host.session.stop()
                Glibc.exit(128 + signal)
            }
        }
        signalActions[SIGWINCH] = { host in
            let size = host.session.size()
            guard size != host.size else { return }
            host.size = size
            host.deliver([.resize(size)])
            host.requestFrame()
        }
        signalActions[SIGTSTP] = { host in host.suspend() }
        signalActions[SIGCONT] = { host in
            host.session.resume()
            host.size = host.session.size()
            host.requestFrame()
        }

        // Signals arrive through a pipe: the handler, installed here before the first frame,
        // writes the signal's number, and the main queue reads it. Dispatch's own signal
        // sources register asynchronously, so a signal sent right after start-up could be
        // lost with them.
        guard let readEnd = SignalPipe.install(for: Array(signalActions.keys)) else { return }
        let signals = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .main)
        signals.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readSignals(from: readEnd) }
        }
        add(signals)
    }

    private func readSignals(from descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        for byte in buffer[..<count] {
            signalActions[Int32(byte)]?(self)
        }
    }

    private func add(_ source: any DispatchSourceProtocol) {
        sources.append(source)
        source.activate()
    }

    // MARK: - Input

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(session.input, $0.baseAddress, $0.count) }
        if count == 0 { exit(status: 0) }  // The terminal hung up.
        guard count > 0 else { return }
        escapeTimer?.cancel()
        let bytes = Array(buffer[..<count])
        delegate?.host(self, didRead: bytes)
        deliver(decoder.decode(bytes))
        guard decoder.hasPendingInput else { return }
        let timer = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.deliver(self.decoder.flushPending())
            }
        }
        escapeTimer = timer
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.interval(escapeTimeout), execute: timer)
    }

    private func deliver(_ events: [InputEvent]) {
        guard let delegate else { return }
        for event in events { delegate.host(self, didReceive: event) }
    }

    private static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
