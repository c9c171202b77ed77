import Testing
@testable import BanterTerminal

@Suite("Frame pacing")
struct FramePacerTests {
    let start = ContinuousClock.now

    @Test func theFirstFrameIsImmediate() {
        var pacer = FramePacer()
        #expect(pacer.request(at: start) == .zero)
    }

    @Test func requestsBeforeTheFrameAreCoalesced() {
        var pacer = FramePacer()
        #expect(pacer.request(at: start) == .zero)
        #expect(pacer.request(at: start + .milliseconds(1)) == nil)
        #expect(pacer.request(at: start + .milliseconds(2)) == nil)
        pacer.didDraw(at: start + .milliseconds(3))
        #expect(pacer.request(at: start + .milliseconds(4)) != nil)
    }

    @Test func framesAreAtLeastASixtiethApart() {
        var pacer = FramePacer()
        _ = pacer.request(at: start)
        pacer.didDraw(at: start)
        #expect(pacer.request(at: start + .milliseconds(5)) == .microseconds(11_667))
        pacer.didDraw(at: start + .microseconds(16_667))
        #expect(pacer.request(at: start + .milliseconds(100)) == .zero)
    }

    /// A burst of 1,000 changes over one second gives at most 61 frames.
    @Test func aBurstCostsAtMostSixtyFramesASecond() {
        var pacer = FramePacer()
        var now = start
        var scheduled: ContinuousClock.Instant?
        var frames = 0
        for _ in 0..<1000 {
            now += .milliseconds(1)
            if let due = scheduled, due <= now {
                pacer.didDraw(at: due)
                frames += 1
                scheduled = nil
            }
            if let delay = pacer.request(at: now) { scheduled = now + delay }
        }
        #expect(frames <= 61)
        #expect(frames >= 55)
    }
}
