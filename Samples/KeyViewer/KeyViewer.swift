import BanterCanvas
import BanterTerminal

/// The key viewer: a log of what was read from the terminal, one entry per read, each with
/// its bytes and the events they decoded to.
@MainActor
final class KeyViewer: TerminalHostDelegate {
    static let usage = """
        usage: banter-keys [--no-mouse]

        Shows each event your terminal sends (keys, pastes, mouse, focus, resizes) with the
        bytes behind it. Press Ctrl-C twice to quit; Ctrl-Z suspends.

          --no-mouse   do not turn on mouse reporting (so the terminal's own selection works)
        """

    private struct Entry {
        var bytes: [UInt8]
        var events: [String] = []
    }

    private let capabilities: TerminalCapabilities
    /// A test hook: this key crashes the viewer, to check the terminal is restored.
    private let crashKey: Character?
    private var entries: [Entry] = []
    private var lastWasControlC = false
    private let maxEntries = 500

    init(capabilities: TerminalCapabilities, crashKey: Character?) {
        self.capabilities = capabilities
        self.crashKey = crashKey
    }

    func host(_ host: TerminalHost, didRead bytes: [UInt8]) {
        entries.append(Entry(bytes: bytes))
        if entries.count > maxEntries { entries.removeFirst(entries.count - maxEntries) }
    }

    func host(_ host: TerminalHost, didReceive event: InputEvent) {
        // A resize comes from a signal, not from input: it is an entry of its own.
        if entries.isEmpty || event == .resize(host.size) { entries.append(Entry(bytes: [])) }
        entries[entries.count - 1].events.append(Self.describe(event))
        host.requestFrame()

        guard case .key(let key) = event else { return }
        if key == KeyEvent(.character("c"), modifiers: .control) {
            if lastWasControlC { host.exit() }
            lastWasControlC = true
            return
        }
        lastWasControlC = false
        if key == KeyEvent(.character("z"), modifiers: .control) {
            host.suspend()
        } else if let crashKey, key == KeyEvent(.character(crashKey)) {
            fatalError("banter-keys: crash requested by BANTER_KEYS_TEST_CRASH")
        }
    }

    // MARK: - Drawing

    func frame(for host: TerminalHost, size: Size) -> TerminalFrame {
        var canvas = Canvas(size: size)
        guard size.width >= 30, size.height >= 6 else {
            canvas.write(TextLayout.truncate("window too small", width: size.width), at: .zero)
            return TerminalFrame(canvas: canvas)
        }
        let muted = TextStyle(foreground: .brightBlack)
        canvas.write("banter-keys", at: Point(x: 1, y: 0), style: TextStyle(attributes: .bold))
        let hint = lastWasControlC ? "press Ctrl-C again to quit" : "Ctrl-C twice quits · Ctrl-Z suspends"
        canvas.write(hint, at: Point(x: size.width - 1 - TextWidth.of(hint), y: 0),
                     style: lastWasControlC ? TextStyle(foreground: .yellow, attributes: .bold) : muted)

        let box = Rect(x: 0, y: 1, width: size.width, height: size.height - 2)
        canvas.drawBox(box, border: .rounded, style: muted)
        let bytesWidth = min(42, (box.width - 4) / 2)
        canvas.write(" bytes ", at: Point(x: 2, y: 1), style: muted)
        canvas.write(" events ", at: Point(x: 3 + bytesWidth, y: 1), style: muted)

        let inside = box.insetBy(dx: 1, dy: 1)
        let lines = logLines(bytesWidth: bytesWidth, eventsWidth: inside.width - bytesWidth - 2)
        for (row, line) in lines.suffix(inside.height).enumerated() {
            let y = inside.minY + row
            canvas.write(line.bytes, at: Point(x: inside.minX + 1, y: y), style: TextStyle(foreground: .cyan), clip: inside)
            canvas.write(line.event, at: Point(x: inside.minX + 2 + bytesWidth, y: y), clip: inside)
        }
        if entries.isEmpty {
            canvas.write("Press any key, paste, click or scroll.", at: Point(x: inside.minX + 1, y: inside.minY), style: muted)
        }

        let status = "\(size.width)x\(size.height) · \(Self.describe(capabilities.colorDepth))"
            + (ProcessEnvironment.current["TERM"].map { " · TERM=\($0)" } ?? "")
        canvas.write(TextLayout.truncate(status, width: size.width - 2), at: Point(x: 1, y: size.height - 1), style: muted)
        return TerminalFrame(canvas: canvas)
    }

    /// The log as rows: each entry's bytes (hex, wrapped) beside its events.
    private func logLines(bytesWidth: Int, eventsWidth: Int) -> [(bytes: String, event: String)] {
        var lines: [(bytes: String, event: String)] = []
        for entry in entries.suffix(200) {
            let hex = TextLayout.wrap(entry.bytes.map(Self.hex).joined(separator: " "), width: max(2, bytesWidth))
            let events = entry.events.flatMap { TextLayout.wrap($0, width: max(2, eventsWidth)) }
            for row in 0..<max(hex.count, events.count, 1) {
                lines.append((row < hex.count ? hex[row] : "", row < events.count ? events[row] : ""))
            }
        }
        return lines
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    private static func describe(_ event: InputEvent) -> String {
        switch event {
        case .key(let key): return key.description
        case .paste(let text): return "Paste, \(text.count) characters: \(text.debugDescription)"
        case .mouse(let mouse): return "Mouse \(mouse)"
        case .focusGained: return "Focus gained"
        case .focusLost: return "Focus lost"
        case .resize(let size): return "Resize to \(size)"
        case .unknown(let bytes): return "Unknown: \(bytes.map(hex).joined(separator: " "))"
        }
    }

    private static func describe(_ depth: ColorDepth) -> String {
        switch depth {
        case .monochrome: return "no colour"
        case .ansi16: return "16 colours"
        case .palette256: return "256 colours"
        case .trueColor: return "24-bit colour"
        }
    }
}
