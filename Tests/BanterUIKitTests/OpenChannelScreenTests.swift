import Testing
import BanterTesting
import BanterUIKit

/// The open channel screen: lifecycle order, the sets, theme precedence, the header's live
/// count, the media modes, the inputs when frozen and muted, and floods.
@Suite("The open channel screen", .serialized)
@MainActor
struct OpenChannelScreenTests {
    // MARK: Recording subclasses

    final class RecordingMedia: OpenChannelModule.Media {
        static var recorder: LifecycleRecorder?
        override func configure(delegate: OpenChannelModuleMediaDelegate?, theme: ChannelTheme?) {
            Self.recorder?.record("configure", of: "media")
            super.configure(delegate: delegate, theme: theme)
        }
        override func setupViews() { Self.recorder?.record("setupViews", of: "media"); super.setupViews() }
        override func setupLayouts() { Self.recorder?.record("setupLayouts", of: "media"); super.setupLayouts() }
        override func setupStyles() { Self.recorder?.record("setupStyles", of: "media"); super.setupStyles() }
        override var descriptionText: String { "Custom description" }
    }

    final class RecordingHeader: OpenChannelModule.Header {
        static var recorder: LifecycleRecorder?
        override func configure(delegate: BaseChannelModuleHeaderDelegate, theme: ChannelTheme?) {
            Self.recorder?.record("configure", of: "header")
            super.configure(delegate: delegate, theme: theme)
        }
    }

    final class RecordingController: OpenChannelViewController {
        static var recorder: LifecycleRecorder?
        override func loadView() { Self.recorder?.record("loadView", of: "vc"); super.loadView() }
        override func setupViews() { Self.recorder?.record("setupViews", of: "vc"); super.setupViews() }
        override func setupLayouts() { Self.recorder?.record("setupLayouts", of: "vc"); super.setupLayouts() }
        override func viewDidLoad() { Self.recorder?.record("viewDidLoad", of: "vc"); super.viewDidLoad() }
        override func viewWillAppear(_ animated: Bool) { Self.recorder?.record("viewWillAppear", of: "vc"); super.viewWillAppear(animated) }
        override func viewDidAppear(_ animated: Bool) { Self.recorder?.record("viewDidAppear", of: "vc"); super.viewDidAppear(animated) }
        override func viewWillDisappear(_ animated: Bool) { Self.recorder?.record("viewWillDisappear", of: "vc"); super.viewWillDisappear(animated) }
        override func didMove(toParent parent: ViewController?) {
            Self.recorder?.record(parent == nil ? "removed" : "added", of: "vc")
            super.didMove(toParent: parent)
        }
    }

    final class SpyViewModel: OpenChannelViewModel {
        static var recorder: LifecycleRecorder?
        override func loadChannel(channelURL: String) -> Bool { Self.recorder?.record("load", of: "vm"); return super.loadChannel(channelURL: channelURL) }
        override func exitChannel() {
            if isEntered { Self.recorder?.record("exit", of: "vm") }
            super.exitChannel()
        }
    }

    private func resetSets() {
        OpenChannelModule.headerComponent = OpenChannelModule.Header.self
        OpenChannelModule.listComponent = OpenChannelModule.List.self
        OpenChannelModule.inputComponent = OpenChannelModule.Input.self
        OpenChannelModule.mediaComponent = OpenChannelModule.Media.self
        ModuleSet.openChannelModule = OpenChannelModule.self
        ViewControllerSet.openChannelViewController = OpenChannelViewController.self
        ViewModelSet.openChannelViewModel = OpenChannelViewModel.self
        RecordingMedia.recorder = nil
        RecordingHeader.recorder = nil
        RecordingController.recorder = nil
        SpyViewModel.recorder = nil
    }

    // MARK: Lifecycle

