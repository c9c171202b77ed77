import BanterChatSDK

/// The channel settings Matrix has no field for, and this user's own view of the room.
///
/// Banter's custom type, data and distinctness travel in a state event of Banter's own,
/// `banter.channel` (state key ""), which other Matrix clients ignore; the cover is the
/// room avatar. A deleted channel is marked with a `banter.deleted` state event before its
/// members are removed (Matrix cannot delete a room). Hiding is a room tag, `banter.hidden`,
/// and the push trigger option room account data, so both follow the user to their other
/// clients and nobody else sees them.
extension MatrixRoom {
    static let channelStateType = "banter.channel"
    static let deletedStateType = "banter.deleted"
    static let hiddenTag = "banter.hidden"
    /// The key of the hidden tag's content that says whether a new message unhides the room.
    static let allowAutoUnhideKey = "banter.allow_auto_unhide"
    /// The key of the hidden tag's content with the time of the newest message when hidden.
    static let hiddenAtKey = "banter.hidden_at"
    static let pushTriggerOptionType = "banter.push_trigger_option"

    /// The state event types whose change is a `.updated` channel change.
    static let settingsStateTypes: Set<String> = ["m.room.name", "m.room.avatar", channelStateType]

    mutating func applyChannelSettings(_ event: MatrixStateEvent) {
        guard event.stateKey.isEmpty else { return }
        switch event.type {
        case "m.room.avatar":
            coverURL = event.content["url"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        case Self.channelStateType:
            customType = event.content["custom_type"]?.string
            data = event.content["data"]?.string
            isDistinct = event.content["is_distinct"] == .bool(true)
        case Self.deletedStateType:
            isDeleted = true
        default:
            break
        }
    }

    /// The content of the `banter.channel` state event for these settings.
    static func channelStateContent(customType: String?, data: String?, isDistinct: Bool) -> MatrixJSON {
        var content: [String: MatrixJSON] = ["is_distinct": .bool(isDistinct)]
        if let customType { content["custom_type"] = .string(customType) }
        if let data { content["data"] = .string(data) }
        return .object(content)
    }

    func applySettings(to header: inout ChannelHeader) {
        header.coverURL = coverURL
        header.customType = customType
        header.data = data
        header.isDistinct = isDistinct
    }

    /// Adds the read state to a member's record: their read time (a member with no receipt
    /// has read up to their joining, as the mock counts it), and for the viewer their unread
    /// counts, hiding and push option. Matrix has no delivery receipts: a member counts as
    /// having received what they read, so the UI shows "sent" until it is read, then "read".
    ///
    /// The viewer's read time is also moved up to their `m.fully_read` marker when it is on
    /// a message newer than their receipt (Element moves it as the user scrolls), so the
    /// unread line starts where they stopped reading; a marker on an event this client has
    /// not met yet counts once it has.
    func applyUserState(to record: inout MemberRecord, isViewer: Bool) {
        var read = max(record.lastReadAt, userState.readTimes[record.userId] ?? .min)
        if isViewer, let marker = userState.fullyReadEventId, let time = readTime(ofReceiptOn: marker, receiptTime: nil) {
            read = max(read, time)
        }
        // Marked unread: read up to just before the marked message, whatever the receipts say.
        if isViewer, let marked = userState.markedUnread { read = min(read, marked.time - 1) }
        record.lastReadAt = read
        record.lastDeliveredAt = read
        guard isViewer else { return }
        var unread = userState.unreadMessageCount
        if let marked = userState.markedUnread {
            unread = marked.unreadCount(notifications: unread)
        } else if userState.isFlaggedUnread {
            // Marked unread by another Matrix client, which says where no more than that.
            unread = max(unread, 1)
        }
        record.unreadMessageCount = record.state == .joined ? unread : 0
        record.unreadMentionCount = record.state == .joined ? userState.unreadMentionCount : 0
        record.hiddenState = userState.hiddenState
        record.pushTriggerOption = userState.pushTriggerOption
    }

    /// Applies this user's room account data: the `m.tag` event (hiding), the push option, the
    /// read marker (`m.fully_read`) and the "Mark as unread" position and flags.
    mutating func applyAccountData(_ event: MatrixContentEvent) {
        switch event.type {
        case "m.tag":
            if let tag = event.content["tags"]?[Self.hiddenTag] {
                userState.hiddenState = tag[Self.allowAutoUnhideKey] == .bool(false) ? .hiddenPreventAutoUnhide : .hiddenAllowAutoUnhide
                if case .number(let time) = tag[Self.hiddenAtKey] { userState.hiddenAt = Int64(time) }
            } else {
                userState.hiddenState = .unhidden
                userState.needsUnhideOnServer = false
            }
        case "m.fully_read":
            userState.fullyReadEventId = event.content["event_id"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        case MatrixMarkedUnread.type:
            userState.markedUnread = MatrixMarkedUnread(content: event.content)
        case let type where MatrixMarkedUnread.flagTypes.contains(type):
            userState.isFlaggedUnread = event.content["unread"] == .bool(true)
        case Self.pushTriggerOptionType:
            let option = event.content["option"]?.string.flatMap(GroupChannelPushTriggerOption.init(rawValue:))
            userState.pushTriggerOption = option == .default ? nil : option
        default:
            break
        }
    }

    /// The time up to which an `m.read` receipt on `eventId` reads: that event's own time when
    /// this room met it (a receipt may point at an older event than when it was sent), else
    /// the receipt's time.
    func readTime(ofReceiptOn eventId: String, receiptTime: Int64?) -> Int64? {
        if let id = ids.knownId(for: eventId) { return id >> MatrixMessageIds.slotBits }
        return receiptTime
    }
}

extension MatrixRoom {
    /// Whether the room belongs in a channel list with `params` for `userId`: the same
    /// decision the mock and the collections make (hiding, custom types, names, members…).
    func isListed(by params: GroupChannelListQueryParams, for userId: String) -> Bool {
        let memberIds = Set(members.filter { ["join", "invite"].contains($0.value.membership) }.keys)
        let myState: MemberState = switch membership(of: userId) {
        case "join": .joined
        case "invite": .invited
        default: .none
        }
        return params.includes(
            name: name, customType: customType, isFrozen: powerLevels.isFrozen, hasLastMessage: lastMessage != nil,
            hiddenState: userState.hiddenState, myMemberState: myState, isMember: memberIds.contains)
    }
}
