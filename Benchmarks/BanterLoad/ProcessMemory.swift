import Foundation

/// This process's memory as Linux reports it in `/proc/self/status`: the peak resident set
/// (`VmHWM`) and the current one (`VmRSS`), in kilobytes; nil where it cannot be read.
struct ProcessMemory: Sendable {
    let peakKilobytes: Int?
    let residentKilobytes: Int?

    static func current() -> ProcessMemory {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func field(_ name: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else { return nil }
            return line.split(separator: " ").compactMap { Int($0) }.first
        }
        return ProcessMemory(peakKilobytes: field("VmHWM"), residentKilobytes: field("VmRSS"))
    }

    var summary: String {
        func megabytes(_ kilobytes: Int?) -> String {
            kilobytes.map { String(format: "%.0f MB", Double($0) / 1024) } ?? "unknown"
        }
        return "VmHWM \(megabytes(peakKilobytes)), VmRSS \(megabytes(residentKilobytes))"
    }
}
