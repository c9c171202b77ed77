import BanterCanvas

/// The constraints installed on one container view (the closest common ancestor of the
/// views they relate), solved in the container's bounds coordinates each time it lays out.
///
/// Every view a constraint names gets four variables: left, top, width and height. The
/// container's own size is an edit variable suggested from its frame, so a resize re-solves
/// incrementally, as does a changed constant. Views with an intrinsic content size get
/// hugging (≤, at `contentHuggingPriority`) and compression-resistance (≥, at
/// `contentCompressionResistancePriority`) constraints on it. Views that keep
/// `translatesAutoresizingMaskIntoConstraints` are held where their frames put them.
/// Solved positions are rounded so neighbouring views neither overlap nor leave a gap.
@MainActor
final class ConstraintLayoutEngine {
    private unowned let container: View
    private let solver = ConstraintSolver()
    private let containerWidth = LayoutVariable("container.width")
    private let containerHeight = LayoutVariable("container.height")

    /// The variables and automatic constraints of one view.
    @MainActor
    private final class Item {
        let view: View
        let left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable
        var intrinsic: [SolverConstraint] = []
        var intrinsicSize: Size?
        var frameConstraints: [SolverConstraint] = []
        var uses = 0

        init(view: View) {
            self.view = view
            let name = view.accessibilityIdentifier ?? String(describing: type(of: view))
            left = LayoutVariable("\(name).left")
            top = LayoutVariable("\(name).top")
            width = LayoutVariable("\(name).width")
            height = LayoutVariable("\(name).height")
        }
    }

    private var items: [ObjectIdentifier: Item] = [:]
    private var itemOrder: [Item] = []
    private var installed: [ObjectIdentifier: SolverConstraint] = [:]
    /// The constraints installed here, in the order they were activated.
    private(set) var constraints: [LayoutConstraint] = []

    init(container: View) {
        self.container = container
        // A container's size is given by its frame; the highest preference short of required
        // lets a conflicting required constraint be reported instead of moving the frame.
        solver.add(SolverConstraint(containerWidth, .greaterOrEqual, 0.0, label: "container.width >= 0"))
        solver.add(SolverConstraint(containerHeight, .greaterOrEqual, 0.0, label: "container.height >= 0"))
        solver.addEditVariable(containerWidth, priority: .required - 1)
        solver.addEditVariable(containerHeight, priority: .required - 1)
    }

    /// Where diagnostics go; standard error by default.
    static var diagnosticHandler: @MainActor (String) -> Void = { FileDiagnostics.write("Layout: \($0)\n") }

    private static func report(_ message: String) {
        diagnosticHandler(message)
    }

    // MARK: Installing

    /// Installs `constraint` in the engine of the closest common ancestor of its views.
    static func activate(_ constraint: LayoutConstraint) {
        guard constraint.firstAnchor.isViewAlive, constraint.secondAnchor?.isViewAlive ?? true else {
            report("a view of the constraint was freed: \(constraint); left out")
            return
        }
        let first = constraint.firstAnchor
        if let second = constraint.secondAnchor {
            guard first.attribute.isHorizontal == second.attribute.isHorizontal,
                  first.attribute.isDimension == second.attribute.isDimension || constraint.multiplier == 0 else {
                report("cannot relate \(first.attribute) to \(second.attribute) (different axes or kinds): \(constraint); left out")
                return
            }
        } else if !first.attribute.isDimension {
            report("a position cannot equal a constant (relate it to another anchor): \(constraint); left out")
            return
        }
        guard let host = host(for: constraint) else {
            report("the views have no common ancestor (add them to the same view first): \(constraint); left out")
            return
        }
        if host.constraintEngine == nil { host.constraintEngine = ConstraintLayoutEngine(container: host) }
        host.constraintEngine!.add(constraint)
    }

