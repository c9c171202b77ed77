import BanterCanvas
import BanterViews

/// The base of the kit's views: `init` runs `setupViews()`, `setupLayouts()` and
/// `setupActions()`; every layout pass runs `setupStyles()`; `updateLayouts()` and
/// `updateStyles()` re-run the step they name. Overrides call `super` first. Main actor only.
@MainActor
open class BaseView: View {
    /// A view set up and ready to be added to a hierarchy.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        setupViews()
        setupLayouts()
        setupActions()
    }

    /// Creates the subviews; called once, from `init`.
    open func setupViews() {}

    /// Places the subviews (constraints or frames); called once, from `init`.
    open func setupLayouts() {}

    /// Connects controls to their actions; called once, from `init`.
    open func setupActions() {}

    /// Applies colours and attributes; called on every layout pass.
    open func setupStyles() {}

    /// Re-places the subviews: runs `setupLayouts()` again and marks the view for layout.
    open func updateLayouts() {
        setupLayouts()
        setNeedsLayout()
    }

    /// Re-applies styles: runs `setupStyles()` again and marks the view for drawing.
    open func updateStyles() {
        setupStyles()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        setupStyles()
    }
}
