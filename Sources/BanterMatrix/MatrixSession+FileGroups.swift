import BanterChatSDK
import Foundation

/// Multiple-files messages. Matrix has no event carrying several files, so each file is its
/// own `m.image`/`m.video`/`m.audio`/`m.file` event, which any Matrix client shows as a
/// file, and the events carry a `banter.group` object in their content: `id` (the message's
/// request id), `index` and `count`; the first event also lists every file (`files`: name,
/// size, MIME type, `mxc://` URL). Banter shows the first event as the message with all the
/// files and no message for the others (`MatrixMessageMapping`). Any client can write
/// `banter.group`, so an event folds only when the same sender's first event of the group
/// in the same room was met and lists it at its index (`MatrixMessageIds.foldsIntoFileGroup`);
/// a forged claim shows as the plain file it is.
///
/// The files are uploaded one by one before the message goes (`uploadFile`, one request
/// each, so one that fails is uploaded again alone), then the events are sent in order with
/// transaction ids made from the request id (the first one's is the request id itself): a
/// resend after a failure part-way sends the missing events, and the homeserver answers the
/// ones it stored with the same events.
extension MatrixSession {
    /// Uploads one file to the media repository and answers with its `mxc://` URI; a file
    /// without bytes that already has one is answered with it, any other is refused (800110).
    func uploadFile(url: String, requestId: String, index: Int, _ file: MessageExtras.FileInfo, data: Data?, reply: @escaping BackendReply<String>) {
        if let refusal = encryptionRefusal(url) { return refuse(refusal, reply) }
        guard let data else {
            guard file.url.hasPrefix("mxc://") else {
                return refuse(.invalidParameter(
                    "the file \"\(file.name)\" has no data to upload; on the Matrix backend give its bytes (fileData) or an mxc:// fileURL"), reply)
            }
            Task { @MainActor in reply(.success(file.url)) }
            return
        }
        let posting = postingRefusal(url)
        let refusal: MatrixHTTP.Refusal = { error in
            error.errcode == "M_TOO_LARGE"
                ? .invalidParameter("the file is \(data.count) bytes; the homeserver's limit is smaller (\(error.message))")
                : posting(error)
        }
        http.upload(data, contentType: file.mimeType, fileName: file.name, refusal: refusal) { result in
            reply(result.map(\.contentURI))
        }
    }

    /// Sends the events of a multiple-files message whose files are uploaded, and answers
    /// with the message (the first event read back).
    func sendFileGroup(url: String, _ outgoing: OutgoingMessage, files: [MessageExtras.FileInfo], reply: @escaping BackendReply<MessagePayload>) {
        guard !files.isEmpty, files.allSatisfy({ $0.url.hasPrefix("mxc://") }) else {
            return refuse(.invalidParameter("a multiple-files message needs its files uploaded (mxc:// URLs) before it is sent"), reply)
        }
        var contents: [[String: MatrixJSON]] = []
        for (index, file) in files.enumerated() {
            var item = outgoing
            // Mentions and the reply quote belong to the message once: on its first event.
            if index > 0 { item.extras.mentionedUserIds = [] }
            switch messageContent(url: url, item, file: Self.fileContent(file, uri: file.url)) {
            case .failure(let error): return refuse(error, reply)
            case .success(var content):
                var group: [String: MatrixJSON] = [
                    "id": .string(outgoing.requestId), "index": .number(Double(index)), "count": .number(Double(files.count)),
                ]
                if index == 0 {
                    group["files"] = .array(files.map { file in
                        .object(["name": .string(file.name), "size": .number(Double(file.size)),
                                 "mimetype": .string(file.mimeType), "url": .string(file.url)])
                    })
                }
                content[MatrixRoomEvent.FileGroup.key] = .object(group)
                contents.append(content)
            }
        }
        putGroup(url: url, contents: contents, requestId: outgoing.requestId, from: 0, firstEventId: nil, reply: reply)
    }

    /// The transaction id of a group's event `index`.
    static func groupTransactionId(_ requestId: String, index: Int) -> String {
        index == 0 ? requestId : "\(requestId)-f\(index)"
    }

    private func putGroup(
        url: String, contents: [[String: MatrixJSON]], requestId: String, from index: Int, firstEventId: String?,
        reply: @escaping BackendReply<MessagePayload>
    ) {
        guard index < contents.count else {
            guard let firstEventId else { return refuse(.invalidParameter("a multiple-files message has no files"), reply) }
            return readBackSent(url: url, eventId: firstEventId, reply: reply)
        }
        put(url: url, content: contents[index], transactionId: Self.groupTransactionId(requestId, index: index)) { [self] result in
            switch result {
            case .failure(let error): refusePosting(error, in: url, reply)
            case .success(let eventId):
                putGroup(url: url, contents: contents, requestId: requestId, from: index + 1,
                         firstEventId: firstEventId ?? eventId, reply: reply)
            }
        }
    }
}
