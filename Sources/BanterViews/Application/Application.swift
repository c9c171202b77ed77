import BanterCanvas
import BanterTerminal
import Glibc

/// Runs a window on the terminal: the bridge between `Window` (headless) and
/// `TerminalHost` (the terminal and its run loop).
///
/// Keys go to the window's focused responder, mouse events to the view hit, resizes to the
/// window's size; a frame is drawn whenever something asks for one, at most 60 a second.
/// Ctrl-C quits and Ctrl-Z suspends, unless the app handles them first.
@MainActor
public final class Application: TerminalHostDelegate {
    /// The window on the terminal.
    public let window: Window
    /// The terminal host running it.
    public let host: TerminalHost

    private let willTerminate: (@MainActor () -> Void)?

    private init(window: Window, host: TerminalHost, willTerminate: (@MainActor () -> Void)?) {
        self.window = window
        self.host = host
        self.willTerminate = willTerminate
    }

    /// Shows `rootViewController` full-screen on the terminal and runs until the app exits.
    ///
    /// `willTerminate` runs once as the process ends, whichever way (Ctrl-C, `quit`,
    /// SIGTERM, SIGHUP, the terminal hanging up), while the terminal is still full-screen:
    /// the place to save and close what the app holds open. When the terminal cannot run
    /// the app (`TerminalSession.unusableReason()`), it prints why, after the program's name,
    /// to standard error and exits with status 1, having drawn nothing.
    public static func run(rootViewController: ViewController,
                           session: TerminalSession = TerminalSession(),
                           interfaceStyle: TraitCollection.InterfaceStyle = .dark,
                           willTerminate: (@MainActor () -> Void)? = nil) -> Never {
        let host = TerminalHost(session: session)
        let window = Window(size: host.size, scheduler: DispatchScheduler(), traitCollection: TraitCollection(userInterfaceStyle: interfaceStyle))
        let application = Application(window: window, host: host, willTerminate: willTerminate)
        current = application
        host.delegate = application
        window.onNeedsFrame = { [weak host] in host?.requestFrame() }
        window.setRootViewController(rootViewController)
        do {
            try host.run()
        } catch {
            FileDiagnostics.write("\(programName): \(error)\n")
            exit(1)
        }
    }

    /// The running program's name, which its messages on standard error begin with.
    public static var programName: String {
        let path = CommandLine.arguments.first ?? "banter"
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The application running, if any.
    public private(set) static var current: Application?

    /// Restores the terminal and ends the process.
    public func quit(status: Int32 = 0) -> Never {
        host.exit(status: status)
    }

    // MARK: TerminalHostDelegate

    public func host(_ host: TerminalHost, didReceive event: InputEvent) {
        if !window.handle(event), case .key(let key) = event, key.modifiers == .control {
            if key.key == .character("c") { quit() }
            if key.key == .character("z") { host.suspend() }
        }
        if window.needsFrame { host.requestFrame() }
    }

    public func hostWillExit(_ host: TerminalHost, signal: Int32?) {
        willTerminate?()
    }

    public func frame(for host: TerminalHost, size: Size) -> TerminalFrame {
        if size != window.size { window.resize(to: size) }
        return window.render()
    }
}
