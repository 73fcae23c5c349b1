import TestSupport
import Testing

/// How a test reaches its server: plain http, or https through a ``TLSFront`` (nginx with a
/// certificate the test made), so that one test body proves a promise over both.
enum Wire: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case http
    case https

    var testDescription: String { rawValue }

    /// Skips the running test, saying why, when this wire cannot be set up on this machine.
    func requireAvailable() throws {
        if self == .https, !TLSFront.isAvailable { try Test.cancel(Comment(rawValue: TLSFront.unavailableReason)) }
    }
}
