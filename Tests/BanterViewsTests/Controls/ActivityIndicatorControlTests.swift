import BanterCanvas
import Testing
@testable import BanterViews

extension Controls {
    @Suite("ActivityIndicator")
    @MainActor
    struct ActivityIndicatorControlTests {
        @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
        func framesAdvanceOnlyWithTheScheduler(style: TraitCollection.InterfaceStyle) {
            let harness = ControlHarness(width: 4, height: 1, style: style)
            let spinner = harness.show(ActivityIndicator(), frame: Rect(x: 1, y: 0, width: 1, height: 1))
            #expect(spinner.isHidden)
            #expect(harness.rows()[0] == "")
            spinner.startAnimating()
            #expect(harness.rows()[0] == " ⠋")
            #expect(harness.canvas()[1, 0].style == TextStyle(foreground: .cyan))
            harness.render()
            #expect(harness.rows()[0] == " ⠋")
            harness.scheduler.advance(by: .milliseconds(79))
            #expect(harness.rows()[0] == " ⠋")
            harness.scheduler.advance(by: .milliseconds(1))
            #expect(harness.rows()[0] == " ⠙")
            harness.scheduler.advance(by: .milliseconds(160))
            #expect(harness.rows()[0] == " ⠸")
            #expect(harness.scheduler.pendingCount == 1)
            // A full turn comes back to the start.
            harness.scheduler.advance(by: .milliseconds(80 * 7))
            #expect(spinner.frameIndex == 0)
        }

        @Test func stoppingLeavesNothingScheduled() {
            let harness = ControlHarness(width: 4, height: 1)
            let spinner = harness.show(ActivityIndicator(), frame: Rect(x: 0, y: 0, width: 1, height: 1))
            spinner.startAnimating()
            #expect(harness.scheduler.pendingCount == 1)
            spinner.stopAnimating()
            #expect(!spinner.isAnimating && spinner.isHidden)
            #expect(harness.scheduler.pendingCount == 0)
            harness.scheduler.advance(by: .seconds(1))
            #expect(spinner.frameIndex == 0)
        }

        @Test func noTicksOffscreenAndTheyResumeInAWindow() {
            let harness = ControlHarness(width: 4, height: 1)
            let spinner = ActivityIndicator(style: .ascii)
            spinner.startAnimating()
            #expect(harness.scheduler.pendingCount == 0)
            harness.show(spinner, frame: Rect(x: 0, y: 0, width: 1, height: 1))
            #expect(harness.scheduler.pendingCount == 1)
            harness.scheduler.advance(by: .milliseconds(80))
            #expect(harness.rows()[0] == "/")
            spinner.removeFromSuperview()
            #expect(harness.scheduler.pendingCount == 0)
            harness.scheduler.advance(by: .seconds(1))
            #expect(spinner.currentFrame == "/")
            harness.show(spinner, frame: Rect(x: 0, y: 0, width: 1, height: 1))
            #expect(harness.scheduler.pendingCount == 1)
            harness.scheduler.advance(by: .milliseconds(80))
            #expect(harness.rows()[0] == "-")
        }

        @Test func hidesWhenStoppedCanBeTurnedOff() {
            let harness = ControlHarness(width: 4, height: 1)
            let spinner = harness.show(ActivityIndicator(style: .ascii), frame: Rect(x: 0, y: 0, width: 1, height: 1))
            spinner.hidesWhenStopped = false
            #expect(!spinner.isHidden)
            #expect(harness.rows()[0] == "|")
            #expect(harness.scheduler.pendingCount == 0)
            #expect(spinner.sizeThatFits(Size(width: 10, height: 10)) == Size(width: 1, height: 1))
        }
    }
}
