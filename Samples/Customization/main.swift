// banter-customize: a runnable catalogue of the kit's customisation points, each shown
// customised and as the default. `banter-customize --help` lists the flags.

import BanterUIKit
import Foundation
import Glibc

MainActor.assumeIsolated {
    let options: CustomizeOptions
    do throws(CustomizeOptionsError) {
        options = try CustomizeOptions.parse(Array(CommandLine.arguments.dropFirst()), entryIds: Catalogue.entries.map(\.id))
    } catch {
        printError("banter-customize: \(error)")
        exit(2)
    }
    if options.showHelp {
        print(CustomizeOptions.usage)
        exit(0)
    }
    if options.listEntries {
        for entry in Catalogue.entries { print("\(entry.id.padding(toLength: 18, withPad: " ", startingAt: 0)) \(entry.title)") }
        exit(0)
    }
    if options.headless {
        exit(HeadlessCustomizeRunner.run(options))
    }
    let workspace: CustomizeWorkspace
    do throws(ChatError) {
        workspace = try CustomizeWorkspace(options: options, scheduler: DispatchScheduler())
    } catch {
        printError("banter-customize: cannot prepare the workspace: \(error.message)")
        exit(1)
    }
    let scheme: ColorScheme = options.theme == "light" ? .light : .dark
    Theme.set(colorScheme: scheme)
    let first: ViewController
    if let id = options.entryId, let entry = Catalogue.entry(id: id) {
        first = Catalogue.open(entry, customised: !options.showsDefault, in: workspace)
    } else {
        first = CatalogueViewController(workspace: workspace)
    }
    let root = CustomizeRootController(root: first)
    root.onColorSchemeChange = { scheme in
        Application.current?.window.traitCollection = TraitCollection(userInterfaceStyle: scheme == .light ? .light : .dark)
    }
    workspace.connect(userId: options.userId) { error in
        guard let error else { return }
        root.presentAlert(title: "Cannot sign in", message: error.message)
    }
    Application.run(rootViewController: root, interfaceStyle: scheme == .light ? .light : .dark)
}
