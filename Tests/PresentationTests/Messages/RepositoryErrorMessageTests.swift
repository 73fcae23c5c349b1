import Domain
import Presentation
import Testing

@Suite("Error messages")
struct RepositoryErrorMessageTests {
    @Test("an unavailable store shows the summary, which says what to do, as one sentence")
    func unavailable() {
        let error = RepositoryError.unavailable(
            FailureEvidence("nothing answers at http://127.0.0.1:9 (connection refused); is the server running?"))
        #expect(
            error.userMessage
                == "The store cannot be reached right now: nothing answers at http://127.0.0.1:9 (connection refused); "
                + "is the server running?")
    }

    @Test("text a server sent cannot drive the terminal: its control characters are replaced")
    func hostileText() {
        let storage = RepositoryError.storage(FailureEvidence("it starts: \u{1B}[2J\u{07}garbage\nmore"))
        let conflict = RepositoryError.conflict(.other, reason: "name \u{1B}]0;owned\u{07} taken")
        for message in [storage.userMessage, conflict.userMessage] {
            #expect(!message.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(message)")
        }
    }
}
