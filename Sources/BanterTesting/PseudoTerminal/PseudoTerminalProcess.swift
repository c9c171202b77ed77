import BanterTerminal
import Glibc

/// A child process running on a pseudo-terminal, for tests of what a program does to the
/// terminal it runs on: the test holds both ends, so it can read the terminal settings the
/// program leaves behind, type into it and read what it draws (standard error included).
///
/// Use it where a test needs the real bytes and a real terminal: raw mode, signals, what
/// is left on disk when the program ends. Screens are better tested with `HeadlessScreen`.
/// Not thread-safe: use one from one test at a time. The child is killed when it is
/// released, if it is still running.
public final class PseudoTerminalProcess {
    /// The test's end of the terminal.
    public let master: Int32
    /// The program's end of the terminal (its standard input, output and error).
    public let slave: Int32
    /// The program's process id.
    public let pid: pid_t
    /// The terminal settings before the program started.
    public let initialSettings: termios
    /// Everything the program wrote to the terminal so far, as read by `wait`.
    public private(set) var output: [UInt8] = []
    /// The status `waitpid` gave once the program ended; nil while it runs.
    public private(set) var exitStatus: Int32?

    /// The program's path: a product built beside the test bundle.
    public static func product(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = String(decoding: buffer[..<max(0, length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/" + name
    }

    /// Starts `path` on a new 80x24 pseudo-terminal, with `TERM=xterm-256color` and
    /// `environment` added to this process's environment. Throws `SpawnError` when the
    /// terminal cannot be opened or the program cannot be started.
    public init(path: String, arguments: [String] = [], environment: [String: String] = [:]) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw SpawnError(message: "openpty failed: \(errno)") }
        self.master = master
        self.slave = slave
        var settings = termios()
        tcgetattr(slave, &settings)
        initialSettings = settings

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, slave, target)
        }
        posix_spawn_file_actions_addclose(&actions, master)

        var variables = ProcessEnvironment.current
        variables["TERM"] = "xterm-256color"
        for (key, value) in environment { variables[key] = value }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard result == 0 else { throw SpawnError(message: "posix_spawn \(path) failed: \(result)") }
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
    }

    /// The terminal settings as the program left them.
    public func settings() -> termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// Whether the terminal is in raw mode (no canonical input, no echo).
    public var isRaw: Bool {
        settings().c_lflag & tcflag_t(ICANON | ECHO) == 0
    }

    /// Types `text` into the terminal.
    public func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// Reads what the program draws until `condition` holds or `timeout` passes; false on
    /// timeout. Waits on the terminal with poll(2), never by sleeping.
    @discardableResult
    public func wait(timeout: Duration = .seconds(20), until condition: (PseudoTerminalProcess) -> Bool) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition(self) {
            guard clock.now < deadline else { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 20) > 0 && descriptor.revents & Int16(POLLIN) != 0 {
                var buffer = [UInt8](repeating: 0, count: 65536)
                let count = read(master, &buffer, buffer.count)
                if count > 0 { output += buffer[..<count] }
            }
            reap()
        }
        return true
    }

    /// Notes the exit status if the program has ended.
    private func reap() {
        guard exitStatus == nil else { return }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG | WUNTRACED) == pid {
            if status & 0xFF == 0x7F { stopped = true } else { exitStatus = status }
        }
    }

    /// Whether the program is stopped (SIGTSTP).
    public private(set) var stopped = false

    /// Sends `signal` to the program; SIGCONT also clears `stopped`.
    public func send(_ signal: Int32) {
        if signal == SIGCONT { stopped = false }
        kill(pid, signal)
    }

    /// Whether the program wrote `text`.
    public func wrote(_ text: String) -> Bool {
        String(decoding: output, as: UTF8.self).contains(text)
    }

    /// Exited normally with `code`.
    public var exitCode: Int32? {
        guard let exitStatus, exitStatus & 0x7F == 0 else { return nil }
        return (exitStatus >> 8) & 0xFF
    }

    /// Ended by a signal: which one.
    public var terminatingSignal: Int32? {
        guard let exitStatus, exitStatus & 0x7F != 0, exitStatus & 0x7F != 0x7F else { return nil }
        return exitStatus & 0x7F
    }

    /// Why the program could not be started on a terminal.
    public struct SpawnError: Error, CustomStringConvertible {
        /// What failed, with its error number.
        public let message: String
        public var description: String { message }
    }
}
