import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: each override compiles only because the
// kit made it `open`.

/// The recorder the recording classes below write to; set by the test.
@MainActor private var recorder = LifecycleRecorder()

@MainActor
private final class RecordingHeader: CreateOpenChannelModule.Header {
    override func configure(delegate: CreateOpenChannelModuleHeaderDelegate, theme: UserListTheme?) {
        recorder.record("configure", of: "header"); super.configure(delegate: delegate, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingProfileInput: CreateOpenChannelModule.ProfileInput {
    override func configure(delegate: CreateOpenChannelModuleProfileInputDelegate?, theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
        recorder.record("configure", of: "input"); super.configure(delegate: delegate, theme: theme, componentTheme: componentTheme)
    }
    override func setupViews() { recorder.record("setupViews", of: "input"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "input"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "input"); super.setupStyles() }
}

@MainActor
private final class RecordingController: CreateOpenChannelViewController {
    required init() {
        recorder.record("init", of: "controller")
        super.init()
    }
    override func loadView() { recorder.record("loadView", of: "controller"); super.loadView() }
    override func setupViews() { recorder.record("setupViews", of: "controller"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "controller"); super.setupLayouts() }
    override func viewDidLoad() { recorder.record("viewDidLoad", of: "controller"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { recorder.record("viewWillAppear", of: "controller"); super.viewWillAppear(animated) }
    override func updateStyles() { recorder.record("updateStyles", of: "controller"); super.updateStyles() }
    override func viewWillLayoutSubviews() { recorder.record("viewWillLayoutSubviews", of: "controller"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { recorder.record("viewDidLayoutSubviews", of: "controller"); super.viewDidLayoutSubviews() }
    override func setupStyles() { recorder.record("setupStyles", of: "controller"); super.setupStyles() }
    override func viewDidAppear(_ animated: Bool) { recorder.record("viewDidAppear", of: "controller"); super.viewDidAppear(animated) }
}

/// Configures its form itself, before the kit does the rest.
@MainActor
private final class EarlyConfiguringController: CreateOpenChannelViewController {
    override func setupViews() {
        profileInputComponent?.configure(delegate: self, theme: nil)
        super.setupViews()
    }
}

/// Describes every channel it makes.
@MainActor
private final class DescribingViewModel: CreateOpenChannelViewModel {
    override func createParams(channelName: String, coverURL: String?) -> OpenChannelCreateParams {
        var params = super.createParams(channelName: channelName, coverURL: coverURL)
        params.data = "Made by the app"
        return params
    }
}

/// Counts the requests it is asked to make and those it passes on.
@MainActor
private final class CountingViewModel: CreateOpenChannelViewModel {
    var asked = 0
    override func createChannel(params: OpenChannelCreateParams) {
        asked += 1
        super.createChannel(params: params)
    }
}

@MainActor
private final class RoomsHeader: CreateOpenChannelModule.Header {
    override var titleText: String { "New room" }
}

@MainActor
private final class MyCreateController: CreateOpenChannelViewController {}

@MainActor
private final class MyOpenChannelController: OpenChannelViewController {}

/// A palette no stock theme uses, so a style drawn from it can only come from it.
@MainActor
private func customTheme(primary: Color) -> Theme {
    var colors = ColorSet.light
    colors.primary = primary
    return Theme(colorScheme: .light, colors: colors)
}

/// The "new open channel" screen: lifecycle, the sets, themes, the name's rule, keys,
/// refusals, the cover, and the channel opening once made.
@Suite("The \"new open channel\" screen", .serialized)
@MainActor
struct CreateOpenChannelTests {
    /// An open channel list (one channel, "Lobby") in a navigation controller, loaded.
    private func showList(size: Size = Size(width: 80, height: 24)) throws -> (ChannelListWorld, NavigationController, OpenChannelListViewController) {
        let world = try ChannelListWorld(size: size, seeded: false)
        try world.server.createUser(id: "ann", nickname: "Ann")
        try world.server.createOpenChannel(OpenChannelCreateParams(name: "Lobby"), creatorId: "ann")
        let list = ViewControllerSet.openChannelListViewController.init()
        let navigation = try #require(world.show(list))
        world.settle()
        return (world, navigation, list)
    }

    /// The create screen, opened from the list with `n`.
    private func showCreate() throws -> (ChannelListWorld, NavigationController, CreateOpenChannelViewController) {
        let (world, navigation, _) = try showList()
        world.screen.type("n")
        world.settle()
        let create = try #require(navigation.topViewController as? CreateOpenChannelViewController)
        return (world, navigation, create)
    }

    private func isCreateEnabled(_ create: CreateOpenChannelViewController) -> Bool {
        create.headerComponent?.isRightBarButtonEnabled == true && (create.headerComponent?.rightBarButton as? Button)?.isEnabled == true
    }

    private func openChannelNames(_ world: ChannelListWorld) -> [String] {
        var names: [String] = []
        world.client.createOpenChannelListQuery().loadNextPage { names = ((try? $0.get()) ?? []).map(\.name) }
        world.settle()
        return names
    }

    // MARK: Lifecycle

    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = (CreateOpenChannelModule.headerComponent, CreateOpenChannelModule.profileInputComponent)
        CreateOpenChannelModule.headerComponent = RecordingHeader.self
        CreateOpenChannelModule.profileInputComponent = RecordingProfileInput.self
        defer { (CreateOpenChannelModule.headerComponent, CreateOpenChannelModule.profileInputComponent) = saved }
        let (world, navigation, _) = try showList()
        recorder = LifecycleRecorder()
        let controller = RecordingController()
        #expect(controller.headerComponent is RecordingHeader && controller.profileInputComponent is RecordingProfileInput)
        #expect(recorder.events == ["controller.init"])       // the components are made, not set up
        navigation.pushViewController(controller)
        _ = world.screen.text
        #expect(recorder.events == [
            "controller.init",
            "controller.loadView", "controller.setupViews",
            "header.configure", "header.setupViews", "header.setupLayouts", "header.setupStyles",
            "input.configure", "input.setupViews", "input.setupLayouts", "input.setupStyles",
            "controller.setupLayouts",
            "controller.viewDidLoad",
            "controller.viewWillAppear", "controller.updateStyles",
            "header.setupStyles", "input.setupStyles", "controller.setupStyles",
            "controller.viewWillLayoutSubviews",
            "controller.viewDidLayoutSubviews", "controller.setupStyles",
            "controller.viewDidAppear",
        ])
        #expect(world.screen.text.split(separator: "\n")[0].contains("New open channel"))
    }

    @Test func aComponentConfiguredByTheSubclassIsNotConfiguredAgain() throws {
        let saved = CreateOpenChannelModule.profileInputComponent
        CreateOpenChannelModule.profileInputComponent = RecordingProfileInput.self
        defer { CreateOpenChannelModule.profileInputComponent = saved }
        let (world, navigation, _) = try showList()
        recorder = LifecycleRecorder()
        navigation.pushViewController(EarlyConfiguringController())
        world.settle()
        #expect(recorder.events.filter { $0 == "input.configure" }.count == 1)
        world.screen.type("Book club")
        #expect(world.screen.text.contains("Book club"))
    }

    @Test func theClosuresRunAtTheirSteps() throws {
        let (world, navigation, _) = try showList()
        let controller = CreateOpenChannelViewController()
        var calls: [String] = []
        controller.componentDidLoad = { _ in calls.append("didLoad") }
        controller.componentWillAppear = { _ in calls.append("willAppear") }
        controller.componentWillDisappear = { _ in calls.append("willDisappear") }
        navigation.pushViewController(controller)
        world.settle()
        world.screen.press(.escape)
        world.settle()
        #expect(calls == ["didLoad", "willAppear", "willDisappear"])
    }

    // MARK: Customisation through the sets

    @Test func theListsCreateItemAndNOpenTheControllerFromTheSet() throws {
        let saved = ViewControllerSet.createOpenChannelViewController
        ViewControllerSet.createOpenChannelViewController = MyCreateController.self
        defer { ViewControllerSet.createOpenChannelViewController = saved }
        let (world, navigation, list) = try showList()
        let item = try #require(list.headerComponent?.rightBarButton as? Button)
        item.action?()
        world.settle()
        #expect(navigation.topViewController is MyCreateController)
        world.screen.press(.escape)
        world.settle()
        #expect(navigation.topViewController === list)
        world.screen.type("n")
        world.settle()
        #expect(navigation.topViewController is MyCreateController)
    }

    @Test func theModuleSetChoosesTheComponents() throws {
        final class MyModule: CreateOpenChannelModule {}
        let saved = (ModuleSet.createOpenChannelModule, CreateOpenChannelModule.headerComponent)
        ModuleSet.createOpenChannelModule = MyModule.self
        CreateOpenChannelModule.headerComponent = RoomsHeader.self
        defer { (ModuleSet.createOpenChannelModule, CreateOpenChannelModule.headerComponent) = saved }
        let (world, _, create) = try showCreate()
        #expect(create.headerComponent is RoomsHeader)
        #expect(world.screen.text.split(separator: "\n")[0].contains("New room"))
    }

    @Test func theViewModelSetsModelMakesTheChannelAndTheControllerSetsScreenOpensIt() throws {
        let saved = (ViewModelSet.createOpenChannelViewModel, ViewControllerSet.openChannelViewController)
        ViewModelSet.createOpenChannelViewModel = DescribingViewModel.self
        ViewControllerSet.openChannelViewController = MyOpenChannelController.self
        defer { (ViewModelSet.createOpenChannelViewModel, ViewControllerSet.openChannelViewController) = saved }
        let (world, navigation, create) = try showCreate()
        #expect(create.viewModel is DescribingViewModel)
        world.screen.type("Book club")
        world.screen.press(.enter)
        world.settle(.seconds(3))
        let opened = try #require(navigation.topViewController as? MyOpenChannelController)
        #expect(opened.openChannel?.name == "Book club")
        #expect(opened.openChannel?.data == "Made by the app")
        #expect(opened.openChannel?.isOperator(userId: "me") == true)
        #expect(!navigation.viewControllers.contains { $0 === create })
    }

    @Test func replacedStringsShow() throws {
        let saved = StringSet.current
        defer { StringSet.current = saved }
        StringSet.current.createOpenChannel.headerTitle = "Nouveau salon"
        StringSet.current.createOpenChannel.createButton = "Créer"
        StringSet.current.createOpenChannel.namePlaceholder = "Nom du salon"
        StringSet.current.createOpenChannel.nameCount = { "\($0) sur \($1)" }
        let (world, _, _) = try showCreate()
        let text = world.screen.text
        #expect(text.contains("Nouveau salon") && text.contains("Créer") && text.contains("Nom du salon"))
        world.screen.type("Club")
        #expect(world.screen.text.contains("4 sur 191"))
    }

    // MARK: Theme precedence

    @Test func componentThemeWinsOverTheControllersWhichWinsOverTheGlobalOne() throws {
        defer { Theme.set(colorScheme: .light) }
        let (world, navigation, _) = try showList()
        let global = customTheme(primary: .magenta)
        Theme.set(global)
        let controller = CreateOpenChannelViewController()
        navigation.pushViewController(controller)
        world.settle()
        let header = try #require(controller.headerComponent), input = try #require(controller.profileInputComponent)
        #expect(header.resolvedTheme == global.userListTheme)
        #expect(input.resolvedTheme == global.userListTheme && input.resolvedComponentTheme == global.componentTheme)
        #expect(world.screen.styledText.contains("fg=magenta"))

        let own = customTheme(primary: .green)
        controller.theme = own
        #expect(header.resolvedTheme == own.userListTheme && input.resolvedTheme == own.userListTheme)
        #expect(input.resolvedComponentTheme == own.componentTheme)
        Theme.set(customTheme(primary: .red))                      // the controller's still wins
        #expect(input.resolvedTheme == own.userListTheme)

        let mine = customTheme(primary: .cyan)
        header.theme = mine.userListTheme
        input.theme = mine.userListTheme
        input.componentTheme = mine.componentTheme
        Theme.set(customTheme(primary: .yellow))                   // restyles every screen
        controller.theme = customTheme(primary: .blue)
        _ = world.screen.text
        #expect(header.resolvedTheme == mine.userListTheme && input.resolvedTheme == mine.userListTheme)
        #expect(input.resolvedComponentTheme == mine.componentTheme)
    }

    // MARK: The name's rule

    @Test func createIsDisabledUntilTheNameIsValidByTheServicesRule() throws {
        let (world, _, create) = try showCreate()
        let field = try #require(create.profileInputComponent?.channelNameInputField)
        let limit = OpenChannelCreateParams.maximumNameLength
        #expect(limit == 191)
        #expect(!isCreateEnabled(create))                                          // ""
        world.screen.type("   ")
        #expect(!isCreateEnabled(create))                                          // only spaces
        #expect(world.screen.text.contains(StringSet.current.createOpenChannel.nameRequired))
        world.screen.press(.backspace, .backspace, .backspace)
        world.screen.type("B")
        #expect(isCreateEnabled(create))                                           // one character
        #expect(world.screen.text.contains("1/191"))
        world.screen.paste(String(repeating: "o", count: limit - 1))
        #expect(field.text.count == limit && isCreateEnabled(create))              // 191
        world.screen.type("k")
        #expect(field.text.count == limit + 1 && !isCreateEnabled(create))         // 192, kept as typed
        #expect(world.screen.text.contains("Too long: 192 characters, the limit is 191"))
        world.screen.press(.enter)
        world.settle()
        #expect(create.viewModel?.isCreatingChannel == false)                     // Enter does nothing
        world.screen.press(.backspace)
        #expect(isCreateEnabled(create))
    }

    @Test func theViewModelRefusesAnInvalidNameWithTheServicesErrorWithoutARequest() throws {
        let (world, _, create) = try showCreate()
        let model = try #require(create.viewModel)
        model.createChannel(channelName: String(repeating: "x", count: 192))
        #expect(!model.isCreatingChannel)
        #expect(create.profileInputComponent?.errorText?.contains("the limit is 191") == true)
        #expect(world.screen.text.contains("Couldn't create the channel"))
        model.createChannel(channelName: "  ")
        #expect(!model.isCreatingChannel)
        #expect(create.profileInputComponent?.errorText?.contains("empty") == true)
    }

    // MARK: Creating

    @Test func enterCreatesTheChannelWhichOpensEnteredAndBackReturnsToTheListShowingIt() throws {
        let (world, navigation, create) = try showCreate()
        world.screen.type("Book club")
        #expect(world.screen.text.contains("B C"))                                // the cover's initials follow the name
        world.screen.press(.enter)
        world.settle(.seconds(3))
        let channel = try #require(navigation.topViewController as? OpenChannelViewController)
        #expect(!navigation.viewControllers.contains { $0 === create })
        #expect(channel.openChannel?.name == "Book club")
        #expect(channel.viewModel?.isEntered == true)
        #expect(world.screen.text.split(separator: "\n")[0].contains("Book club"))
        world.screen.press(.escape)
        world.screen.press(.escape)
        world.settle(.seconds(3))
        let list = try #require(navigation.topViewController as? OpenChannelListViewController)
        #expect(list.viewModel?.channelList.map(\.name).contains("Book club") == true)
        #expect(world.screen.text.contains("Book club"))
    }

    @Test func aSecondEnterWhileTheRequestIsInFlightSendsNothing() throws {
        let saved = ViewModelSet.createOpenChannelViewModel
        ViewModelSet.createOpenChannelViewModel = CountingViewModel.self
        defer { ViewModelSet.createOpenChannelViewModel = saved }
        let (world, navigation, create) = try showCreate()
        world.screen.type("Book club")
        world.screen.press(.enter)
        #expect(create.viewModel?.isCreatingChannel == true)
        #expect(!isCreateEnabled(create))                                          // off while in flight
        world.screen.press(.enter)
        create.viewModel?.createChannel(channelName: "Book club")
        world.settle(.seconds(3))
        #expect((create.viewModel as? CountingViewModel)?.asked == 2)              // the screen asked once, the test once
        #expect(openChannelNames(world).filter { $0 == "Book club" }.count == 1)
        #expect(navigation.topViewController is OpenChannelViewController)
    }

    @Test func aRefusalKeepsTheScreenAndTheNameAndShowsTheError() throws {
        let (world, navigation, create) = try showCreate()
        world.server.configuration.failureRates[.channelChange] = 1
        world.screen.type("Book club")
        world.screen.press(.enter)
        world.settle(.seconds(12))                                                 // the acknowledgement never comes
        #expect(navigation.topViewController === create)
        #expect(create.profileInputComponent?.channelName == "Book club")
        #expect(create.profileInputComponent?.errorText?.contains("800180") == true || world.screen.text.contains("Couldn't create"))
        #expect(world.screen.text.contains("Couldn't create the channel"))
        #expect(isCreateEnabled(create))                                           // ready to try again
        world.screen.type("s")                                                     // an edit clears the error
        #expect(create.profileInputComponent?.errorText == nil)
        world.server.configuration.failureRates[.channelChange] = 0
        world.screen.press(.backspace, .enter)
        world.settle(.seconds(3))
        #expect((navigation.topViewController as? OpenChannelViewController)?.openChannel?.name == "Book club")
    }

    @Test func withoutAClientTheRefusalIsTyped() throws {
        let model = CreateOpenChannelViewModel(client: nil)
        final class Listener: CreateOpenChannelViewModelDelegate {
            var errors: [ChatError] = []
            func createOpenChannelViewModel(_ viewModel: CreateOpenChannelViewModel, didCreateChannel channel: BaseChannel?) {}
            func didReceiveError(_ error: ChatError, isBlocker: Bool) { errors.append(error) }
        }
        let listener = Listener()
        model.delegate = listener
        model.createChannel(channelName: "Book club")
        #expect(listener.errors.map(\.code) == [.connectionRequired])
    }

    @Test func aDisposedViewModelReportsNothingOfTheRequestInFlight() throws {
        let world = try ChannelListWorld(seeded: false)
        final class Listener: CreateOpenChannelViewModelDelegate {
            var calls: [String] = []
            func createOpenChannelViewModel(_ viewModel: CreateOpenChannelViewModel, didCreateChannel channel: BaseChannel?) {
                calls.append("created")
            }
            func shouldUpdateLoadingState(_ isLoading: Bool) { calls.append("loading \(isLoading)") }
        }
        let listener = Listener()
        let model = CreateOpenChannelViewModel(client: world.client, delegate: listener)
        model.createChannel(channelName: "Book club")
        model.createChannel(channelName: "Book club")                             // in flight: ignored
        model.dispose()
        world.settle(.seconds(3))
        #expect(listener.calls == ["loading true"])
        #expect(openChannelNames(world) == ["Book club"])                         // one request reached the service
    }

    @Test func aResultArrivingAfterTheScreenWentIsDropped() throws {
        let (world, navigation, create) = try showCreate()
        world.screen.type("Book club")
        world.screen.press(.enter)
        let model = try #require(create.viewModel)
        world.screen.press(.escape)                                                // back before the answer
        model.dispose()
        world.settle(.seconds(3))
        #expect(navigation.topViewController is OpenChannelListViewController)
        #expect(navigation.viewControllers.count == 1)
    }

    // MARK: Keys and mouse

    @Test func tabReachesTheHeaderItemsAndComesBackToTheName() throws {
        let (world, navigation, create) = try showCreate()
        world.screen.type("Book")
        let createItem = try #require(create.headerComponent?.rightBarButton as? Button)
        var reached = false
        for _ in 0..<4 where !reached {
            world.screen.press(.tab)
            reached = createItem.isFirstResponder
        }
        #expect(reached)
        let field = try #require(create.profileInputComponent?.channelNameInputField)
        for _ in 0..<4 where !field.isFirstResponder { world.screen.press(.tab) }  // round to the field
        world.screen.type("s")
        #expect(create.profileInputComponent?.channelName == "Books")
        for _ in 0..<4 where !createItem.isFirstResponder { world.screen.press(.tab) }
        world.screen.press(.enter)                                                 // Enter on the item creates
        world.settle(.seconds(3))
        #expect((navigation.topViewController as? OpenChannelViewController)?.openChannel?.name == "Books")
    }

    @Test func clicksOnTheHeaderItemsCreateAndGoBack() throws {
        let (world, navigation, create) = try showCreate()
        let header = String(world.screen.text.split(separator: "\n")[0])
        let createColumn = try #require(header.range(of: "Create").map { header.distance(from: header.startIndex, to: $0.lowerBound) })
        world.screen.click(at: Point(x: createColumn + 1, y: 0))                  // disabled: nothing
        world.settle()
        #expect(navigation.topViewController === create)
        world.screen.type("Book club")
        world.screen.click(at: Point(x: createColumn + 1, y: 0))
        world.settle(.seconds(3))
        let channel = try #require(navigation.topViewController as? OpenChannelViewController)
        #expect(channel.openChannel?.name == "Book club")

        world.screen.press(.escape, .escape)
        world.settle()
        world.screen.type("n")
        world.settle()
        #expect(navigation.topViewController is CreateOpenChannelViewController)
        world.screen.click(at: Point(x: 1, y: 0))                                 // back
        world.settle()
        #expect(navigation.topViewController is OpenChannelListViewController)
    }

    @Test func anySizeDownToTwentyByEightRendersAndTheNameStaysUsable() throws {
        let (world, _, create) = try showCreate()
        world.screen.type("Book club")
        for size in [Size(width: 20, height: 8), Size(width: 40, height: 12), Size(width: 120, height: 40)] {
            world.screen.resize(to: size)
            #expect(world.screen.text.split(separator: "\n").count == size.height)
        }
        world.screen.type("s")
        #expect(create.profileInputComponent?.channelName == "Book clubs")
    }

    // MARK: The cover

    @Test func ctrlOAsksForTheCoversAddressCheckedByTheServicesRule() throws {
        let (world, navigation, create) = try showCreate()
        world.screen.type("Book club")
        world.screen.press(KeyEvent(.character("o"), modifiers: .control))
        let prompt = try #require(create.presentedViewController as? TextPromptViewController)
        #expect(world.screen.text.contains(StringSet.current.createOpenChannel.coverPromptTitle))
        world.screen.type("not an address")
        world.screen.press(.enter)
        #expect(prompt.errorText?.contains("not a valid URL") == true)             // kept up, to be fixed
        #expect(create.presentedViewController === prompt)
        world.screen.press(KeyEvent(.character("u"), modifiers: .control))
        world.screen.type("https://example.com/books.png")
        world.screen.press(.enter)
        #expect(create.presentedViewController == nil)
        #expect(create.profileInputComponent?.coverURL == "https://example.com/books.png")
        #expect(world.screen.text.contains(StringSet.current.createOpenChannel.coverSet))
        world.screen.press(.enter)                                                 // the focus is back in the name
        world.settle(.seconds(3))
        let channel = try #require(navigation.topViewController as? OpenChannelViewController)
        #expect(channel.openChannel?.coverURL == "https://example.com/books.png")
    }

    @Test func anEmptyAddressRemovesTheCover() throws {
        let (world, _, create) = try showCreate()
        let input = try #require(create.profileInputComponent)
        input.coverURL = "https://example.com/old.png"
        input.showImagePicker()
        world.screen.press(KeyEvent(.character("u"), modifiers: .control))
        world.screen.press(.enter)
        #expect(input.coverURL == nil)
        #expect(world.screen.text.contains(StringSet.current.createOpenChannel.noCover))
    }
}
