import BanterCanvas
import BanterViews

/// The base of the kit's table cells, with `BaseView`'s lifecycle: `init` runs
/// `setupViews()`, `setupLayouts()` and `setupActions()`; every layout pass runs
/// `setupStyles()`. Overrides call `super` first. Main actor only.
@MainActor
open class BaseTableViewCell: TableViewCell {
    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        setupViews()
        setupLayouts()
        setupActions()
    }

    /// Creates the subviews; called once, from `init`.
    open func setupViews() {}

    /// Places the subviews; called once, from `init`.
    open func setupLayouts() {}

    /// Connects controls to their actions; called once, from `init`.
    open func setupActions() {}

    /// Applies colours and attributes; called on every layout pass.
    open func setupStyles() {}

    /// Runs `setupLayouts()` again and marks the cell for layout.
    open func updateLayouts() {
        setupLayouts()
        setNeedsLayout()
    }

    /// Runs `setupStyles()` again and marks the cell for drawing.
    open func updateStyles() {
        setupStyles()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        setupStyles()
    }
}
