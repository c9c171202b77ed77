import Testing
import BanterTesting
import BanterUIKit
@testable import banter_customize

/// Every entry of the catalogue, drawn through the same path as `--headless`, customised and
/// as the default; its global state put back afterwards; and the command line's refusals.
@Suite("banter-customize: the catalogue", .serialized)
@MainActor
struct CustomizationEntryTests {
    private func screen(_ id: String, customised: Bool = true, steps: String = "wait 1s", theme: String = "light") throws -> Canvas {
        var options = CustomizeOptions()
        options.entryId = id
        options.showsDefault = !customised
        options.quiet = true
        options.headless = true
        options.theme = theme
        let script = try HeadlessScript(parsing: steps, file: "test")
        return try HeadlessCustomizeRunner.run(options, script: script).screen
    }

    /// The catalogue's entries whose customisation shows on their first screen, each
    /// snapshotted customised.
    nonisolated static let entryIds = ["header-item", "poll-cell", "view-model-set", "component-theme", "controller-theme",
                           "global-palette", "data-source", "channel-cell", "list-header", "settings-item",
                           "create-channel", "invite-user", "member-list", "moderations", "register-operator",
                           "push-settings", "thread", "search", "open-channel", "open-channel-list",
                           "open-settings"]
    /// Entries whose customisation shows only once the screen is used, each checked by a
    /// test of its own below.
    nonisolated static let behaviouralEntryIds = ["controller-set", "menu-item"]

    @Test(arguments: entryIds)
    func everyEntryCustomised(id: String) throws {
        assertSnapshot(of: try screen(id), named: id)
    }

    @Test func noEntryGoesUnchecked() {
        #expect(Catalogue.entries.map(\.id).sorted() == (Self.entryIds + Self.behaviouralEntryIds).sorted())
    }

    @Test func theDefaultsShowWhatTheCustomisationsChange() throws {
        let custom = try screen("poll-cell").plainText(), plain = try screen("poll-cell", customised: false).plainText()
        #expect(custom.contains("📊 Lunch on Friday?") && custom.contains("Sushi    ███"))
        #expect(plain.contains("Lunch on Friday? 🍕 Pizza / 🍣 Sushi / 🥗 Salad") && !plain.contains("📊"))
        #expect(try screen("header-item", customised: false).plainText().split(separator: "\n")[0].hasSuffix("17 members ⚙ "))
        #expect(try screen("header-item").plainText().split(separator: "\n")[0].hasSuffix("17 members ⓘ "))
        #expect(try !screen("list-header", customised: false).plainText().contains("+ New"))
        let create = try screen("create-channel", customised: false).plainText()
        #expect(create.contains("New channel") && !create.contains("Start a chat"))
        let invite = try screen("invite-user", customised: false).plainText()
        #expect(invite.contains("Invite users") && !invite.contains("@"))
        let members = try screen("member-list", customised: false).plainText()
        #expect(members.contains("Members") && !members.contains("People here") && !members.contains("@"))
        #expect(try !screen("moderations", customised: false).plainText().contains("Reported messages"))
        #expect(try screen("register-operator", customised: false).plainText().contains("Set as operators"))
        let openSettings = try screen("open-settings", customised: false).plainText()
        #expect(openSettings.contains("Participants") && !openSettings.contains("Share link"))
        let search = try screen("search", customised: false).plainText()
        #expect(search.contains("release") && !search.contains("↗ open"))
        let thread = try screen("thread", customised: false).plainText()
        #expect(thread.contains("↳ 4 replies") && thread.contains("Release checklist") && !thread.contains("📌"))
        assertSnapshot(of: try screen("channel-cell", customised: false), named: "channel-cell.default")
    }

    @Test func theBarItemsAnswer() throws {
        let header = try screen("header-item", steps: "wait 1s\nclick 78,0\n").plainText()
        #expect(header.contains("Product team") && header.contains("17 members"))
        #expect(header.contains("OK"))
        let list = try screen("list-header", steps: "wait 1s\nclick 76,0\nwait 1s\n").plainText()
        #expect(list.contains("New channel") && list.contains("Create"))
        let start = try screen("create-channel", steps: "wait 1s\n<Down>\n<Enter>\n<Down>\n<Enter>\n").plainText()
        #expect(start.split(separator: "\n")[0].hasSuffix("Start (2) "))
    }

    @Test func theRoomsCreateItemOpensTheNewRoomScreenWhoseRoomOpensDescribed() throws {
        let create = try screen("open-channel-list", steps: "wait 1s\nclick 76,0\nwait 1s\n")
        assertSnapshot(of: create, named: "open-channel-list.create")
        let text = create.plainText()
        #expect(text.contains("New room") && text.contains("Open it") && text.contains("What is the room about?"))
        #expect(text.contains("Tab reaches Open it") && !text.contains("Tab reaches Create"))
        let room = try screen("open-channel-list", steps: "wait 1s\nn\nwait 1s\nBook club\n<Enter>\nwait 2s\n").plainText()
        #expect(room.split(separator: "\n")[0].contains("Book club"))
        #expect(room.contains("A room made in the customisation catalogue"))
        let plain = try screen("open-channel-list", customised: false, steps: "wait 1s\nn\nwait 1s\n").plainText()
        #expect(plain.contains("New open channel") && !plain.contains("New room"))
    }

    @Test func theControllerFromTheSetOpensFromTheList() throws {
        let text = try screen("controller-set", steps: "wait 1s\n<Enter>\nwait 1s\n").plainText()
        #expect(text.split(separator: "\n")[0].contains("# Product team"))
        #expect(text.contains("loaded"))
    }

