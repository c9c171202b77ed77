import BanterCanvas
import BanterViews

/// The base of every module component (a header, a list, an input, a media area): a plain
/// view whose `configure(...)` stores its arguments, then calls `runSetup()`, which runs
/// `setupViews()`, `setupLayouts()` and `setupStyles()` once each, in that order.
///
/// Until then nothing is styled: a theme given to the component before `configure` (right
/// after the screen is made, say) is only kept, and `configure` applies it, once, with the
/// rest of the setup. Afterwards a theme given to the component restyles it at once
/// (`themeDidChange()`).
///
/// Lifecycle: `init` sets nothing up; `updateStyles(theme:)` and `updateLayouts()`, on each
/// component, re-run the step they name. Overrides of the setup steps call `super` first.
/// Main actor only.
@MainActor
open class ModuleComponent: View {
    /// Whether `configure` has run the setup (`runSetup()`).
    public private(set) var isConfigured = false

    /// A component ready to be configured; view controllers make it from its metatype
    /// (`ModuleSet`), so subclasses keep this initialiser.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Creates the subviews; called once, by `configure`.
    open func setupViews() {}

    /// Places the subviews; called once, by `configure`, after `setupViews()`.
    open func setupLayouts() {}

    /// Applies the theme in force; called by `configure` after `setupLayouts()`, then on
    /// every theme change.
    open func setupStyles() {}

    /// Runs `setupViews()`, `setupLayouts()` and `setupStyles()`, once each and in that order,
    /// then marks the component configured. A component's `configure` calls it after storing
    /// its arguments.
    public func runSetup() {
        setupViews()
        setupLayouts()
        setupStyles()
        isConfigured = true
    }

    /// A theme was given to the component: restyles it once it is configured; before, the
    /// theme waits for `configure`. Each component's theme properties call it.
    public func themeDidChange() {
        if isConfigured { setupStyles() }
    }
}
