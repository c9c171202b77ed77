// banter: the chat client in the terminal. `banter --help` lists the
// flags; `--headless` runs a script against a virtual clock for tests and screenshots;
// `--homeserver` chats on a Matrix homeserver instead of the simulated service.

import BanterUIKit
import Foundation
import Glibc

MainActor.assumeIsolated {
    let options: AppOptions
    do throws(AppOptionsError) {
        options = try AppOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("banter: \(error)")
        exit(2)
    }
    if options.showHelp {
        print(AppOptions.usage)
        exit(0)
    }
    if options.showVersion {
        print(AppVersion.line)
        exit(0)
    }
    let environment = ProcessInfo.processInfo.environment
    if options.headless {
        exit(HeadlessRunner.run(options, environment: environment))
    }

    // Refuse a terminal that cannot run the app before the store is opened or seeded.
    let terminal = TerminalSession()
    if let reason = terminal.unusableReason() {
        printError("banter: \(reason)")
        exit(1)
    }
    let scheme: ColorScheme = options.theme == "light" ? .light : .dark
    KeyBindingSet.current = options.keys.set
    /// The app's screens in `scheme`, following the theme switch; the same on either service.
    @MainActor func makeRoot(_ scheme: ColorScheme) -> ChatAppController {
        Theme.set(colorScheme: scheme)
        let root = ChatAppController(root: RootScreen.make())
        if options.notify != .off {
            root.notificationScheduler = DispatchScheduler()
            if options.notify == .desktop {
                BanterUIKit.config.notification.desktopStyle = TerminalNotification.desktopStyle(environment: environment)
            }
        }
        root.onColorSchemeChange = { scheme in
            Application.current?.window.traitCollection = TraitCollection(userInterfaceStyle: scheme == .light ? .light : .dark)
        }
        return root
    }
    if let homeserver = options.homeserver {
        // Signed in before the screens start, so every reason it cannot is said here, on
        // the command line, with a status to act on.
        let session = HomeserverSession(homeserver: homeserver, params: options.initParams(folder: nil))
        do throws(ChatSession.StartError) {
            let credential = try SignInCredential.resolve(
                environment: environment, userId: options.userId, homeserver: homeserver.absoluteString,
                askPassword: PasswordPrompt.read)
            printError("banter: signing in to \(homeserver.absoluteString) as \(options.userId)…")
            _ = try session.connectAndWait(userId: options.userId, credential: credential, nickname: options.nickname)
            if let notice = session.client.localCacheNotice { printError("banter: \(notice)") }
        } catch {
            printError("banter: \(error)")
            exit(1)
        }
        Application.run(rootViewController: makeRoot(scheme), session: terminal, interfaceStyle: scheme == .light ? .light : .dark,
                        willTerminate: { session.close() })
    }

    let session: ChatSession
    do throws(ChatSession.StartError) {
        session = try ChatSession(options: options, scheduler: DispatchScheduler(), environment: environment) { done, total in
            // One line, rewritten in place, while a first start prepares the workspace.
            let end = done == total ? "\n" : ""
            FileHandle.standardError.write(Data("\rbanter: preparing a new workspace: \(done) of \(total) channels\(end)".utf8))
        }
    } catch {
        printError("banter: \(error)")
        exit(1)
    }
    let root = makeRoot(scheme)
    root.showStoreNotes(session.notes)
    session.connect(userId: options.userId, nickname: options.nickname) { error in
        if let notice = session.client.localCacheNotice { root.showStoreNotes([notice], title: "The local cache was reset") }
        guard let error else { return }
        let alert = AlertController(title: "Cannot sign in", message: error.message)
        alert.addAction(AlertAction(title: "OK"))
        root.present(alert)
    }
    // Closing writes a snapshot, so the journal does not grow from one run to the next.
    Application.run(rootViewController: root, session: terminal, interfaceStyle: scheme == .light ? .light : .dark,
                    willTerminate: { session.close() })
}
