import BanterTesting
import BanterUIKit
import Foundation
@testable import BanterChatSDK
@testable import BanterMatrix

/// The screen half of a fuzz run (`MatrixFuzzRun`): bob's real `ChatClient` on the Matrix
/// backend, talking to the stand-in homeserver, with the fuzzed room open in a
/// `GroupChannelViewController` on a headless canvas. The run feeds its `/sync` answers into
/// this client's session (the long poll's own path), so they reach the screen as live ones
/// would, while the screen's own history reads race them. After each step `check` looks at
/// what the screen holds and draws.
@MainActor
final class MatrixFuzzScreen {
    typealias R = MatrixHistoryRecordings
    struct Failure: Error {
        var what: String
    }

    /// A channel screen that says when its first load ended, as a user's subclass would.
    final class Controller: GroupChannelViewController {
        private(set) var loaded = false

        override func shouldUpdateLoadingState(_ isLoading: Bool) {
            super.shouldUpdateLoadingState(isLoading)
            if !isLoading { loaded = true }
        }
    }

    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let client: ChatClient
    let screen: HeadlessScreen
    let controller: Controller
    /// The session the client opened: the run feeds it.
    let session: MatrixSession

    /// Connects bob (on a homeserver without sliding sync: the classic start, which brings
    /// the room's join) and opens the room at `size`; throws what failed.
    init(size: Size) async throws {
        Theme.set(colorScheme: .light)
        screen = HeadlessScreen(rootViewController: ViewController(), size: size)
        client = ChatClient(backend: MatrixBackend(homeserver: stub.homeserver, session: stub.session))
        stub.answer("account/whoami", with: #"{"user_id":"\#(R.bob)"}"#)
        stub.answer("msc3575/sync", status: 404, with: #"{"errcode":"M_UNRECOGNIZED","error":"Unrecognized request"}"#)
        stub.answer("v3/sync", with: R.sync([R.join(0)], limited: false, prevBatch: "t0", nextBatch: "s0"))
        // The long poll stays open: the run hands the session its answers itself.
        stub.hold("v3/sync", query: "since=")
        let client = client
        let connected = await withCheckedContinuation { done in
            client.connect(userId: R.bob, credential: .accessToken("token")) { done.resume(returning: $0) }
        }
        if case .failure(let error) = connected { throw Failure(what: "bob could not connect: \(error)") }
        guard let session = client.currentSession as? MatrixSession else { throw Failure(what: "the client has no Matrix session") }
        self.session = session
        BanterUIKit.initialize(client: client)
        controller = Controller(channelURL: R.roomId)
        let navigation = NavigationController(rootViewController: ViewController())
        screen.window.setRootViewController(navigation)
        navigation.pushViewController(controller)
        await settle { self.controller.loaded }
        guard controller.loaded else { throw Failure(what: "the channel screen did not load") }
    }

    /// Lets the stand-in homeserver's answers (other threads, then the main queue) come in
    /// until `done`, within a bound; the screen's clock moves a little each turn.
    func settle(until done: () -> Bool) async {
        for _ in 0..<100_000 where !done() {
            await Task.yield()
        }
        screen.advance(by: .milliseconds(20))
    }

    /// What is wrong with the screen after `step`: the collection and the list out of order
    /// or with a message twice, or a control character in the frame.
    func check(_ step: String) -> [String] {
        screen.advance(by: .milliseconds(20))
        var failures: [String] = []
        if let collection = controller.viewModel?.messageCollection {
            let messages = collection.succeededMessages
            let ids = messages.map(\.messageId)
            if Set(ids).count != ids.count { failures.append("\(step): the collection holds a message twice, ids \(ids)") }
            let times = messages.map(\.createdAt)
            if times != times.sorted() { failures.append("\(step): the collection is out of order, times \(times)") }
        }
        let listed = (controller.viewModel?.fullMessageList ?? []).map(\.messageId).filter { $0 != 0 }
        if Set(listed).count != listed.count { failures.append("\(step): the screen's list shows a message twice, ids \(listed)") }
        let controls = Self.controls(in: screen.text)
        if !controls.isEmpty { failures.append("\(step): the frame holds control characters \(controls.prefix(5))") }
        return failures
    }

    /// Scrolls back as a reader would: the page before the oldest message shown, if any.
    func loadPrevious() async {
        guard let viewModel = controller.viewModel, viewModel.hasPrevious() else { return }
        viewModel.loadPrevMessages()
        await settle { !viewModel.isLoadingPrevious }
    }

    /// Shows the same at another size (a resize redraws every cell).
    func resize(to size: Size) {
        screen.resize(to: size)
        screen.advance(by: .milliseconds(20))
    }

    /// Disconnects; the long poll held back is cancelled, so its answer is dropped.
    func close() {
        client.disconnect()
        stub.dropHeld()
    }

    /// Every scalar drawn must be printable: no C0 (but the frame's line breaks), DEL or C1.
    static func controls(in text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
    }
}
