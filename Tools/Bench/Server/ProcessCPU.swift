import Foundation

/// CPU time that processes have used so far, from `/proc/PID/stat` (Linux). Elsewhere (macOS has
/// no /proc) no figure is read: ``unavailableReason`` says why, and the benchmark prints it.
///
/// Why beside requests/s: on a machine shared with other work, requests/s moves with the load,
/// while the CPU time a server spends per request moves much less, so it shows whether a change
/// made the server cheaper even when the throughput figure is noise.
enum ProcessCPU {
    /// Why no CPU time can be read on this system; nil where /proc gives it.
    #if os(Linux)
        static let unavailableReason: String? = nil
    #else
        static let unavailableReason: String? = "this system has no /proc to read it from (Linux only)"
    #endif

    /// User plus system time of `pids`, in nanoseconds; nil when one cannot be read.
    static func nanoseconds(of pids: [Int32]) -> Double? {
        guard unavailableReason == nil else { return nil }
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        var ticks = 0.0
        for pid in pids {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let end = stat.lastIndex(of: ")")
            else { return nil }
            // After "pid (name)": state is field 3, utime and stime are fields 14 and 15.
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
            ticks += user + system
        }
        return ticks / ticksPerSecond * 1e9
    }

    /// The direct children of `pid` (nginx's workers under its master).
    static func children(of pid: Int32) -> [Int32] {
        guard unavailableReason == nil else { return [] }
        let list = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return list.split(separator: " ").compactMap { Int32($0) }
    }
}
