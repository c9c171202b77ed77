import BanterCanvas

/// The default looks the controls share, so that "muted" means the same thing in a label's
/// placeholder, a separator and a scroll track.
enum ControlPalette {
    /// Secondary text and rules. Light terminals get grey (bright black), which reads as
    /// muted on white. Dark terminals get the default colour dimmed instead, because several
    /// popular dark themes (Solarized Dark among them) paint bright black in the background
    /// colour, which would make muted text vanish.
    static func muted(_ traits: TraitCollection) -> TextStyle {
        switch traits.userInterfaceStyle {
        case .light: TextStyle(foreground: .brightBlack)
        case .dark: TextStyle(attributes: .dim)
        }
    }

    /// Whether `character` counts as blank for trimming next to an ellipsis; the same set
    /// `TextLayout` trims, so styled and plain truncation agree.
    static func isTrimmable(_ character: Character) -> Bool {
        character == " " || character == "\u{3000}"
    }
}
