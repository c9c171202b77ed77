import BanterChatSDK

/// The member list query's filter as a test on one member of a Matrix room: each part of
/// `MemberListQuery.Filter` is one predicate, read from the membership (state) and the power
/// levels (operators: level 50 and up, or a creator; muted: held below the level to post).
struct MatrixMemberFilter {
    let filter: MemberListQuery.Filter
    let powerLevels: MatrixPowerLevels

    /// Whether the member passes every part but the nickname prefix.
    func includes(_ member: ChannelPayload.MemberSummary) -> Bool {
        let userId = member.record.userId
        let state = switch filter.state {
        case .all: member.record.state != .none
        case .joinedOnly: member.record.state == .joined
        case .invitedOnly: member.record.state == .invited
        }
        let operators = switch filter.operators {
        case .all: true
        case .operatorsOnly: powerLevels.isOperator(userId)
        case .nonOperatorsOnly: !powerLevels.isOperator(userId)
        }
        let muted = switch filter.muted {
        case .all: true
        case .muted: powerLevels.isMuted(userId)
        case .unmuted: !powerLevels.isMuted(userId)
        }
        return state && operators && muted
    }
}
