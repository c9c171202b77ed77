import BanterCanvas
import BanterTesting
import BanterUIKit
import Foundation

/// The `banter` command line, parsed by hand to keep the package free
/// of dependencies. `banter --help` prints `usage`.
struct AppOptions: Equatable {
    var userId = "me"
    /// The name others see for the user; nil keeps the stored one (a new workspace uses the id).
    var nickname: String?
    var seed: UInt64 = 1
    /// Where the workspace is kept; nil uses the default under the user's data directory.
    var storePath: String?
    var ephemeral = false
    var theme: String = "dark"
    /// The key set (`--keys`): the default keys or the vi preset.
    var keys = KeyBindingSet.Preset.default
    var quiet = false
    var headless = false
    var size = Size(width: 80, height: 24)
    var scriptPath: String?
    var recordPath: String?
    var screenPath: String?
    var showHelp = false
    var showVersion = false
    /// The Matrix homeserver to chat on (`--homeserver`); nil runs the simulated service.
    /// With one there is no workspace, no simulated activity and no local store.
    var homeserver: URL?
    /// How new messages in channels not on screen are told (`--notify`).
    var notify = NotifyMode.bell

    /// The `--notify` choices.
    enum NotifyMode: String, Equatable {
        /// The terminal bell.
        case bell
        /// A desktop notification (OSC 9 or OSC 777) where the terminal is known to show
        /// one, the bell elsewhere.
        case desktop
        /// Nothing.
        case off
    }
    /// Whether the client keeps its local cache (`--no-cache` turns it off).
    var localCaching = true

