import BanterCanvas
import Glibc

/// A full-screen session on a real terminal: raw mode, the alternate screen, a hidden
/// cursor, bracketed paste, SGR mouse and focus reporting, and frames written in one
/// `write` each.
///
/// `start()` saves the terminal's settings and `stop()` puts them back; a crash puts them
/// back too (`TerminalRestorer`), and `TerminalHost` stops the session on SIGINT, SIGTERM
/// and SIGHUP and around SIGTSTP. Main-actor only: the session owns the terminal.
@MainActor
public final class TerminalSession {
    /// The terminal's input (keys, mouse).
    public let input: Int32
    /// The terminal's output (frames).
    public let output: Int32
    /// What the terminal can show; frames are encoded for it.
    public let capabilities: TerminalCapabilities
    /// Whether mouse reporting is turned on while the session is active.
    public var reportsMouse = true
    /// Whether raw mode and the screen modes are on.
    public private(set) var isActive = false

    private var originalSettings = termios()
    private var encoder: FrameEncoder
    private var shownFrame: Canvas?

    /// A session on the given file descriptors (the process's standard input and output by
    /// default), for a terminal with `capabilities` (read from the environment by default).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, capabilities: TerminalCapabilities? = nil) {
        self.input = input
        self.output = output
        self.capabilities = capabilities ?? .detect(environment: ProcessEnvironment.current)
        self.encoder = FrameEncoder(capabilities: self.capabilities)
    }

    // MARK: - Modes

    /// Why a full-screen session cannot run here, or nil when it can: the input or output is
    /// not a terminal, or the terminal is `TERM=dumb`, which cannot move the cursor. `start()`
    /// makes the same checks; an app calls this first to fail at once, before slow start-up
    /// work, and with nothing drawn.
    public func unusableReason() -> TerminalError? {
        guard isatty(input) == 1 else {
            return TerminalError(code: .notATerminal, message: "the input is not a terminal (a pipe or a file?): run this in a terminal")
        }
        guard isatty(output) == 1 else {
            return TerminalError(code: .notATerminal, message: "the output is not a terminal (a pipe or a file?): run this in a terminal")
        }
        if capabilities.isDumb {
            return TerminalError(
                code: .unsupportedTerminal,
                message: "TERM=dumb cannot show a full-screen app (it has no cursor movement): run this in a terminal such as xterm, or set TERM")
        }
        return nil
    }

    /// Enters raw mode and the full-screen modes, saving the settings to restore.
    ///
    /// - Throws: `TerminalError` when `unusableReason()` gives one, or when the terminal's
    ///   settings cannot be read or changed; the terminal is left as it was.
    public func start() throws(TerminalError) {
        guard !isActive else { return }
        if let reason = unusableReason() { throw reason }
        guard tcgetattr(input, &originalSettings) == 0 else {
            throw TerminalError(code: .systemCall("tcgetattr"), errorNumber: errno, message: "cannot read the terminal settings (tcgetattr: \(String(cString: strerror(errno))))")
        }
        try enterRawMode()
        TerminalRestorer.arm(fileDescriptor: output, settings: originalSettings, sequence: Array(leaveSequence.utf8))
        write(Array(enterSequence.utf8))
        isActive = true
        redrawEverything()
    }

    /// Leaves the full-screen modes and puts the original settings back. Safe to call more
    /// than once.
    public func stop() {
        guard isActive else { return }
        isActive = false
        write(Array(leaveSequence.utf8))
        tcsetattr(input, TCSAFLUSH, &originalSettings)
        TerminalRestorer.disarm()
    }

    /// Stops the session, stops the process as SIGTSTP would, and when the process is
    /// continued, starts the session again and redraws everything.
    public func suspend() {
        guard isActive else { return }
        stop()
        // Stop with the default action. Dispatch blocks SIGTSTP in its threads (it reads
        // signals from a signalfd), so unblock it here for the raise, and put the mask and
        // Dispatch's handler back once the process is continued.
        var defaultAction = sigaction(), previousAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        sigaction(SIGTSTP, &defaultAction, &previousAction)
        var stopSignal = sigset_t(), previousMask = sigset_t()
        sigemptyset(&stopSignal)
        sigaddset(&stopSignal, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
        raise(SIGTSTP)
        // Execution resumes here after SIGCONT.
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        sigaction(SIGTSTP, &previousAction, nil)
        resume()
    }

    /// Starts the session again after something outside it changed the terminal (a stop
    /// and continue); the next frame is a full redraw.
    public func resume() {
        if !isActive { try? start() }
        redrawEverything()
    }

    /// Forgets what the terminal shows, so that the next `render` draws every cell.
    public func redrawEverything() {
        shownFrame = nil
        encoder.invalidate()
    }

    private func enterRawMode() throws(TerminalError) {
        var raw = originalSettings
        // Like mature TUI libraries: no echo, no line editing, no signals from keys, no
        // flow control, no CR to NL translation, no output processing; 8-bit characters;
        // a read returns as soon as one byte is there.
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError(code: .systemCall("tcsetattr"), errorNumber: errno, message: "cannot enter raw mode (tcsetattr: \(String(cString: strerror(errno))))")
        }
    }

    /// Alternate screen, hidden cursor, bracketed paste, SGR mouse (clicks, drags, wheel),
    /// focus reports.
    private var enterSequence: String {
        "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1004h" + (reportsMouse ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" : "")
    }

    /// Everything `enterSequence` turned on, off again, plus an SGR reset and the end of any
    /// synchronized update a crash may have interrupted.
    private let leaveSequence = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    // MARK: - Size and output

    /// The terminal's size in cells (TIOCGWINSZ), or 80x24 when it cannot say.
    public func size() -> Size {
        var window = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Shows `canvas`: encodes its difference from the last frame shown and writes it in
    /// one `write`. Nothing is written when nothing changed.
    public func render(_ canvas: Canvas, scrolls: [ScrollHint] = [], cursor: Point? = nil) {
        guard isActive else { return }
        let bytes = encoder.encode(previous: shownFrame, next: canvas, scrolls: scrolls, cursor: cursor)
        shownFrame = canvas
        if !bytes.isEmpty { write(bytes) }
    }

    /// Asks the terminal to put `text` on the system clipboard (OSC 52).
    public func copyToClipboard(_ text: String) {
        guard isActive else { return }
        write(ClipboardSequence.bytes(for: text))
    }

    /// Rings the bell or shows a desktop notification (see `TerminalNotification`).
    public func notify(_ notification: TerminalNotification) {
        guard isActive else { return }
        write(notification.bytes)
    }

    /// Writes all of `bytes`, retrying after interruptions; one `write` call unless the
    /// terminal takes less at a time.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let result = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if result > 0 {
                    offset += result
                } else if result < 0 && errno == EINTR {
                    continue
                } else if result < 0 && errno == EAGAIN {
                    var descriptor = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&descriptor, 1, -1)
                } else {
                    return  // The terminal is gone; there is no one left to show a frame to.
                }
            }
        }
    }
}
