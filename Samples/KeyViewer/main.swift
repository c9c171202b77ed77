// banter-keys: shows every event the terminal sends and the bytes behind it, like showkey.
// Run it to learn what your terminal sends for a key, a paste or a mouse click.

import BanterTerminal
import Glibc

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(KeyViewer.usage)
    exit(0)
}
if let unknown = arguments.first(where: { $0 != "--no-mouse" }) {
    FileHandleStandardError.write("banter-keys: unknown option '\(unknown)'\n\n\(KeyViewer.usage)\n")
    exit(2)
}

MainActor.assumeIsolated {
    let session = TerminalSession()
    session.reportsMouse = !arguments.contains("--no-mouse")
    let host = TerminalHost(session: session)
    let viewer = KeyViewer(capabilities: session.capabilities,
                           crashKey: ProcessEnvironment.current["BANTER_KEYS_TEST_CRASH"] == "1" ? "!" : nil)
    host.delegate = viewer
    do {
        try host.run()
    } catch {
        FileHandleStandardError.write("banter-keys: \(error)\n")
        exit(1)
    }
}
