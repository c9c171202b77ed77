/// Calendar days for date separators, in UTC like the default timestamps, without
/// Foundation's calendar so every machine draws the same snapshot.
public enum MessageDay {
    private static let dayLength: Int64 = 86_400_000

    /// UTC midnight of the day holding `milliseconds`.
    /// Before the first whole day `Int64` holds, `Int64.min`.
    public static func start(of milliseconds: Int64) -> Int64 {
        let (start, overflow) = day(of: milliseconds).multipliedReportingOverflow(by: dayLength)
        return overflow ? .min : start
    }

    /// The days since 1 January 1970 (negative before), rounded down. Any time another
    /// client claims must do, `Int64.min` included: hence no `milliseconds - dayLength`.
    private static func day(of milliseconds: Int64) -> Int64 {
        milliseconds >= 0 ? milliseconds / dayLength : (milliseconds + 1) / dayLength - 1
    }

    /// The day as a separator shows it: `Mon, 5 Jan 2026`, with the names and the order
    /// of `StringSet.current.common`.
    @MainActor
    public static func title(_ milliseconds: Int64) -> String {
        let days = day(of: milliseconds)
        // 1 January 1970 was a Thursday: day 0 is weekday 3 counted from Monday.
        let weekday = Int((((days + 3) % 7) + 7) % 7)
        let date = civilDate(milliseconds)
        let strings = StringSet.current.common
        return strings.dayTitle(strings.shortWeekdays[weekday], date.day, strings.shortMonths[date.month - 1], date.year)
    }

    /// The UTC calendar date holding `milliseconds`, by Howard Hinnant's civil-from-days
    /// algorithm.
    public static func civilDate(_ milliseconds: Int64) -> (year: Int, month: Int, day: Int) {
        let days = day(of: milliseconds)
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
