import Testing

@testable import RemoteStore

@Suite("The remote store's durations as curl and messages take them")
struct RemoteDurationTests {
    @Test(
        "a timeout reads in whole seconds when it is some, else in seconds with their fraction",
        arguments: [(Duration.seconds(2), "2 s"), (.milliseconds(400), "0.4 s"), (.milliseconds(1500), "1.5 s")])
    func timeoutText(duration: Duration, expected: String) {
        #expect(TimeoutText.of(duration) == expected)
    }

    @Test(
        "curl gets whole milliseconds, a part of one rounded up so that no timeout becomes zero",
        arguments: [(Duration.seconds(15), 15_000), (.microseconds(1), 1), (.microseconds(1500), 2), (.zero, 0)])
    func curlMilliseconds(duration: Duration, expected: Int) {
        #expect(duration.curlMilliseconds == expected)
    }
}
