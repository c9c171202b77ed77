/// The glyphs the kit draws, each with a plain-ASCII fallback for terminals or fonts
/// without the symbol (`useFallbacks`).
public struct IconSet: Sendable, Equatable {
    /// One glyph and what to draw instead.
    public struct Icon: Sendable, Equatable {
        public var glyph: String
        public var fallback: String

        public init(_ glyph: String, fallback: String) {
            self.glyph = glyph
            self.fallback = fallback
        }
    }

    public var back = Icon("<", fallback: "<")
    public var send = Icon("➤", fallback: ">")
    public var pending = Icon("◌", fallback: "o")
    /// A pending message while the client is not connected: the clock of a message that
    /// goes when the connection returns.
    public var waiting = Icon("◷", fallback: "o")
    public var failed = Icon("✗", fallback: "!")
    public var sent = Icon("✓", fallback: "v")
    public var delivered = Icon("✓✓", fallback: "vv")
    public var read = Icon("✓✓", fallback: "vv")
    public var frozen = Icon("❄", fallback: "*")
    public var muted = Icon("⊘", fallback: "x")
    /// A channel whose notifications the current user turned off.
    public var notificationsOff = Icon("🔕", fallback: "~")
    public var thread = Icon("↳", fallback: "->")
    public var quote = Icon("┃", fallback: "|")
    public var file = Icon("▤", fallback: "#")
    public var image = Icon("▣", fallback: "[]")
    public var scrollToBottom = Icon("↓", fallback: "v")
    public var more = Icon("⋯", fallback: "...")
    public var typing = Icon("…", fallback: "...")
    public var members = Icon("☺", fallback: "@")
    public var settings = Icon("⚙", fallback: "=")
    public var create = Icon("+", fallback: "+")
    public var invite = Icon("⊕", fallback: "+")
    public var edit = Icon("✎", fallback: "*")
    public var checkbox = Icon("☐", fallback: "[ ]")
    public var checkedBox = Icon("☑", fallback: "[x]")
    public var operatorMark = Icon("★", fallback: "*")
    public var disclosure = Icon("›", fallback: ">")
    public var notifications = Icon("♪", fallback: "!")
    public var search = Icon("⌕", fallback: "?")
    public var leave = Icon("⇥", fallback: "x")
    public var delete = Icon("✕", fallback: "x")
    /// Beside a user banned from the channel.
    public var banned = Icon("⊗", fallback: "#")
    /// The channel's moderation (operators only).
    public var moderations = Icon("⚑", fallback: "!")
    /// Draw the fallbacks instead of the glyphs.
    public var useFallbacks = false

    public init() {}

    /// The default set.
    public static let standard = IconSet()

    /// What to draw for `icon`.
    public func text(_ icon: Icon) -> String {
        useFallbacks ? icon.fallback : icon.glyph
    }
}
