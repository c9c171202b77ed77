import BanterCanvas
import BanterTerminal
import BanterViews

/// Plays a `HeadlessScript` on a window whose scheduler is virtual, as a terminal would see
/// it: every step's keys, text, pauses, resizes and mouse events, then a frame. Apps use it
/// for `--headless` runs (`banter`, `banter-customize`), tests for repeatable screens.
///
/// Work a step sets off at once (replies, loads) runs before that step's frame. Main actor
/// only.
@MainActor
public struct HeadlessScriptPlayer {
    /// The window played on.
    public let window: Window
    /// The window's clock.
    public let scheduler: ManualScheduler
    /// Every byte a terminal would have received so far.
    public private(set) var recorded: [UInt8] = []

    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?

    /// A player for `window`, whose scheduler must be `scheduler`.
    public init(window: Window, scheduler: ManualScheduler) {
        self.window = window
        self.scheduler = scheduler
    }

    /// Draws a frame and records the bytes it takes.
    public mutating func draw() {
        let frame = window.render()
        recorded += encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
    }

    /// Plays every step of `script`, drawing after each.
    public mutating func play(_ script: HeadlessScript) {
        for step in script.steps { play(step) }
    }

    /// Plays one step, then draws.
    public mutating func play(_ step: ScriptStep) {
        switch step {
        case .type(let text):
            for character in text { window.handle(.key(KeyEvent(.character(character)))) }
        case .key(let key):
            window.handle(.key(key))
        case .wait(let duration):
            scheduler.advance(by: duration)
        case .resize(let size):
            window.handle(.resize(size))
            previous = nil
        case .mouse(let events):
            for event in events { window.handle(.mouse(event)) }
        }
        scheduler.runDue()
        draw()
    }

    /// The screen now.
    public func screen() -> Canvas {
        window.render().canvas
    }

    /// The screen now, as plain text with a final newline (what `--screen` writes).
    public func screenText() -> String {
        screen().plainText() + "\n"
    }
}