    /// The view that solves a constraint: the closest common ancestor of its views, or a
    /// lone view's superview (its frame is set from there).
    private static func host(for constraint: LayoutConstraint) -> View? {
        let first = constraint.firstAnchor.view
        guard let second = constraint.secondAnchor?.view, second !== first else { return first.superview ?? first }
        var ancestors: [ObjectIdentifier] = []
        var current: View? = first
        while let view = current { ancestors.append(ObjectIdentifier(view)); current = view.superview }
        current = second
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    private func add(_ constraint: LayoutConstraint) {
        let solverConstraint = makeSolverConstraint(for: constraint, priority: constraint.priority)
        if let diagnostic = solver.add(solverConstraint) {
            Self.report(diagnostic.description)
            release(constraint)
            return
        }
        installed[ObjectIdentifier(constraint)] = solverConstraint
        constraints.append(constraint)
        constraint.engine = self
        container.setNeedsLayout()
    }

    func remove(_ constraint: LayoutConstraint) {
        guard let solverConstraint = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        solver.remove(solverConstraint)
        constraints.removeAll { $0 === constraint }
        constraint.engine = nil
        release(constraint)
        container.setNeedsLayout()
    }

    func constantChanged(_ constraint: LayoutConstraint) {
        guard let solverConstraint = installed[ObjectIdentifier(constraint)] else { return }
        // Anchor expressions have no constants of their own, so the solver constraint's
        // constant is minus the layout constraint's (see SolverConstraint).
        if let diagnostic = solver.updateConstant(of: solverConstraint, to: -Double(constraint.constant)) {
            Self.report(diagnostic.description)
        }
        container.setNeedsLayout()
    }

    func priorityChanged(_ constraint: LayoutConstraint) {
        remove(constraint)
        add(constraint)
    }

    private func makeSolverConstraint(for constraint: LayoutConstraint, priority: LayoutPriority) -> SolverConstraint {
        let lhs = expression(for: constraint.firstAnchor)
        let rhs = (constraint.secondAnchor.map { expression(for: $0) } ?? LinearExpression(0)) * constraint.multiplier + Double(constraint.constant)
        let relation: SolverConstraint.Relation = constraint.relation == .equal ? .equal : constraint.relation == .lessOrEqual ? .lessOrEqual : .greaterOrEqual
        let solverConstraint = SolverConstraint(lhs, relation, rhs, priority: priority)
        // Spelling the views' names for every constraint made opening a screen slow; only
        // diagnostics need it.
        solverConstraint.labelProvider = { [weak constraint] in
            MainActor.assumeIsolated { constraint?.description ?? "" }
        }
        return solverConstraint
    }

    /// The anchor as an expression in the container's coordinates, creating the view's
    /// variables on first use.
    private func expression(for anchor: LayoutAnchor) -> LinearExpression {
        if anchor.view === container {
            let width = LinearExpression(containerWidth), height = LinearExpression(containerHeight)
            switch anchor.attribute {
            case .leading, .top: return LinearExpression(0)
            case .trailing, .width: return width
            case .bottom, .height: return height
            case .centerX: return width * 0.5
            case .centerY: return height * 0.5
            }
        }
        let item = retain(anchor.view)
        let left = LinearExpression(item.left), top = LinearExpression(item.top)
        let width = LinearExpression(item.width), height = LinearExpression(item.height)
        switch anchor.attribute {
        case .leading: return left
        case .trailing: return left + width
        case .top: return top
        case .bottom: return top + height
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        }
    }

    private func retain(_ view: View) -> Item {
        let key = ObjectIdentifier(view)
        if let item = items[key] {
            item.uses += 1
            return item
        }
        let item = Item(view: view)
        item.uses = 1
        items[key] = item
        itemOrder.append(item)
        solver.add(SolverConstraint(item.width, .greaterOrEqual, 0.0, label: "\(item.width) >= 0"))
        solver.add(SolverConstraint(item.height, .greaterOrEqual, 0.0, label: "\(item.height) >= 0"))
        return item
    }

    private func release(_ constraint: LayoutConstraint) {
        for anchor in [constraint.firstAnchor] + (constraint.secondAnchor.map { [$0] } ?? []) where anchor.view !== container {
            guard let item = items[ObjectIdentifier(anchor.view)] else { continue }
            item.uses -= 1
        }
    }

    // MARK: Solving

    /// Solves at the container's current size and sets the frames of the views whose
    /// layout the constraints decide.
    func layout() {
        solver.suggestValue(containerWidth, Double(container.bounds.width))
        solver.suggestValue(containerHeight, Double(container.bounds.height))
        for item in itemOrder where item.uses > 0 {
            refreshIntrinsicSize(of: item)
            refreshFrameConstraints(of: item)
        }
        solver.updateVariables()
        // Parents before children, so a child's frame is relative to its parent's new frame.
        let solved = itemOrder.filter { $0.uses > 0 && !$0.view.translatesAutoresizingMaskIntoConstraints }
            .sorted { depth(of: $0.view) < depth(of: $1.view) }
        for item in solved {
            let left = Int(item.left.value.rounded()), top = Int(item.top.value.rounded())
            let right = Int((item.left.value + item.width.value).rounded())
            let bottom = Int((item.top.value + item.height.value).rounded())
            let parentOffset = offsetInContainer(of: item.view.superview)
            item.view.frame = Rect(x: left - parentOffset.x, y: top - parentOffset.y, width: max(0, right - left), height: max(0, bottom - top))
        }
    }

    private func depth(of view: View) -> Int {
        var depth = 0, current = view.superview
        while let parent = current, parent !== container { depth += 1; current = parent.superview }
        return depth
    }

    /// Where `view`'s bounds origin is in the container's coordinates.
    private func offsetInContainer(of view: View?) -> Point {
        var offset = Point.zero
        var current = view
        while let parent = current, parent !== container {
            offset = offset.offsetBy(dx: parent.frame.minX - parent.boundsOrigin.x, dy: parent.frame.minY - parent.boundsOrigin.y)
            current = parent.superview
        }
        return offset
    }

    /// Hugging and compression resistance on the view's intrinsic size, kept in step with
    /// it.
    private func refreshIntrinsicSize(of item: Item) {
        let size = item.view.intrinsicContentSize
        guard size != item.intrinsicSize else { return }
        for constraint in item.intrinsic { solver.remove(constraint) }
        item.intrinsic = []
        item.intrinsicSize = size
        let view = item.view
        for (variable, value, axis) in [(item.width, size.width, Axis.horizontal), (item.height, size.height, Axis.vertical)] where value >= 0 {
            let hugging = SolverConstraint(variable, .lessOrEqual, Double(value), priority: view.contentHuggingPriority(for: axis),
                                           label: "\(variable) <= \(value) (hugging)")
            let resistance = SolverConstraint(variable, .greaterOrEqual, Double(value), priority: view.contentCompressionResistancePriority(for: axis),
                                              label: "\(variable) >= \(value) (compression resistance)")
            for constraint in [hugging, resistance] where solver.add(constraint) == nil {
                item.intrinsic.append(constraint)
            }
        }
    }

    /// For a view that keeps its frame, required constraints holding it there.
    private func refreshFrameConstraints(of item: Item) {
        for constraint in item.frameConstraints { solver.remove(constraint) }
        item.frameConstraints = []
        guard item.view.translatesAutoresizingMaskIntoConstraints else { return }
        let offset = offsetInContainer(of: item.view.superview)
        let frame = item.view.frame.offsetBy(dx: offset.x, dy: offset.y)
        for (variable, value) in [(item.left, frame.minX), (item.top, frame.minY), (item.width, frame.width), (item.height, frame.height)] {
            let constraint = SolverConstraint(variable, .equal, Double(value), label: "\(variable) == \(value) (frame)")
            if solver.add(constraint) == nil { item.frameConstraints.append(constraint) } else {
                Self.report("the frame of \(item.view) conflicts with its constraints; set translatesAutoresizingMaskIntoConstraints = false")
            }
        }
    }
}
