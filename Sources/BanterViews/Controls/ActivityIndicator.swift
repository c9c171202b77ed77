import BanterCanvas

/// A one-cell spinner that shows something is under way: the terminal's
/// `UIActivityIndicatorView`.
///
/// Frames advance on the window's `Scheduler`, so tests drive it with a `ManualScheduler`.
/// A tick is scheduled only while the spinner is animating *and* in a window: a stopped or
/// off-screen spinner causes no wakeups, and one moved into a window picks up where it was.
@MainActor
open class ActivityIndicator: View {
    /// The frames a spinner cycles through.
    public enum Style: Hashable, Sendable {
        /// Braille dots: `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`.
        case dots
        /// Plain ASCII, for terminals and fonts without Braille: `|/-\`.
        case ascii

        /// The frames, in order.
        public var frames: [String] {
            switch self {
            case .dots: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            case .ascii: ["|", "/", "-", "\\"]
            }
        }
    }

    /// Which frames to draw.
    public var style: Style = .dots {
        didSet {
            guard style != oldValue else { return }
            frameIndex %= style.frames.count
            setNeedsDisplay()
        }
    }

    /// How long each frame shows.
    public var interval: Duration = .milliseconds(80)

    /// Whether the spinner hides itself (`isHidden`) while stopped; on by default, as in
    /// UIKit.
    public var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }

    /// The spinner's colour; `nil` for the tint colour.
    public var color: Color? {
        didSet { if color != oldValue { setNeedsDisplay() } }
    }

    /// Whether the spinner is turning.
    public private(set) var isAnimating = false

    /// Which frame shows now, counting from 0.
    public private(set) var frameIndex = 0

    private var pendingTick: ScheduledTask?

    /// A stopped spinner (hidden, since `hidesWhenStopped` is on).
    public init(style: Style = .dots, frame: Rect = .zero) {
        self.style = style
        super.init(frame: frame)
        updateVisibility()
    }

    /// The frame drawn now.
    public var currentFrame: String { style.frames[frameIndex % style.frames.count] }

    /// Starts turning (shows the spinner if it hid itself).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateVisibility()
        scheduleTick()
        setNeedsDisplay()
    }

    /// Stops turning and cancels the pending tick (hides the spinner if `hidesWhenStopped`).
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        pendingTick?.cancel()
        pendingTick = nil
        updateVisibility()
        setNeedsDisplay()
    }

    /// Cancels the tick when leaving the window and schedules one on entering it.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            pendingTick?.cancel()
            pendingTick = nil
        } else {
            scheduleTick()
        }
    }

    private func scheduleTick() {
        guard isAnimating, pendingTick == nil, let scheduler = window?.scheduler else { return }
        pendingTick = scheduler.schedule(after: interval) { [weak self] in
            guard let self else { return }
            self.pendingTick = nil
            self.frameIndex = (self.frameIndex + 1) % self.style.frames.count
            self.setNeedsDisplay()
            self.scheduleTick()
        }
    }

    /// Whether the spinner hid itself, so turning `hidesWhenStopped` off shows it again
    /// without overriding a hide the owner asked for.
    private var isHiddenBySelf = false

    private func updateVisibility() {
        let wasHidden = isHidden
        if hidesWhenStopped {
            isHidden = !isAnimating
            isHiddenBySelf = isHidden
        } else if isHiddenBySelf {
            isHidden = false
            isHiddenBySelf = false
        }
        // Showing or hiding changes what a stack around it lays out.
        if isHidden != wasHidden { superview?.setNeedsLayout() }
    }

    /// One cell (the widest frame), one row.
    open override var intrinsicContentSize: Size {
        Size(width: style.frames.map { TextWidth.of($0) }.max() ?? 1, height: 1)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: Size) -> Size {
        intrinsicContentSize
    }

    /// Draws the current frame at the top-left, in `color` or the tint colour.
    open override func draw(in context: DrawingContext) {
        context.write(currentFrame, at: bounds.origin, style: TextStyle(foreground: color ?? tintColor))
    }
}
