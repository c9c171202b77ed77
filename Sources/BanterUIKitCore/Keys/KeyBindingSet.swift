import BanterTerminal

/// Every key of every screen, grouped by screen, so an app can move a key, add one (the vi
/// preset adds `j` `k` `g` `G`) or reword what the help says about it. The screens read
/// `current` when a key arrives, and the `?` help and the README's key table are made from
/// `helpRows`, so what a key does and what the help says never disagree.
///
///     KeyBindingSet.current.channelList.createChannel.keys = [KeyEvent(.character("c"))]
///     KeyBindingSet.current = .vi
///
/// Letter keys reach a screen only when no text field has the focus (a focused field types
/// them), so a letter binding never fires while someone writes. Some keys belong to the views
/// below the kit (Enter, Tab, the arrows in a table, Alt-Enter in the message input, F1 in
/// tabs): their bindings here describe them for the help, and moving them changes only the
/// help; the navigation bindings (`common`) add keys to every list (see `Common`).
///
/// Replace bindings before the screens are built or between key presses. Main actor only
/// (`current`).
public struct KeyBindingSet: Sendable {
    /// Keys every list and screen shares: moving, paging, going back, retrying.
    public var common = Common()
    /// The keys of the app around the screens: tabs, the help, the colour scheme, quitting.
    public var app = App()
    /// The channel list screens.
    public var channelList = ChannelList()
    /// The channel screens: the message list and the message input.
    public var channel = Channel()
    /// The message thread screen.
    public var thread = Thread()
    /// The open channel list screen.
    public var openChannelList = OpenChannelList()
    /// The open channel screen.
    public var openChannel = OpenChannel()
    /// The screen that makes a new open channel.
    public var createOpenChannel = CreateOpenChannel()
    /// The screens that pick users: create a channel, invite.
    public var selectUser = SelectUser()
    /// The user lists: members, participants, operators, muted, banned.
    public var userList = UserList()
    /// The register-operator screens.
    public var registerOperator = RegisterOperator()
    /// The moderation screens.
    public var moderations = Moderations()

    /// The default keys.
    public init() {}

    /// The keys every screen reads.
    @MainActor public static var current = KeyBindingSet()

    /// The default keys plus vi's: `k` and `j` move up and down, `g` and `G` go to the first
    /// and the last row (in a channel, the newest message), `/` searches (the channel list's
    /// by default; a group channel's message list too).
    public static var vi: KeyBindingSet {
        var set = KeyBindingSet()
        set.common.moveUp.keys.append(KeyEvent(.character("k")))
        set.common.moveDown.keys.append(KeyEvent(.character("j")))
        set.common.first.keys.append(KeyEvent(.character("g")))
        set.common.last.keys.append(KeyEvent(.character("G")))
        set.channel.searchInChannel.keys = [KeyEvent(.character("/"))]
        return set
    }

    /// The bindings the help lists, in its order. A binding without a description is shown
    /// on the row of the binding before it; `common.retry` is left out, since the error view
    /// that it retries says so itself, and `channel.newest`, which the Home End row's words
    /// name.
    public var helpBindings: [KeyBinding] {
        [
            common.moveUp, common.moveDown, common.select, channel.newLine, channel.sendFile, common.back,
            common.nextFocus, common.pageUp, common.pageDown, common.first, common.last,
            channelList.channelMenu, channelList.reload, channelList.createChannel, channelList.searchMessages,
            channel.settings, moderations.open, selectUser.filter, userList.filter, selectUser.pick, userList.actions,
            registerOperator.pick, selectUser.confirm, registerOperator.confirm, channel.showSender, channel.showQuotedMessage,
            channel.openThread, channel.showReactions, channel.addReaction, channel.threadReplies, channel.firstUnread, channel.searchInChannel, thread.alsoSendToChannel, app.channelsTab, app.openTab,
            openChannelList.filter, openChannelList.createChannel, createOpenChannel.chooseCover,
            openChannel.cycleMedia, openChannel.settings, app.mouse, app.help, app.switchColorScheme, app.quit,
        ]
    }

    /// The help's rows: each described binding with the keys of the undescribed ones after
    /// it (a name given twice is shown once). A binding with no key and no other way is left
    /// out: nothing would do it.
    public var helpRows: [KeyHelpRow] {
        var rows: [(names: [String], meaning: String)] = []
        for binding in helpBindings {
            let names = binding.keys.map(KeyBinding.name(of:)) + binding.also
            if names.isEmpty { continue }
            if binding.description.isEmpty, !rows.isEmpty {
                for name in names where !rows[rows.count - 1].names.contains(name) { rows[rows.count - 1].names.append(name) }
            } else {
                rows.append((names, binding.description))
            }
        }
        return rows.map { KeyHelpRow(key: $0.names.joined(separator: " "), meaning: $0.meaning) }
    }

    /// The help as a Markdown table (what the README shows between its key markers).
    public var markdownTable: String {
        func cell(_ text: String) -> String { text.map { $0 == "|" ? "\\|" : String($0) }.joined() }
        let lines = ["| key | what it does |", "|---|---|"] + helpRows.map { "| \(cell($0.key)) | \(cell($0.meaning)) |" }
        return lines.joined(separator: "\n") + "\n"
    }
}