    @Test func openingAndLeavingRunEveryStepInOrderAndEnterAndExitTheChannel() throws {
        defer { resetSets() }
        let recorder = LifecycleRecorder()
        RecordingMedia.recorder = recorder
        RecordingHeader.recorder = recorder
        RecordingController.recorder = recorder
        SpyViewModel.recorder = recorder
        OpenChannelModule.mediaComponent = RecordingMedia.self
        OpenChannelModule.headerComponent = RecordingHeader.self
        ViewModelSet.openChannelViewModel = SpyViewModel.self
        let world = try OpenChannelWorld()
        let controller = RecordingController(channelURL: world.url)
        #expect(recorder.events.isEmpty)
        world.open(controller)
        #expect(recorder.events == [
            "vc.loadView", "vc.setupViews",
            "header.configure",
            "media.configure", "media.setupViews", "media.setupLayouts", "media.setupStyles",
            "vc.setupLayouts", "vc.viewDidLoad", "vm.load",
            "vc.viewWillAppear", "media.setupStyles", "vc.viewDidAppear", "vc.added",
        ])
        let channel = try #require(controller.openChannel)
        #expect(controller.viewModel?.isEntered == true)
        #expect(channel.participantCount == 4)
        #expect(world.screen.text.contains("Custom description"))
        recorder.reset()
        world.screen.press(.escape)
        world.world.settle()
        // Leaving the navigation controller exits the channel.
        #expect(recorder.events == ["vc.viewWillDisappear", "vc.removed", "vm.exit"])
        #expect(controller.viewModel?.isEntered == false)
        #expect(channel.participantCount == 3)
    }

    // MARK: The sets

    @Test func theListOpensTheControllerFromTheSetWhichUsesTheModuleFromItsSet() throws {
        defer { resetSets() }
        final class MyModule: OpenChannelModule {}
        final class MyController: OpenChannelViewController {}
        ModuleSet.openChannelModule = MyModule.self
        OpenChannelModule.mediaComponent = RecordingMedia.self
        ViewControllerSet.openChannelViewController = MyController.self
        let world = try ChannelListWorld(seeded: false)
        try world.server.createOpenChannel(OpenChannelCreateParams(name: "Town square"), creatorId: "me")
        let navigation = try #require(world.show(OpenChannelListViewController()))
        world.settle()
        world.screen.press(.enter)
        world.settle()
        let controller = try #require(navigation.topViewController as? MyController)
        #expect(controller.mediaComponent is RecordingMedia)
        #expect(controller.listComponent?.configuration === BanterUIKit.config.openChannel.channel)
    }

    // MARK: Themes

    @Test func theMediasOwnThemeWinsOverTheControllersWhichWinsOverTheGlobal() throws {
        defer { Theme.set(colorScheme: .light) }
        var colors = ColorSet.light
        colors.primary = .magenta
        let global = Theme(colorScheme: .light, colors: colors)
        Theme.set(global)
        let world = try OpenChannelWorld()
        let controller = world.open()
        let media = try #require(controller.mediaComponent)
        #expect(media.resolvedTheme == global.channelTheme)
        controller.theme = Theme.dark
        #expect(media.resolvedTheme == Theme.dark.channelTheme)
        #expect(controller.headerComponent?.resolvedTheme == Theme.dark.channelTheme)
        var own = ColorSet.light
        own.primary = .green
        let ownTheme = Theme(colorScheme: .light, colors: own).channelTheme
        media.theme = ownTheme
        Theme.set(colorScheme: .dark)
        #expect(media.resolvedTheme == ownTheme)
        #expect(controller.listComponent?.resolvedTheme == Theme.dark.channelTheme)
    }

    // MARK: Rows, header, media

    @Test func everyMessageShowsItsSenderAndTimeAndNoReceipts() throws {
        let world = try OpenChannelWorld(size: Size(width: 80, height: 40))
        world.open()
        // Two messages in a row from the same person: a group channel would group them.
        for text in ["First in a row", "Second in a row"] {
            try world.server.sendUserMessage(UserMessageCreateParams(message: text), senderId: "ann", channelURL: world.url)
            world.world.settle(.seconds(1))
        }
        let lines = world.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = try #require(lines.firstIndex { $0.contains("First in a row") })
        let second = try #require(lines.firstIndex { $0.contains("Second in a row") })
        #expect(lines[first - 2].contains("Ann Lee") && lines[second - 2].contains("Ann Lee"))
        #expect(lines[first + 1].contains(":") && lines[second + 1].contains(":"))
        #expect(lines[0].contains("4 participants"))
        #expect(!world.screen.text.contains("✓"))
    }

    @Test func altMCyclesTheMediaAboveOverlayAndHidden() throws {
        let world = try OpenChannelWorld(size: Size(width: 120, height: 40))
        let controller = world.open()
        let media = try #require(controller.mediaComponent)
        let list = try #require(controller.listComponent)
        #expect(media.mode == .above)
        #expect(list.frame.minY == media.frame.maxY)
        world.screen.press(KeyEvent(.character("m"), modifiers: .alt))
        _ = world.screen.text
        #expect(media.mode == .overlay)
        // Over the list's top-right corner; the list takes the whole content area.
        #expect(list.frame.minY == media.frame.minY)
        #expect(media.frame.maxX < 120 && media.frame.width < 60)
        world.screen.press(KeyEvent(.character("m"), modifiers: .alt))
        _ = world.screen.text
        #expect(media.mode == .hidden && media.isHidden)
        #expect(!world.screen.text.contains("Say hello and introduce yourself."))
    }

    @Test func overlayFallsBackToAboveOnANarrowScreen() throws {
        let world = try OpenChannelWorld()
        let controller = world.open()
        let media = try #require(controller.mediaComponent)
        media.mode = .overlay
        _ = world.screen.text
        #expect(controller.listComponent?.frame.minY == media.frame.maxY)
    }

    @Test func onANarrowScreenAltMGoesStraightFromAboveToHidden() throws {
        let world = try OpenChannelWorld()
        let controller = world.open()
        let media = try #require(controller.mediaComponent)
        #expect(media.mode == .above)
        world.screen.press(KeyEvent(.character("m"), modifiers: .alt))
        #expect(media.mode == .hidden)
        world.screen.press(KeyEvent(.character("m"), modifiers: .alt))
        #expect(media.mode == .above)
    }

    @Test func aBanClosesTheChannelSayingSoAndEnteringAgainSaysSoWithTheInputOff() throws {
        let world = try OpenChannelWorld()
        world.open()
        let ann = ChatClient(server: world.server)
        ann.connect(userId: "ann") { _ in }
        world.world.settle()
        ann.getOpenChannel(url: world.url) { result in
            if case .success(let channel) = result { channel.banUser(userId: "me") }
        }
        world.world.settle()
        var text = world.screen.text
        #expect(text.contains("You were banned from this channel."))
        #expect(!text.contains("no longer available"))
        world.screen.press(.enter)                                // OK
        let again = world.open()
        text = world.screen.text
        #expect(text.contains("You were banned from this channel."))
        #expect(!text.contains("900100"))
        #expect(again.inputComponent?.isEnabled == false)
        #expect(!text.contains("Type a message"))
        withExtendedLifetime(ann) {}
    }

    @Test func theHeaderCountFollowsParticipantsEnteringAndLeaving() throws {
        let world = try OpenChannelWorld()
        world.open()
        #expect(world.screen.text.contains("4 participants"))
        try world.server.setOpenChannelParticipant("bob", channelURL: world.url, entered: false)
        world.world.settle()
        #expect(world.screen.text.contains("3 participants"))
    }

    // MARK: Inputs

    @Test func aFrozenChannelDisablesAParticipantsInputButNotAnOperators() throws {
        let participant = try OpenChannelWorld()
        let screen = participant.open()
        try participant.server.setFrozen(true, channelURL: participant.url)
        participant.world.settle()
        #expect(screen.inputComponent?.isEnabled == false)
        #expect(participant.screen.text.contains(StringSet.current.channel.frozen))

        let operatorWorld = try OpenChannelWorld(operator: true)
        let operatorScreen = operatorWorld.open()
        try operatorWorld.server.setFrozen(true, channelURL: operatorWorld.url)
        operatorWorld.world.settle()
        #expect(operatorScreen.inputComponent?.isEnabled == true)
    }

    @Test func aMutedParticipantsInputIsDisabled() throws {
        let world = try OpenChannelWorld()
        let screen = world.open()
        try world.server.setMuted(true, userId: "me", channelURL: world.url)
        world.world.settle()
        #expect(screen.inputComponent?.isEnabled == false)
        try world.server.setMuted(false, userId: "me", channelURL: world.url)
        world.world.settle()
        #expect(screen.inputComponent?.isEnabled == true)
    }

    @Test func aSentMessageShowsAsSentAndAFailedOneAsFailed() throws {
        let world = try OpenChannelWorld()
        let controller = world.open()
        world.screen.type("On my way")
        world.screen.press(.enter)
        world.screen.advance(by: .milliseconds(10))
        #expect(world.screen.text.contains("sending"))
        world.world.settle()
        let sent = try #require(controller.viewModel?.fullMessageList.last)
        #expect(sent.message == "On my way" && sent.sendingStatus == .succeeded)
        #expect(!world.screen.text.contains("sending"))

        world.server.configuration.failureRates[.sendMessage] = 1
        world.screen.type("Lost")
        world.screen.press(.enter)
        world.world.settle(.seconds(12))
        let failed = try #require(controller.viewModel?.fullMessageList.last)
        #expect(failed.message == "Lost" && failed.sendingStatus == .failed)
        #expect(!world.screen.text.contains("sending"))
        #expect(world.screen.text.contains("failed") || world.screen.text.contains("Failed"))
    }

    // MARK: Floods

    @Test func aFloodKeepsTheListAtTheBottomOrCountsWhileScrolledUp() throws {
        let world = try OpenChannelWorld(size: Size(width: 120, height: 40))
        let controller = world.open()
        let list = try #require(controller.listComponent)
        let viewModel = try #require(controller.viewModel)
        let before = viewModel.fullMessageList.count
        // 50 a second for two seconds, drawn as it goes.
        for index in 0..<100 {
            try world.server.sendUserMessage(UserMessageCreateParams(message: "Flood \(index)"), senderId: ["ann", "bob", "cai"][index % 3],
                                             channelURL: world.url)
            world.screen.advance(by: .milliseconds(20))
            _ = world.screen.text
        }
        world.world.settle()
        #expect(viewModel.fullMessageList.count == before + 100)
        #expect(list.isScrollNearByBottom)
        #expect(world.screen.text.contains("Flood 99"))
        #expect(list.newMessageCount == 0)

        list.tableView.setContentOffset(0)
        _ = world.screen.text
        for index in 0..<10 {
            try world.server.sendUserMessage(UserMessageCreateParams(message: "Later \(index)"), senderId: "ann", channelURL: world.url)
            world.screen.advance(by: .milliseconds(20))
        }
        world.world.settle()
        #expect(list.newMessageCount == 10)
        #expect(!world.screen.text.contains("Later 9"))
    }
}
