/// One row of the key help: the keys (and other ways, such as a header item) and what they
/// do. Made by `KeyBindingSet.helpRows`.
public struct KeyHelpRow: Hashable, Sendable {
    /// The keys as the help names them: `↑ ↓`, `l Delete`, `n +`.
    public var key: String
    /// What they do.
    public var meaning: String

    /// A row naming `key` and its `meaning`.
    public init(key: String, meaning: String) {
        self.key = key
        self.meaning = meaning
    }
}
