/// Collects lifecycle calls in order, so a test can state the expected order in one line:
///
///     let recorder = LifecycleRecorder()
///     // in a subclass: override func viewDidLoad() { super.viewDidLoad(); recorder.record("viewDidLoad") }
///     #expect(recorder.events == ["loadView", "viewDidLoad", "viewWillAppear"])
///
/// Events may name their subject (`recorder.record("viewWillAppear", of: "child")` records
/// `child.viewWillAppear`), which keeps interleavings of several controllers readable.
@MainActor
public final class LifecycleRecorder {
    /// Every event recorded so far, oldest first.
    public private(set) var events: [String] = []

    /// An empty recorder.
    public init() {}

    /// Records `event`, prefixed with `subject` and a dot when one is given.
    public func record(_ event: String, of subject: String? = nil) {
        events.append(subject.map { "\($0).\(event)" } ?? event)
    }

    /// The events recorded for `subject`, without its prefix.
    public func events(of subject: String) -> [String] {
        let prefix = subject + "."
        return events.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }

    /// Forgets everything recorded, to assert only what a step does.
    public func reset() {
        events.removeAll()
    }
}
