import Data
import RemoteStore

extension NetworkSettings {
    /// Settings for fault tests: quick retries, so that every fault ends fast, and a timeout with
    /// room for a loaded machine (tests of slowness pass a short one). The retry budget is wide
    /// (90 s) for the same reason: these tests count attempts, and on a machine whose load stood
    /// at 50 to 140 a 15 s budget ran out before the third attempt, so the count was 2. The budget
    /// itself is proven with fake timing (`AppGatewayRetryTests.totalTimeBoundsRetries`).
    static func faultTest(
        timeout: Duration = .seconds(5), maximumAttempts: Int = 3, authorizer: (any RequestAuthorizer)? = nil,
        timing: RetryTiming = .live
    ) -> NetworkSettings {
        NetworkSettings(
            timeout: timeout,
            retry: RetryPolicy(
                maximumAttempts: maximumAttempts, initialDelay: .milliseconds(20), maximumDelay: .milliseconds(100),
                maximumTotalTime: .seconds(90)),
            authorizer: authorizer, timing: timing)
    }
}
