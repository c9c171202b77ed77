/// Why a headless script cannot run: the file and line, and what is wrong there.
public struct ScriptError: Error, CustomStringConvertible, Sendable {
    /// The script's file.
    public let file: String
    /// The line at fault, from 1.
    public let line: Int
    /// What is wrong there.
    public let problem: String

    /// `file:line: problem`.
    public var description: String { "\(file):\(line): \(problem)" }
}
