import BanterCanvas
import Testing
@testable import BanterViews

extension Controls {
    @Suite("SeparatorView")
    @MainActor
    struct SeparatorViewControlTests {
        @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
        func drawsAMutedRuleInBothStylesAndSizes(style: TraitCollection.InterfaceStyle) {
            for length in [4, 9] {
                let harness = ControlHarness(width: 10, height: 10, style: style)
                let separator = harness.show(SeparatorView(), frame: Rect(x: 0, y: 0, width: length, height: 1))
                #expect(harness.rows()[0] == String(repeating: "─", count: length))
                let muted = style == .light ? TextStyle(foreground: .brightBlack) : TextStyle(attributes: .dim)
                #expect(harness.canvas()[0, 0].style == muted)

                separator.axis = .vertical
                separator.frame = Rect(x: 0, y: 0, width: 3, height: length)
                let rows = harness.rows()
                #expect(rows.prefix(length).allSatisfy { $0 == " │" })
                #expect(rows[length].isEmpty)
            }
        }

        @Test func sizing() {
            let separator = SeparatorView()
            #expect(separator.intrinsicContentSize == Size(width: -1, height: 1))
            #expect(separator.sizeThatFits(Size(width: 12, height: 5)) == Size(width: 12, height: 1))
            separator.axis = .vertical
            #expect(separator.intrinsicContentSize == Size(width: 1, height: -1))
            #expect(separator.sizeThatFits(Size(width: 12, height: 5)) == Size(width: 1, height: 5))
            separator.style = TextStyle(foreground: .red)
            separator.border = .double
            let harness = ControlHarness(width: 3, height: 2)
            harness.show(separator, frame: Rect(x: 0, y: 0, width: 1, height: 2))
            #expect(harness.rows() == ["║", "║"])
            #expect(harness.canvas()[0, 0].style == TextStyle(foreground: .red))
        }
    }

    @Suite("BadgeView")
    @MainActor
    struct BadgeViewControlTests {
        @Test(arguments: [TraitCollection.InterfaceStyle.light, .dark])
        func drawsACountInReverseTintInBothStylesAndSizes(style: TraitCollection.InterfaceStyle) {
            for width in [3, 7] {
                let harness = ControlHarness(width: 10, height: 1, style: style)
                harness.show(BadgeView(count: 3), frame: Rect(x: 0, y: 0, width: width, height: 1))
                let x = (width - 3) / 2
                #expect(harness.rows()[0] == String(repeating: " ", count: x) + " 3")
                #expect(harness.canvas()[x, 0].style == TextStyle(foreground: .cyan, attributes: [.reverse, .bold]))
            }
        }

        @Test func capsLargeCountsAndHidesAtZero() {
            let harness = ControlHarness(width: 10, height: 1)
            let badge = harness.show(BadgeView(count: 150), frame: Rect(x: 0, y: 0, width: 5, height: 1))
            #expect(badge.displayText == "99+")
            #expect(harness.rows()[0] == " 99+")
            #expect(badge.intrinsicContentSize == Size(width: 5, height: 1))
            badge.count = 0
            #expect(badge.isHidden)
            #expect(badge.intrinsicContentSize == .zero)
            #expect(harness.rows()[0] == "")
            badge.hidesWhenZero = false
            #expect(!badge.isHidden)
            #expect(harness.rows()[0] == "  0")
            badge.text = "new"
            badge.badgeColor = .red
            #expect(harness.rows()[0] == " new")
            #expect(harness.canvas()[0, 0].style == TextStyle(foreground: .red, attributes: [.reverse, .bold]))
            badge.maxCount = 9
            badge.text = nil
            badge.count = 12
            #expect(badge.displayText == "9+")
        }

        @Test func aBadgeStartsHiddenWithNothingToShow() {
            let badge = BadgeView()
            #expect(badge.isHidden)
            badge.count = 1
            #expect(!badge.isHidden)
            #expect(badge.sizeThatFits(Size(width: 2, height: 1)) == Size(width: 2, height: 1))
        }
    }
}
