import BanterCanvas
import Testing
@testable import BanterViews

/// A view with a content size, like a label.
@MainActor
private final class ContentView: View {
    var content: Size { didSet { invalidateIntrinsicContentSize() } }
    init(_ name: String, content: Size) {
        self.content = content
        super.init()
        accessibilityIdentifier = name
    }
    override var intrinsicContentSize: Size { content }
}

@Suite("Auto Layout")
@MainActor
struct AutoLayoutTests {
    let container = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))

    private func layout() {
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    @Test func pinningFillsTheSuperviewWithInsets() {
        let child = View()
        container.addSubview(child)
        child.pin(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        layout()
        #expect(child.frame == Rect(x: 2, y: 1, width: 34, height: 6))
        container.frame.size = Size(width: 20, height: 5)
        container.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 1, width: 14, height: 1))
    }

    @Test func aLabelHugsItsContentAndAFieldTakesTheRest() {
        let label = ContentView("label", content: Size(width: 6, height: 1))
        let field = View()
        field.accessibilityIdentifier = "field"
        for view in [label, field] {
            container.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 2),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 1),
            field.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -1),
            field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            field.heightAnchor.constraint(equalToConstant: 1),
        ])
        layout()
        #expect(label.frame == Rect(x: 1, y: 2, width: 6, height: 1))
        #expect(field.frame == Rect(x: 8, y: 2, width: 31, height: 1))
        label.content = Size(width: 10, height: 1)
        container.layoutIfNeeded()
        #expect(field.frame == Rect(x: 12, y: 2, width: 27, height: 1))
    }

    @Test func higherPrioritiesWinAndRequiredWinsAll() {
        let box = View()
        container.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let wide = box.widthAnchor.constraint(equalToConstant: 30)
        wide.priority = .low
        let narrow = box.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = .high
        let capped = box.widthAnchor.constraint(lessThanOrEqualToConstant: 8)
        LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: container.leadingAnchor), box.topAnchor.constraint(equalTo: container.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 1), wide, narrow])
        layout()
        #expect(box.frame.width == 10)
        narrow.priority = 100
        container.layoutIfNeeded()
        #expect(box.frame.width == 30)
        capped.isActive = true
        container.layoutIfNeeded()
        #expect(box.frame.width == 8)
        capped.isActive = false
        container.layoutIfNeeded()
        #expect(box.frame.width == 30)
    }

    @Test func changingAConstantMovesOnlyWhatDependsOnIt() {
        let first = View(), second = View()
        for view in [first, second] {
            container.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let gap = second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 2)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor), first.widthAnchor.constraint(equalToConstant: 5),
            second.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 2), gap,
            first.topAnchor.constraint(equalTo: container.topAnchor), second.topAnchor.constraint(equalTo: first.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 1), second.heightAnchor.constraint(equalTo: first.heightAnchor),
        ])
        layout()
        #expect(second.frame == Rect(x: 7, y: 0, width: 10, height: 1))
        gap.constant = 6
        container.layoutIfNeeded()
        #expect(second.frame == Rect(x: 11, y: 0, width: 10, height: 1))
        #expect(first.frame == Rect(x: 0, y: 0, width: 5, height: 1))
    }

    @Test func centringAndProportions() {
        let box = View()
        container.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            box.heightAnchor.constraint(equalToConstant: 4),
        ])
        layout()
        #expect(box.frame == Rect(x: 10, y: 3, width: 20, height: 4))
    }

    @Test func unsatisfiableConstraintsAreReportedAndTheNewestIsLeftOut() {
        var reported: [String] = []
        ConstraintLayoutEngine.diagnosticHandler = { reported.append($0) }
        defer { ConstraintLayoutEngine.diagnosticHandler = { FileDiagnostics.write("Layout: \($0)\n") } }
        let box = View()
        box.accessibilityIdentifier = "box"
        container.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        let five = box.widthAnchor.constraint(equalToConstant: 5)
        let seven = box.widthAnchor.constraint(equalToConstant: 7)
        LayoutConstraint.activate([five, seven, box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   box.topAnchor.constraint(equalTo: container.topAnchor), box.heightAnchor.constraint(equalToConstant: 1)])
        #expect(five.isActive && !seven.isActive)
        #expect(reported.count == 1)
        #expect(reported.first?.contains("box.width == 7") == true)
        #expect(reported.first?.contains("box.width == 5") == true)
        layout()
        #expect(box.frame.width == 5)
    }

    @Test func badConstraintsAreRefusedWithAReason() {
        var reported: [String] = []
        ConstraintLayoutEngine.diagnosticHandler = { reported.append($0) }
        defer { ConstraintLayoutEngine.diagnosticHandler = { FileDiagnostics.write("Layout: \($0)\n") } }
        let inside = View(), stranger = View()
        container.addSubview(inside)
        let mixed = inside.leadingAnchor.constraint(equalTo: container.topAnchor)
        let unrelated = inside.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        LayoutConstraint.activate([mixed, unrelated])
        #expect(!mixed.isActive && !unrelated.isActive)
        #expect(reported.count == 2)
        #expect(reported[0].contains("different axes"))
        #expect(reported[1].contains("no common ancestor"))
    }

    @Test func aViewWithConstraintsOnItselfIsFreedWithItsSubviews() {
        weak var weakParent: View?
        weak var weakChild: View?
        var kept: [LayoutConstraint] = []
        do {
            let parent = View(frame: Rect(x: 0, y: 0, width: 20, height: 5))
            let child = View()
            parent.addSubview(child)
            kept = child.pin(to: parent, insets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
            parent.layoutIfNeeded()
            #expect(child.frame == Rect(x: 1, y: 1, width: 18, height: 3))
            weakParent = parent
            weakChild = child
        }
        #expect(weakParent == nil)
        #expect(weakChild == nil)
        // Constraints an app kept outlive their views harmlessly: they are no longer active,
        // and activating them again is refused with a reason.
        #expect(kept.allSatisfy { !$0.isActive })
        var reported: [String] = []
        let saved = ConstraintLayoutEngine.diagnosticHandler
        ConstraintLayoutEngine.diagnosticHandler = { reported.append($0) }
        defer { ConstraintLayoutEngine.diagnosticHandler = saved }
        LayoutConstraint.activate(kept)
        #expect(reported.count == kept.count)
        #expect(reported.first?.contains("freed") == true)
    }
}
