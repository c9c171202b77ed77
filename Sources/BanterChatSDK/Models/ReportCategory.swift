/// Why a message or a user is reported, as the reference SDK's categories: what an operator
/// reading the report in Moderations sorts by.
public enum ReportCategory: String, CaseIterable, Codable, Sendable {
    case spam
    case harassing
    case inappropriate
    case suspicious
}
