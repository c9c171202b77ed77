// banter: the chat client in the terminal. `banter --help` lists the
// flags; `--headless` runs a script against a virtual clock for tests and screenshots.

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
    let environment = ProcessInfo.processInfo.environment
    if options.headless {
        exit(HeadlessRunner.run(options, environment: environment))
    }

    let session: ChatSession
    do throws(ChatSession.StartError) {
        session = try ChatSession(options: options, scheduler: DispatchScheduler(), environment: environment)
    } catch {
        printError("banter: \(error)")
        exit(1)
    }
    for note in session.notes { printError("banter: \(note)") }
    let scheme: ColorScheme = options.theme == "light" ? .light : .dark
    Theme.set(colorScheme: scheme)
    let root = ChatAppController(root: RootScreen.make())
    root.onColorSchemeChange = { scheme in
        Application.current?.window.traitCollection = TraitCollection(userInterfaceStyle: scheme == .light ? .light : .dark)
    }
    session.connect(userId: options.userId) { error in
        guard let error else { return }
        let alert = AlertController(title: "Cannot sign in", message: error.message)
        alert.addAction(AlertAction(title: "OK"))
        root.present(alert)
    }
    Application.run(rootViewController: root, interfaceStyle: scheme == .light ? .light : .dark)
}
