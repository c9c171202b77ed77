import Foundation
import Testing
import BanterScheduling
import BanterChatSDKTestSupport
@testable import BanterChatSDK

/// Several files in one message on the mock service: each file uploads on its own with its
/// own progress, the service stores one message with every file, the limits refuse with
/// 800110, and one file of three failing leaves the message failed with that file to upload
/// again while the others keep their addresses.
@Suite("Multiple files messages")
@MainActor
struct MultipleFilesMessageTests {
    let harness: ChatTestHarness
    let alice: ChatClient
    let bob: ChatClient
    let alices: GroupChannel
    let bobs: GroupChannel

    init() throws {
        harness = ChatTestHarness(configuration: .immediate)
        alice = try harness.connect("alice", nickname: "Alice")
        bob = try harness.connect("bob", nickname: "Bob")
        alices = try harness.groupChannel(alice, with: ["bob"])
        harness.settle()
        bobs = try harness.groupChannel(alices.channelURL, of: bob)
    }

    static let threeFiles = MultipleFilesMessageCreateParams(uploadableFileInfoList: [
        UploadableFileInfo(fileName: "plan.pdf", fileSize: 200_000, mimeType: "application/pdf"),
        UploadableFileInfo(fileName: "photo.png", fileSize: 400_000, mimeType: "image/png"),
        UploadableFileInfo(fileName: "notes.txt", fileSize: 1_000, mimeType: "text/plain"),
    ])

    @Test func theFilesUploadOneByOneAndArriveAsOneMessage() throws {
        let bobsEvents = EventRecorder(bob)
        var uploaded: [Int] = []
        var progress: [Int: [Int]] = [:]
        var outcome: (MultipleFilesMessage, ChatError?)?
        let pending = alices.sendMultipleFilesMessage(
            params: Self.threeFiles,
            fileUploadHandler: { requestId, index, file, error in
                #expect(error == nil)
                #expect(file.fileName == Self.threeFiles.uploadableFileInfoList[index].fileName)
                uploaded.append(index)
            },
            progressHandler: { _, index, sent, total in
                #expect(total == Self.threeFiles.uploadableFileInfoList[index].fileSize)
                progress[index, default: []].append(sent)
            },
            completionHandler: { outcome = ($0, $1) })
        #expect(pending.sendingStatus == .pending)
        #expect(pending.files.map(\.fileName) == ["plan.pdf", "photo.png", "notes.txt"])
        #expect(pending.files.allSatisfy { !$0.isUploaded })
        #expect(pending.totalSize == 601_000)
        harness.settle(.seconds(5))

        #expect(uploaded == [0, 1, 2], "one after another, in order")
        #expect(progress.keys.sorted() == [0, 1, 2])
        #expect(progress[1]?.last == 400_000)
        let (sent, error) = try #require(outcome)
        #expect(error == nil)
        #expect(sent.sendingStatus == .succeeded)
        #expect(sent.messageId > 0)
        #expect(sent.files.count == 3)
        #expect(sent.files.allSatisfy { $0.isUploaded })
        #expect(sent.files[1].isImage)
        #expect(harness.server.messageCount == 1, "one message, not three")
        let received = try #require(bobsEvents.received.first as? MultipleFilesMessage)
        #expect(received.files.map(\.fileName) == ["plan.pdf", "photo.png", "notes.txt"])
        #expect(received.files.map(\.url) == sent.files.map(\.url))

        // History brings it back as one message with its files.
        let history = harness.run { done in
            bobs.getMessagesByTimestamp(.max, params: MessageListParams(previousResultSize: 10, nextResultSize: 0), completion: done)
        }
        let loaded = try #require(try history.get().last as? MultipleFilesMessage)
        #expect(loaded.files.map(\.fileSize) == [200_000, 400_000, 1_000])
    }

