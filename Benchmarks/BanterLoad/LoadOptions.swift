import Foundation

/// The command line of `banter-load`, parsed. Unknown options and bad figures are errors
/// naming the option, so a CI typo stops the run instead of measuring something else.
struct LoadOptions: Sendable, Equatable {
    var clients = 200
    var rooms = 20
    /// Messages a second, per client.
    var rate = 0.5
    var seconds = 60.0
    var url: URL?
    /// When to run `restartCommand`, in seconds from the first send; nil for never.
    var restartAt: Double?
    /// A shell command; nil for the dev server's stop and start on the same port.
    var restartCommand: String?
    var devServer = "Scripts/matrix-dev-server"
    /// How long to wait, after the last send, for every answer and arrival.
    var drainSeconds = 120.0
    /// How long to wait for the rooms' memberships to settle before sending.
    var setupSeconds = 300.0
    var help = false

    static let usage = """
        usage: banter-load [options]
          --clients N              SDK clients, one user each (default 200)
          --rooms M                rooms; clients are split among them, some in two (default 20)
          --rate R                 messages a second per client (default 0.5)
          --seconds S              how long each client sends (default 60)
          --url URL                the homeserver (default: $BANTER_MATRIX_URL)
          --restart-main-at T      run the restart command T seconds after sending starts
          --restart-command CMD    a shell command (default: the dev server's stop, then start on the same port)
          --dev-server PATH        Scripts/matrix-dev-server, to register the users (default: from the current directory)
          --drain S                after the last send, wait at most S seconds for answers and arrivals (default 120)
          --setup S                wait at most S seconds for every member to see every room joined (default 300)
        Exit status: 0 when nothing was lost, duplicated, out of order or left unacknowledged;
        1 when something was; 2 for a command line it cannot use.
        """

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String], environment: [String: String] = [:]) throws(Problem) -> LoadOptions {
        var options = LoadOptions()
        options.url = environment["BANTER_MATRIX_URL"].flatMap(URL.init(string:))
        var rest = arguments[...]
        func value(_ name: String) throws(Problem) -> String {
            guard let next = rest.popFirst() else { throw Problem(description: "\(name) needs a value") }
            return next
        }
        func number(_ name: String, minimum: Double) throws(Problem) -> Double {
            let text = try value(name)
            guard let figure = Double(text), figure.isFinite, figure >= minimum else {
                throw Problem(description: "\(name) wants a number of at least \(minimum), not '\(text)'")
            }
            return figure
        }
        func count(_ name: String, minimum: Int) throws(Problem) -> Int {
            let text = try value(name)
            guard let figure = Int(text), figure >= minimum else {
                throw Problem(description: "\(name) wants a whole number of at least \(minimum), not '\(text)'")
            }
            return figure
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--clients": options.clients = try count(argument, minimum: 2)
            case "--rooms": options.rooms = try count(argument, minimum: 1)
            case "--rate": options.rate = try number(argument, minimum: 0.001)
            case "--seconds": options.seconds = try number(argument, minimum: 0.001)
            case "--restart-main-at": options.restartAt = try number(argument, minimum: 0)
            case "--restart-command": options.restartCommand = try value(argument)
            case "--dev-server": options.devServer = try value(argument)
            case "--drain": options.drainSeconds = try number(argument, minimum: 1)
            case "--setup": options.setupSeconds = try number(argument, minimum: 1)
            case "--url":
                let text = try value(argument)
                guard let url = URL(string: text), url.scheme?.hasPrefix("http") == true, url.host != nil else {
                    throw Problem(description: "--url wants an http(s) URL, not '\(text)'")
                }
                options.url = url
            case "-h", "--help": options.help = true
            default: throw Problem(description: "unknown option '\(argument)'")
            }
        }
        guard options.clients >= 2 * options.rooms else {
            throw Problem(description: "\(options.clients) clients cannot fill \(options.rooms) rooms with two members each")
        }
        if !options.help, options.url == nil {
            throw Problem(description: "no homeserver: give --url or set BANTER_MATRIX_URL")
        }
        return options
    }
}