    @Test func theCustomMenuItemReplacesDelete() throws {
        Pasteboard.general.string = nil
        let menu = try screen("menu-item", steps: "wait 1s\n<Up>\n<Enter>\n").plainText()
        #expect(menu.contains("📌 Pin"))
        #expect(!menu.contains("Delete"))
        _ = try screen("menu-item", steps: "wait 1s\n<Up>\n<Enter>\n<Down>\n<Down>\n<Down>\n<Down>\n<Down>\n<Down>\n<Enter>\n")     // Copy, Reply, Reply in thread, React…, Mark as unread, Report, 📌 Pin
        #expect(Pasteboard.general.string == "📌 Lunch on Friday? 🍕 Pizza / 🍣 Sushi / 🥗 Salad")
    }

    /// Issue 24 item 15: the ⓘ alert reads one fact a line at 80x24 ("17 members", then the
    /// URL), not "17 members ·" with the address wrapped under it.
    @Test func theInfoAlertReadsOneFactALine() throws {
        let lines = try screen("header-item", steps: "wait 1s\nclick 78,0\n").plainText().split(separator: "\n")
        let members = try #require(lines.first { $0.contains("17 members") && !$0.hasSuffix("ⓘ ") })
        #expect(!members.contains("·"))
        #expect(lines.contains { $0.contains("URL: banter_") })
    }

    /// Issue 24 item 15: Pin says what it did.
    @Test func pinSaysItPinned() throws {
        let text = try screen("menu-item", steps: "wait 1s\n<Up>\n<Enter>\n<Down>\n<Down>\n<Down>\n<Down>\n<Down>\n<Down>\n<Enter>\n").plainText()
        #expect(text.contains("📌 Pinned"))
    }

    /// Issue 24 item 15: after Ctrl-D the register-operator entry stays, so its result
    /// shows (a notice naming who was promoted), instead of going back to the catalogue.
    @Test func promotingShowsTheResult() throws {
        let text = try screen("register-operator", steps: "wait 1s\nclick 10,3\n<C-d>\nwait 2s\n").plainText()
        #expect(text.contains("Make moderators"))
        #expect(text.contains("Promoted: ") && !text.contains("Promoted: adaeze.eze"))
    }

    @Test func everyEntryPutsTheGlobalStateBack() throws {
        for entry in Catalogue.entries {
            let theme = Theme.current
            let header = GroupChannelModule.headerComponent, cell = GroupChannelListModule.List.channelCell
            let controller = ViewControllerSet.groupChannelViewController, model = ViewModelSet.groupChannelViewModel
            let list = ViewControllerSet.groupChannelListViewController, custom = GroupChannelModule.List.customMessageCell
            let createHeader = CreateChannelModule.headerComponent, inviteCell = InviteUserModule.List.userCell
            let createOpenHeader = CreateOpenChannelModule.headerComponent, createOpenModel = ViewModelSet.createOpenChannelViewModel
            let openListHeader = OpenChannelListModule.headerComponent
            entry.apply()
            entry.restore()
            #expect(Theme.current === theme, "\(entry.id)")
            #expect(GroupChannelModule.headerComponent == header && GroupChannelListModule.List.channelCell == cell, "\(entry.id)")
            #expect(ViewControllerSet.groupChannelViewController == controller && ViewModelSet.groupChannelViewModel == model, "\(entry.id)")
            #expect(ViewControllerSet.groupChannelListViewController == list && GroupChannelModule.List.customMessageCell == custom, "\(entry.id)")
            #expect(CreateChannelModule.headerComponent == createHeader && InviteUserModule.List.userCell == inviteCell, "\(entry.id)")
            #expect(CreateOpenChannelModule.headerComponent == createOpenHeader && ViewModelSet.createOpenChannelViewModel == createOpenModel,
                    "\(entry.id)")
            #expect(OpenChannelListModule.headerComponent == openListHeader, "\(entry.id)")
            #expect(BanterUIKit.config.groupChannel.channel.messageContextMenuBuilder == nil, "\(entry.id)")
            #expect(BanterUIKit.config.groupChannel.channel.customRenderers.isEmpty, "\(entry.id)")
            #expect(BanterUIKit.config.groupChannel.channel.customMessageTypes.isEmpty, "\(entry.id)")
        }
    }

    @Test(arguments: [
        (["--headless", "--script", "s"], CustomizeOptionsError.headlessNeedsEntry),
        (["poll-cell", "--headless"], .missingValue("--script")),
        (["--default"], .defaultNeedsEntry),
        (["poll-cell", "--screen", "out"], .needsHeadless),
        (["poll-cell", "--theme", "blue"], .invalidValue("--theme", "blue", "light or dark")),
        (["--frob"], .unknownOption("--frob")),
    ])
    func badCommandLinesAreRefusedWithAReason(arguments: [String], expected: CustomizeOptionsError) {
        #expect(throws: expected) { try CustomizeOptions.parse(arguments, entryIds: Catalogue.entries.map(\.id)) }
    }

    @Test func anUnknownEntryIsRefusedNamingTheValidOnes() {
        let ids = Catalogue.entries.map(\.id)
        #expect(throws: CustomizeOptionsError.unknownEntry("nope", ids)) { try CustomizeOptions.parse(["nope"], entryIds: ids) }
        let error = CustomizeOptionsError.unknownEntry("nope", ids)
        #expect("\(error)".contains("poll-cell") && "\(error)".contains("list-header"))
    }
}
