import Data
import Foundation
import RemoteStore

/// An app gateway at `http://api.test/v1` over `transport`, with a fake clock: nothing leaves
/// the process and nothing waits.
func stubbedGateway(
    _ transport: StubTransport,
    timing: FakeRetryTiming = FakeRetryTiming(),
    retry: RetryPolicy = RetryPolicy(),
    authorizer: (any RequestAuthorizer)? = nil,
    maximumResponseBytes: Int = 1024
) -> AppGateway {
    AppGateway(
        baseURL: URL(string: "http://api.test/v1") ?? URL(fileURLWithPath: "/"),
        settings: NetworkSettings(
            timeout: .milliseconds(2500), retry: retry, maximumResponseBytes: maximumResponseBytes,
            authorizer: authorizer, transport: transport, timing: timing.timing)
    )
}
