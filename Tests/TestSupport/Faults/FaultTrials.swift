import Foundation

/// How many times a fault test tries, and the seed of every random choice it makes, so that a
/// failing trial can be replayed exactly.
///
/// `scripts/test` runs the default count; `FAULT_TRIALS=N` asks for more (or fewer), and
/// `FAULT_SEED=S` replays the run whose failure message named seed `S`.
public struct FaultTrials: Sendable, CustomStringConvertible {
    /// The seed this run draws from.
    public let seed: UInt64
    /// How many trials to run.
    public let count: Int

    /// Reads `FAULT_TRIALS` and `FAULT_SEED` from `environment`; a fresh random seed otherwise.
    public init(defaultCount: Int, environment: [String: String] = ProcessInfo.processInfo.environment) {
        count = environment["FAULT_TRIALS"].flatMap { Int($0) }.map { max(1, $0) } ?? defaultCount
        seed = environment["FAULT_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
    }

    /// A generator of the run's random choices, the same sequence for the same seed.
    public func generator() -> SeededGenerator {
        SeededGenerator(seed: seed)
    }

    /// "seed S (replay with FAULT_SEED=S FAULT_TRIALS=N)", for failure messages.
    public var description: String {
        "seed \(seed) (replay with FAULT_SEED=\(seed) FAULT_TRIALS=\(count))"
    }
}

/// SplitMix64: a small, fast generator whose whole state is one integer, so a seed replays it.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Starts the sequence of `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
