import BanterCanvas
import BanterTerminal
import Testing
@testable import BanterViews

/// A focusable view to put inside a button, to send keys through the button.
@MainActor
private final class FocusableView: View {
    override var canBecomeFirstResponder: Bool { true }
}

extension Controls {
    @Suite("Button")
    @MainActor
    struct ButtonControlTests {
        @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
        func drawsEachStateInBothStylesAndSizes(style: TraitCollection.InterfaceStyle) {
            for width in [6, 12] {
                let harness = ControlHarness(width: 14, height: 2, style: style)
                let button = harness.show(Button(title: "OK"), frame: Rect(x: 0, y: 0, width: width, height: 1))
                let x = (width - 6) / 2
                #expect(harness.rows()[0] == String(repeating: " ", count: x) + "[ OK ]")
                #expect(harness.canvas()[x, 0].style == TextStyle(foreground: .cyan))

                button.becomeFirstResponder()
                #expect(button.state == .focused)
                #expect(harness.canvas()[x + 2, 0].style == TextStyle(foreground: .cyan, attributes: [.reverse, .bold]))

                button.isEnabled = false
                #expect(button.state == .disabled)
                #expect(!button.isFirstResponder)
                let disabled = style == .light ? TextStyle(foreground: .brightBlack) : TextStyle(attributes: .dim)
                #expect(harness.canvas()[x + 2, 0].style == disabled)
            }
        }

        @Test func narrowFramesTruncateTheTitle() {
            let harness = ControlHarness(width: 10, height: 1)
            harness.show(Button(title: "Continue"), frame: Rect(x: 0, y: 0, width: 9, height: 1))
            #expect(harness.rows()[0] == "[ Cont… ]")
        }

        @Test func compactAppearanceAndCustomStyles() {
            let harness = ControlHarness(width: 10, height: 1)
            let button = harness.show(Button(title: "Edit"), frame: Rect(x: 0, y: 0, width: 4, height: 1))
            button.appearance = .compact
            button.setStyle(TextStyle(foreground: .magenta, attributes: .underline), for: .normal)
            #expect(harness.rows()[0] == "Edit")
            #expect(harness.canvas()[0, 0].style == TextStyle(foreground: .magenta, attributes: .underline))
            button.setStyle(nil, for: .normal)
            #expect(harness.canvas()[0, 0].style == TextStyle(foreground: .cyan))
        }

        @Test func sizeIsTheTitleWidthPlusPadding() {
            let button = Button(title: "日本")
            #expect(button.intrinsicContentSize == Size(width: 8, height: 1))
            #expect(button.sizeThatFits(Size(width: 5, height: 3)) == Size(width: 5, height: 1))
            button.appearance = .compact
            #expect(button.sizeThatFits(.zero) == Size(width: 4, height: 1))
        }

        @Test func enterAndSpaceActivateOnlyWhenFocused() {
            let harness = ControlHarness()
            var taps = 0
            let button = harness.show(Button(title: "Go") { taps += 1 }, frame: Rect(x: 0, y: 0, width: 6, height: 1))
            #expect(!harness.press(.enter))
            #expect(taps == 0)
            button.becomeFirstResponder()
            #expect(harness.press(.enter))
            #expect(harness.press(.character(" ")))
            #expect(taps == 2)
            // With modifiers, or other keys, it passes on.
            #expect(!harness.press(.enter, .control))
            #expect(!harness.press(.character("x")))
            #expect(taps == 2)
        }

        @Test func aKeyActivationHighlightsUntilTheSchedulerAdvances() {
            let harness = ControlHarness()
            let button = harness.show(Button(title: "Go"), frame: Rect(x: 0, y: 0, width: 6, height: 1))
            button.becomeFirstResponder()
            harness.press(.enter)
            #expect(button.isHighlighted && button.state == .highlighted)
            #expect(harness.canvas()[2, 0].style == TextStyle(attributes: [.reverse, .bold]))
            #expect(harness.scheduler.pendingCount == 1)
            harness.scheduler.advance(by: .milliseconds(99))
            #expect(button.isHighlighted)
            harness.scheduler.advance(by: .milliseconds(1))
            #expect(!button.isHighlighted && button.state == .focused)
            #expect(harness.scheduler.pendingCount == 0)
        }

        @Test func leavingTheWindowCancelsThePendingUnhighlight() {
            let harness = ControlHarness()
            let button = harness.show(Button(title: "Go"), frame: Rect(x: 0, y: 0, width: 6, height: 1))
            button.becomeFirstResponder()
            harness.press(.character(" "))
            button.removeFromSuperview()
            #expect(!button.isHighlighted)
            #expect(harness.scheduler.pendingCount == 0)
        }

        @Test func aClickActivatesOnReleaseInside() {
            let harness = ControlHarness()
            var taps = 0
            let button = harness.show(Button(title: "Go") { taps += 1 }, frame: Rect(x: 2, y: 1, width: 6, height: 1))
            #expect(harness.mouse(.press(.left), at: Point(x: 4, y: 1)))
            #expect(button.isHighlighted && taps == 0)
            #expect(harness.mouse(.release(.left), at: Point(x: 7, y: 1)))
            #expect(!button.isHighlighted && taps == 1)
            // Dragged out before the release: no action.
            harness.mouse(.press(.left), at: Point(x: 4, y: 1))
            harness.mouse(.drag(.left), at: Point(x: 4, y: 1))
            #expect(button.isHighlighted)
            #expect(button.handleMouse(MouseEvent(kind: .release(.left), position: Point(x: 9, y: 0))))
            #expect(!button.isHighlighted && taps == 1)
            // The wheel is not the button's business.
            #expect(!harness.mouse(.scrollDown, at: Point(x: 4, y: 1)))
        }

        @Test func theKeyEquivalentWorksWhenTheKeyReachesTheButton() {
            let harness = ControlHarness()
            var taps = 0
            let button = harness.show(Button(title: "Send") { taps += 1 }, frame: Rect(x: 0, y: 0, width: 10, height: 1))
            button.keyEquivalent = KeyEvent(.character("s"), modifiers: .control)
            let inner = FocusableView(frame: Rect(x: 0, y: 0, width: 1, height: 1))
            button.addSubview(inner)
            let elsewhere = harness.show(FocusableView(), frame: Rect(x: 0, y: 3, width: 5, height: 1))

            elsewhere.becomeFirstResponder()
            #expect(!harness.press(.character("s"), .control))
            #expect(taps == 0)

            inner.becomeFirstResponder()
            #expect(harness.press(.character("s"), .control))
            #expect(taps == 1)
            #expect(button.isHighlighted)
        }

        @Test func aDisabledButtonDoesNothing() {
            let harness = ControlHarness()
            var taps = 0
            let button = harness.show(Button(title: "Go") { taps += 1 }, frame: Rect(x: 0, y: 0, width: 6, height: 1))
            button.keyEquivalent = KeyEvent(.character("g"), modifiers: .alt)
            button.isEnabled = false
            #expect(!button.canBecomeFirstResponder)
            #expect(!button.becomeFirstResponder())
            harness.window.focusNext()
            #expect(harness.window.firstResponder == nil)
            harness.click(at: Point(x: 2, y: 0))
            button.sendAction()
            #expect(!button.handleKey(KeyEvent(.character("g"), modifiers: .alt)))
            #expect(taps == 0)
            #expect(!button.isHighlighted)
            #expect(harness.scheduler.pendingCount == 0)
        }
    }
}
