/// Which of the two built-in palettes a theme uses: one for terminals with a light
/// background, one for dark ones.
public enum ColorScheme: String, Sendable, CaseIterable {
    case light
    case dark
}