    static let usage = """
    banter: a chat client in the terminal, against a simulated chat service or a Matrix
    homeserver.

    Usage: banter [options]
           banter --homeserver URL --user ID [--theme light|dark] [--keys default|vi]
           banter --headless --size COLSxROWS --script FILE [--record FILE] [--screen FILE]

    Options:
      --user ID          sign in as ID (default: me)
      --nickname NAME    the name others see for you (default: the stored one; in a new
                         workspace, your id)
      --seed N           the workspace and the simulated people follow seed N (default: 1)
      --store PATH       keep the workspace in PATH (default: $XDG_DATA_HOME/banter or
                         ~/.local/share/banter)
      --ephemeral        keep nothing: a fresh workspace in memory
      --theme light|dark the colour scheme to start with (default: dark)
      --keys default|vi  the keys: default, or vi's added where no text field has the
                         focus (j/k move, g/G first and last row, / on a channel's
                         messages searches it)
      --quiet            no simulated activity: nobody else types or writes
      --headless         run a script against a virtual clock instead of the terminal
      --size COLSxROWS   the headless screen's size (default: 80x24; at least 20x8)
      --script FILE      the steps to run, one a line: text to type, a key such as <Enter>,
                         <Esc>, <Up>, <PgDn>, <C-t>, <M-x>, <F1>; wait 500ms; resize 100x30;
                         click 10,5; wheel up 10,5 or wheel down 10,5 3 (from 0,0)
      --record FILE      write every byte the terminal would have received
      --screen FILE      write the final screen as plain text
      --homeserver URL   chat on the Matrix homeserver at URL (such as
                         http://127.0.0.1:8008) instead of the simulated service; needs
                         --user (a Matrix id such as @ann:example.org, or its local part).
                         The password is read from $BANTER_MATRIX_PASSWORD, else asked for
                         on the terminal; $BANTER_MATRIX_TOKEN signs in with an access token
                         instead. Nobody is simulated, and nothing but the account's local
                         copy (see --no-cache) is written to disk.
      --notify bell|desktop|off
                         how a new message in a channel you are not looking at is told
                         (default: bell): the terminal bell; a desktop notification
                         where the terminal shows them (OSC 9 or 777), else the bell;
                         or nothing. A channel's notification setting (all, mentions
                         only, off) decides which of its messages count; a channel
                         rings at most once every 5 seconds.
      --no-cache         keep no local copy of the account: no cache of channels and
                         recent messages, and no outbox (a message that cannot be sent
                         fails instead of waiting for the connection). By default both
                         are kept, 0600 files in 0700 folders per user and server, under
                         the store folder, or for --homeserver under $XDG_DATA_HOME/banter
      --help             show this help
      --version          print the version and the commit it was built from

    Keys: arrows move, Enter opens or sends, Esc goes back, Tab moves focus, PgUp/PgDn
    scroll, ? shows the key help, Ctrl-T switches light/dark, Ctrl-C quits.
    """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(AppOptionsError) -> AppOptions {
        var options = AppOptions()
        var remaining = arguments[...]
        // Flags a homeserver run refuses or requires, remembered as given rather than
        // compared with the defaults, so `--user me` still counts.
        var given: Set<String> = []
        func value(for flag: String) throws(AppOptionsError) -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw .missingValue(flag) }
            return next
        }
        while let argument = remaining.popFirst() {
            given.insert(argument)
            switch argument {
            case "--user":
                options.userId = try value(for: argument)
                guard !options.userId.isEmpty, !options.userId.contains(where: \.isWhitespace) else {
                    throw .invalidValue(argument, options.userId, "a user id without spaces")
                }
            case "--nickname":
                let text = try value(for: argument)
                let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !name.isEmpty, name.count <= 80, !name.contains(where: \.isNewline) else {
                    throw .invalidValue(argument, text, "a name of 1 to 80 characters on one line")
                }
                options.nickname = name
            case "--seed":
                let text = try value(for: argument)
                guard let seed = UInt64(text) else { throw .invalidValue(argument, text, "a whole number from 0") }
                options.seed = seed
            case "--store": options.storePath = try value(for: argument)
            case "--ephemeral": options.ephemeral = true
            case "--theme":
                let text = try value(for: argument)
                guard text == "light" || text == "dark" else { throw .invalidValue(argument, text, "light or dark") }
                options.theme = text
            case "--keys":
                let text = try value(for: argument)
                guard let preset = KeyBindingSet.Preset(rawValue: text) else { throw .invalidValue(argument, text, "default or vi") }
                options.keys = preset
            case "--quiet": options.quiet = true
            case "--headless": options.headless = true
            case "--size":
                let text = try value(for: argument)
                guard let size = HeadlessScript.size(text), size.width >= 20, size.height >= 8 else {
                    throw .invalidValue(argument, text, "COLSxROWS, at least 20x8")
                }
                options.size = size
            case "--script": options.scriptPath = try value(for: argument)
            case "--record": options.recordPath = try value(for: argument)
            case "--screen": options.screenPath = try value(for: argument)
            case "--homeserver":
                let text = try value(for: argument)
                guard let url = Self.homeserverURL(text) else {
                    throw .invalidValue(argument, text, "an http:// or https:// URL such as http://127.0.0.1:8008")
                }
                options.homeserver = url
            case "--notify":
                let text = try value(for: argument)
                guard let mode = NotifyMode(rawValue: text) else { throw .invalidValue(argument, text, "bell, desktop or off") }
                options.notify = mode
            case "--no-cache": options.localCaching = false
            case "--help", "-h": options.showHelp = true
            case "--version": options.showVersion = true
            default: throw .unknownOption(argument)
            }
        }
        if options.homeserver != nil {
            // The simulated service's flags mean nothing on a homeserver, and a script needs
            // the virtual clock, which a homeserver does not run on.
            for flag in ["--headless", "--store", "--seed"] where given.contains(flag) {
                throw .conflict("--homeserver", flag)
            }
            guard given.contains("--user") else { throw .homeserverNeedsUser }
        }
        if options.ephemeral, options.storePath != nil { throw .conflict("--ephemeral", "--store") }
        if !options.headless, options.scriptPath != nil || options.recordPath != nil || options.screenPath != nil {
            throw .needsHeadless
        }
        if options.headless, options.scriptPath == nil { throw .headlessNeedsScript }
        return options
    }

    /// The homeserver's base URL, when `text` is an absolute http(s) URL with a host and
    /// neither query nor fragment; a trailing slash is dropped.
    static func homeserverURL(_ text: String) -> URL? {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil else { return nil }
        var trimmed = text
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        return URL(string: trimmed)
    }

    /// How the client keeps a local copy: the cache on unless `--no-cache`, an in-memory
    /// (`--ephemeral`) or headless run, in `folder` (the store's for the simulated service,
    /// the default under the user's data directory for a homeserver).
    func initParams(folder: String?) -> InitParams {
        var config = LocalCacheConfig()
        config.directory = folder.map { URL(fileURLWithPath: $0, isDirectory: true) }
        return InitParams(isLocalCachingEnabled: localCaching && !ephemeral && !headless, localCacheConfig: config)
    }

    /// The store directory: `--store`, else `$XDG_DATA_HOME/banter`, else `~/.local/share/banter`.
    func resolvedStorePath(environment: [String: String]) -> String {
        if let storePath { return storePath }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty { return data + "/banter" }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/banter"
    }
}
