import BanterTesting
import Testing

@Suite("Lifecycle recorder")
@MainActor
struct LifecycleRecorderTests {
    @Test func recordsInOrderWithSubjects() {
        let recorder = LifecycleRecorder()
        recorder.record("loadView")
        recorder.record("viewWillAppear", of: "child")
        recorder.record("viewDidAppear", of: "child")
        #expect(recorder.events == ["loadView", "child.viewWillAppear", "child.viewDidAppear"])
        #expect(recorder.events(of: "child") == ["viewWillAppear", "viewDidAppear"])
        recorder.reset()
        #expect(recorder.events.isEmpty)
    }
}
