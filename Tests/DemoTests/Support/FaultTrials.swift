import Foundation

/// How many trials a fault test runs, and the random moments it picks: few by default, so that
/// `scripts/test` stays quick, and as many as asked with `FAULT_TRIALS=N` (e.g. the 25).
/// `FAULT_SEED=S` replays the moments of an earlier run, whose seed every message names.
struct FaultTrials: CustomStringConvertible {
    let count: Int
    let seed: UInt64

    init(defaultCount: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
        count = environment["FAULT_TRIALS"].flatMap { Int($0) }.map { max(1, $0) } ?? defaultCount
        seed = environment["FAULT_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
    }

    /// A generator of the trials' moments, the same for the same seed.
    func generator() -> SplitMix64 {
        SplitMix64(seed: seed)
    }

    var description: String { "\(count) (FAULT_SEED=\(seed))" }
}

/// A small seeded generator (SplitMix64), so that a failing run's moments can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
