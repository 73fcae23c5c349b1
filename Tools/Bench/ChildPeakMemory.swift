import Foundation

/// The peak resident memory of one run of a command, as the kernel accounts it for that process.
///
/// Measured by a small python3 parent, not by the bench itself: a child started from the bench
/// shares or copies the bench's own memory until it execs, and the kernel keeps that high-water
/// mark, so the bench (which holds the seeded records) would be measuring itself.
enum ChildPeakMemory {
    /// Runs `executable` with `arguments` and `environment` (output thrown away) under
    /// `python`, and returns its peak resident set in bytes, or nil when it fails.
    static func bytes(
        of executable: String, _ arguments: [String], environment: [String: String], python: String
    ) -> Int? {
        let script = """
            import resource, subprocess, sys
            subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let output = try? ChildProcess.run(python, ["-c", script, executable] + arguments, environment: environment)
        guard let output, output.status == 0,
            let reported = Int(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return reported * maxRSSUnit
    }
}

/// The bytes in one unit of ru_maxrss, which the two kernels count differently.
#if os(Linux)
    /// Linux counts it in kilobytes.
    private let maxRSSUnit = 1024
#else
    /// macOS counts it in bytes.
    private let maxRSSUnit = 1
#endif
