import Foundation
import Glibc

/// Runs `/bin/sh -c` with a command line and answers its exit status, waiting on a
/// background thread so the clients keep running meanwhile. It spawns and reaps the shell
/// itself rather than through Foundation's `Process`, whose run-loop thread would outlive
/// the run.
enum ShellCommand {
    /// `extra` is added to this process's environment; `quiet` sends the command's standard
    /// output to /dev/null (its errors still show). Answers -1 when it cannot start.
    static func run(_ command: String, environment extra: [String: String] = [:], quiet: Bool = false) async -> Int32 {
        let environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }.map { "\($0.key)=\($0.value)" }
        return await withCheckedContinuation { done in
            DispatchQueue.global().async {
                let words: [String] = ["/bin/sh", "-c", command]
                let argv = words.map { strdup($0) } + [nil]
                let envp = environment.map { strdup($0) } + [nil]
                defer { (argv + envp).forEach { free($0) } }
                var actions = posix_spawn_file_actions_t()
                posix_spawn_file_actions_init(&actions)
                defer { posix_spawn_file_actions_destroy(&actions) }
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
                if quiet { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
                var pid: pid_t = 0
                guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) == 0 else { return done.resume(returning: -1) }
                var status: Int32 = 0
                while waitpid(pid, &status, 0) == -1, errno == EINTR {}
                done.resume(returning: (status >> 8) & 0xff)
            }
        }
    }

    /// `text` quoted for the shell, whatever it holds.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
