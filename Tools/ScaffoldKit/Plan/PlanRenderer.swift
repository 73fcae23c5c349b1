import Foundation

/// Prints a plan for people (`--dry-run`, and the summary of a real run) and for tools (`--json`).
enum PlanRenderer {
    /// One line per file, then the unified diff of every edited or overwritten file (the
    /// manifest is listed without its diff).
    static func text(_ plan: Plan, applied: Bool) -> String {
        let width = plan.changes.map(\.action.rawValue.count).max() ?? 0
        var output = applied ? "\(plan.title):\n" : "\(plan.title) (dry run, nothing written):\n"
        for change in plan.changes {
            let padding = String(repeating: " ", count: width - change.action.rawValue.count)
            output += "  \(change.action.rawValue)\(padding)  \(change.path)\n"
        }
        if plan.isNoOp { output += "Nothing to do: the tree already has exactly this.\n" }
        for note in plan.notes { output += "Note: \(note)\n" }
        guard !applied else { return output }
        for change in plan.changes
        where [.edit, .overwrite, .restore].contains(change.action) && !change.isBookkeeping {
            output += "\n" + UnifiedDiff.render(old: change.before ?? "", new: change.after ?? "", path: change.path)
        }
        return output
    }

    /// The plan as JSON: `title`, `entity`, `applied`, and `changes` with `path`, `action`,
    /// `sha256` of the new content, and `diff` for edits.
    static func json(_ plan: Plan, applied: Bool) -> String {
        let changes: [[String: Any]] = plan.changes.map { change in
            var entry: [String: Any] = ["path": change.path, "action": change.action.rawValue]
            if let after = change.after { entry["sha256"] = SHA256.hex(of: after) }
            if [.edit, .overwrite, .restore].contains(change.action) {
                entry["diff"] = UnifiedDiff.render(old: change.before ?? "", new: change.after ?? "", path: change.path)
            }
            if change.isBookkeeping { entry["bookkeeping"] = true }
            return entry
        }
        return serialise([
            "title": plan.title, "entity": plan.entity, "applied": applied, "noOp": plan.isNoOp, "changes": changes,
            "notes": plan.notes,
        ])
    }

    /// An error as JSON, so tools get a parseable answer on failure too.
    static func json(error: ScaffoldError) -> String {
        serialise(["error": error.description, "exitCode": Int(error.exitCode)])
    }

    /// Stable, pretty JSON with a trailing newline.
    static func serialise(_ object: [String: Any]) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            )
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
