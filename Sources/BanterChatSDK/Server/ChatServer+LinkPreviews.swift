/// Link previews: the service looks up the first http(s) address of a stored user message
/// in its table of sites (`LinkPreviewTable`) and, after the `linkPreview` latency, attaches
/// the Open Graph data to the message and tells everyone in the channel the message changed.
/// An address the table lacks, a failure (`failureRates[.linkPreview]`, a fetch that timed
/// out) or a message edited or deleted meanwhile leave the message as it is.
extension ChatServer {
    /// Schedules the preview of `record`'s first link, if it has one the table knows.
    func scheduleLinkPreview(of record: MessageRecord, in channelURL: String) {
        guard record.kind == .user, let link = OGMetaData.firstLink(in: record.text),
              let metaData = LinkPreviewTable.preview(for: link) else { return }
        let messageId = record.messageId, text = record.text
        scheduler.schedule(after: configuration.latency(of: .linkPreview)) { [weak self] in
            guard let self, !self.rollsFailure(of: .linkPreview) else { return }
            self.attachLinkPreview(metaData, to: messageId, in: channelURL, ifTextIs: text)
        }
    }

    /// Stores `metaData` on the message and broadcasts the update, unless its text changed
    /// (the link may be gone) or it was deleted.
    private func attachLinkPreview(_ metaData: OGMetaData, to messageId: Int64, in url: String, ifTextIs text: String) {
        guard let channel = state[url], let index = channel.index(ofMessage: messageId) else { return }
        let record = channel.messages[index]
        guard record.text == text else { return }
        var extras = channel.extras[messageId] ?? MessageExtras()
        guard extras.ogMetaData != metaData else { return }
        extras.ogMetaData = metaData
        do { try commit([.message(url: url, record, extras)]) } catch { return }
        guard let stored = state[url] else { return }
        let payload = messagePayload(record, in: stored)
        broadcast(in: stored) { recipient in .messageUpdated(channelPayload(stored, for: recipient), payload) }
    }
}
