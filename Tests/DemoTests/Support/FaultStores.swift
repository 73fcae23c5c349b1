import Foundation
import Testing

/// The stores a fault test runs on, as traits: `FAULT_STORES=sqlite,file` narrows a run to some
/// of them, and a store whose executable the build did not make cannot be tried. Either way the
/// test is skipped with the reason, so that a run says what it did not test rather than
/// reporting a test that returned early as passed.
enum FaultStores {
    /// Whether `FAULT_STORES`, when set, names `kind`.
    static func isChosen(_ kind: String) -> Bool {
        guard let only = ProcessInfo.processInfo.environment["FAULT_STORES"] else { return true }
        return only.split(separator: ",").contains(Substring(kind))
    }

    /// Skips the test unless `FAULT_STORES` is unset or names `kind`.
    static func chosen(_ kind: String) -> ConditionTrait {
        let only = ProcessInfo.processInfo.environment["FAULT_STORES"] ?? ""
        return .enabled(if: isChosen(kind), Comment(rawValue: "FAULT_STORES=\(only) leaves out \(kind)"))
    }

    /// Skips the test when the build made no `server` executable to run the remote store on.
    static let needsServer = ConditionTrait.enabled(
        if: ReferenceServer.isAvailable, "the build made no `server` executable to run the remote store on")
}
