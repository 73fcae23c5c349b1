import Data
import RemoteStore

extension NetworkSettings {
    /// Settings for fault tests: quick retries, so that every fault ends fast, and a timeout with
    /// room for a loaded machine (tests of slowness pass a short one).
    static func faultTest(
        timeout: Duration = .seconds(5), maximumAttempts: Int = 3, authorizer: (any RequestAuthorizer)? = nil,
        timing: RetryTiming = .live
    ) -> NetworkSettings {
        NetworkSettings(
            timeout: timeout,
            retry: RetryPolicy(
                maximumAttempts: maximumAttempts, initialDelay: .milliseconds(20), maximumDelay: .milliseconds(100),
                maximumTotalTime: .seconds(15)),
            authorizer: authorizer, timing: timing)
    }
}