    @Test func oneFileOfThreeFailingLeavesTheMessageFailedWithThatFileToUploadAgain() throws {
        var results: [(Int, ChatError?)] = []
        var outcome: (MultipleFilesMessage, ChatError?)?
        // The second file's upload is lost: its acknowledgement never comes.
        alices.sendMultipleFilesMessage(
            params: Self.threeFiles,
            fileUploadHandler: { _, index, _, error in
                results.append((index, error))
                if index == 0 { harness.server.configuration.failureRates[.uploadFile] = 1 }
            },
            completionHandler: { outcome = ($0, $1) })
        harness.settle(.seconds(30))
        harness.server.configuration.failureRates[.uploadFile] = 0

        #expect(results.map(\.0) == [0, 1], "the third file never started")
        #expect(results[1].1?.code == .ackTimeout)
        let (failed, error) = try #require(outcome)
        #expect(error?.code == .ackTimeout)
        #expect(failed.sendingStatus == .failed)
        #expect(failed.isResendable)
        #expect(failed.files[0].isUploaded, "the first file keeps its address")
        #expect(!failed.files[1].isUploaded && !failed.files[2].isUploaded)
        #expect(failed.messageCreateParams != nil, "the bytes stay for the resend")
        #expect(harness.server.messageCount == 0)
        let firstAddress = failed.files[0].url

        var resent: [Int] = []
        var retried: (MultipleFilesMessage, ChatError?)?
        let retry = alices.resendMultipleFilesMessage(failed, fileUploadHandler: { _, index, _, _ in resent.append(index) },
                                                      completionHandler: { retried = ($0, $1) })
        #expect(retry.sendingStatus == .pending)
        #expect(retry.requestId == failed.requestId)
        harness.settle(.seconds(5))
        #expect(resent == [1, 2], "only the files that were not up")
        let (sent, retryError) = try #require(retried)
        #expect(retryError == nil)
        #expect(sent.sendingStatus == .succeeded)
        #expect(sent.files[0].url == firstAddress)
        #expect(sent.files.allSatisfy { $0.isUploaded })
        #expect(harness.server.messageCount == 1)
    }

    @Test func tooManyFilesOrABadFileIsRefusedWith800110BeforeAnyUpload() throws {
        let file = UploadableFileInfo(fileName: "a.txt", fileSize: 10, mimeType: "text/plain")
        let cases: [(MultipleFilesMessageCreateParams, String)] = [
            (MultipleFilesMessageCreateParams(uploadableFileInfoList: []), "no files"),
            (MultipleFilesMessageCreateParams(uploadableFileInfoList: Array(repeating: file, count: 11)), "limit is 10"),
            (MultipleFilesMessageCreateParams(uploadableFileInfoList: [file, UploadableFileInfo(fileName: "big.bin", fileSize: 26 << 20, mimeType: "application/zip")]), "big.bin"),
            (MultipleFilesMessageCreateParams(uploadableFileInfoList: [file, UploadableFileInfo(fileName: " ", fileSize: 1, mimeType: "text/plain")]), "file name"),
        ]
        #expect(alice.multipleFilesMessageFileCountLimit == 10)
        for (params, detail) in cases {
            var uploads = 0
            let outcome = harness.run { (done: @escaping @MainActor (Result<(MultipleFilesMessage, ChatError?), ChatError>) -> Void) in
                alices.sendMultipleFilesMessage(params: params, fileUploadHandler: { _, _, _, _ in uploads += 1 },
                                                completionHandler: { done(.success(($0, $1))) })
            }
            let (failed, error) = try outcome.get()
            #expect(error?.code == .invalidParameter)
            #expect(error?.message.contains(detail) == true, "\(error?.message ?? "") should mention \(detail)")
            #expect(failed.sendingStatus == .failed)
            #expect(!failed.isResendable)
            #expect(uploads == 0)
        }
        #expect(harness.server.messageCount == 0)
        // The service's own limit, when it is set lower.
        harness.server.configuration.multipleFilesMessageFileCountLimit = 2
        #expect(alice.multipleFilesMessageFileCountLimit == 2)
        let refused = try harness.run { (done: @escaping @MainActor (Result<(MultipleFilesMessage, ChatError?), ChatError>) -> Void) in
            alices.sendMultipleFilesMessage(params: Self.threeFiles, completionHandler: { done(.success(($0, $1))) })
        }.get()
        #expect(refused.1?.code == .invalidParameter)
    }

    @Test func cancellingStopsTheUploadAndNothingIsStored() throws {
        var outcome: (MultipleFilesMessage, ChatError?)?
        let pending = alices.sendMultipleFilesMessage(params: Self.threeFiles, completionHandler: { outcome = ($0, $1) })
        harness.scheduler.advance(by: .milliseconds(50))
        #expect(alices.cancelUploadingFileMessage(requestId: pending.requestId))
        harness.settle(.seconds(5))
        let (canceled, error) = try #require(outcome)
        #expect(error?.code == .fileUploadCanceled)
        #expect(canceled.sendingStatus == .canceled)
        #expect(harness.server.messageCount == 0)
    }

    @Test func theServiceRefusesFilesThatWereNotUploaded() throws {
        var extras = MessageExtras()
        extras.files = [.init(name: "a.txt", size: 10, mimeType: "text/plain", url: "")]
        let outgoing = OutgoingMessage(requestId: "raw-1", kind: .file, text: "", extras: extras)
        let session = try #require(alice.currentSession)
        let url = alices.channelURL
        let result = harness.run { done in session.sendMessage(url: url, outgoing, reply: done) }
        guard case .failure(let error) = result else { Issue.record("stored a file without an address"); return }
        #expect(error.code == .invalidParameter)
        #expect(harness.server.messageCount == 0)
    }
}
