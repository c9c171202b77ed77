/// Everything that restyles itself when the global theme changes: the loaded view
/// controllers. Held weakly, in the order they loaded, so a parent restyles before the
/// children it presents.
@MainActor
final class ThemeObservers {
    static let shared = ThemeObservers()

    private var observers: [WeakObserver] = []

    private struct WeakObserver {
        weak var value: (any ThemeObserving)?
    }

    func add(_ observer: any ThemeObserving) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakObserver(value: observer))
    }

    func themeDidChange(_ theme: Theme) {
        observers.removeAll { $0.value == nil }
        for observer in observers.compactMap(\.value) {
            observer.globalThemeDidChange(theme)
        }
    }
}

/// Something that restyles itself on a global theme change.
@MainActor
protocol ThemeObserving: AnyObject {
    func globalThemeDidChange(_ theme: Theme)
}
