import Domain
import Foundation

/// Deterministic values for tests: fixed ids and times, so failures reproduce exactly.
public enum Fixtures {
    /// A fixed instant, 2026-01-01T00:00:00Z, plus `seconds`.
    public static func date(_ seconds: Int64 = 0) -> Date {
        Date(millisecondsSince1970: 1_767_225_600_000 + seconds * 1000)
    }

    /// A UUID whose first eight and last twelve hex digits are `number`, so ids sort as their
    /// numbers do and short ids (the first eight digits, as the demo shows them) differ too: a
    /// golden table with two rows swapped, or a command given the wrong id, is then caught.
    public static func id(_ number: Int) -> UUID {
        let digits = String(number, radix: 16)
        let head = String(repeating: "0", count: max(0, 8 - digits.count)) + digits
        let tail = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        return UUID(uuidString: "\(head)-0000-4000-8000-\(tail)") ?? UUID()
    }

    /// A varied set of todos over `projects`: every priority, completion, due state and project
    /// state, with shared timestamps and titles so that sorting must break ties by id.
    public static func todos(count: Int = 48, projects: [Project]) -> [Todo] {
        let titles = ["Buy milk", "buy bread", "Call Ärger GmbH", "Write report", "write REPORT", "日本語のタイトル"]
        return (0..<count).map { index in
            Todo(
                id: id(1000 + (index * 7919) % 9973),
                title: titles[index % titles.count],
                notes: index % 5 == 0 ? "remember the 50% discount_code" : "note \(index)",
                isCompleted: index % 3 == 0,
                priority: Priority.allCases[index % 3],
                dueDate: index % 4 == 0 ? nil : date(Int64(index % 6) * 86_400),
                projectID: projects.isEmpty || index % 4 == 1 ? nil : projects[index % projects.count].id,
                createdAt: date(Int64(index / 4)),
                updatedAt: date(Int64(index / 2))
            )
        }
    }

    /// Three projects with names that differ in case and script.
    public static func projects() -> [Project] {
        [
            Project(id: id(1), name: "Home", createdAt: date(10)),
            Project(id: id(2), name: "garden", createdAt: date(10)),
            Project(id: id(3), name: "Ärger", createdAt: date(5)),
        ]
    }
}
