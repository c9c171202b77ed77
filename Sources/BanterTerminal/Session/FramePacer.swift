/// Decides when to draw, so that any number of changes between two frames costs one
/// frame, and frames come at most `minimumInterval` apart (60 per second by default).
///
/// Pure: the host passes the time in, which keeps the pacing testable without a clock.
public struct FramePacer: Sendable {
    /// The shortest time between two frames.
    public var minimumInterval: Duration
    private var lastFrame: ContinuousClock.Instant?
    private var isScheduled = false

    /// A pacer allowing one frame per `minimumInterval`.
    public init(minimumInterval: Duration = .microseconds(16_667)) {
        self.minimumInterval = minimumInterval
    }

    /// Records that a frame is wanted at `now`; returns how long to wait before drawing it,
    /// or `nil` when a frame is already scheduled (the change will be in it).
    public mutating func request(at now: ContinuousClock.Instant) -> Duration? {
        guard !isScheduled else { return nil }
        isScheduled = true
        guard let lastFrame else { return .zero }
        let due = lastFrame.advanced(by: minimumInterval)
        return due > now ? now.duration(to: due) : .zero
    }

    /// Records that the scheduled frame was drawn at `now`.
    public mutating func didDraw(at now: ContinuousClock.Instant) {
        isScheduled = false
        lastFrame = now
    }
}
