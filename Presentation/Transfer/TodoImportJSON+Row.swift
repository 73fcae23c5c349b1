import Domain
import Foundation
import WireFormat

extension TodoImportJSON {
    /// The row as the import reads it: ids, times, the priority and the due time read from their
    /// text (a `YYYY-MM-DD` day of an earlier export as its start in `timeZone`), or the reason
    /// one cannot be, which the import reports only when its checks reach that field.
    func importRow(timeZone: TimeZone) -> TodoImportRow {
        let priority = ImportField.reading(priority, as: Priority.init(name:)) {
            "priority \"\($0)\" is not low, medium or high"
        }
        let parseDue = { (text: String) in
            WireTime.parse(text, offsets: true) ?? DueDateFormat.parse(text, timeZone: timeZone)
        }
        let due = ImportField.reading(due, as: parseDue) {
            "due \"\($0)\" is neither a real time written in ISO 8601 nor a date written YYYY-MM-DD"
        }
        return TodoImportRow(
            id: .id(id), title: title, notes: notes, done: done, priority: priority, due: due, project: project,
            projectID: .id(projectId, "projectId"), createdAt: .time(createdAt, "createdAt"),
            updatedAt: .time(updatedAt, "updatedAt"))
    }
}

extension ImportField {
    /// `text` read by `parse`: absent when there is no text, unreadable (saying why) when
    /// `parse` finds no value in it.
    fileprivate static func reading(
        _ text: String?, as parse: (String) -> Value?, unreadable reason: (String) -> String
    ) -> ImportField {
        guard let text else { return .absent }
        guard let value = parse(text) else { return .unreadable(reason(text)) }
        return .value(value)
    }
}

extension ImportField<UUID> {
    /// An id, in either case.
    fileprivate static func id(_ text: String?, _ field: String = "id") -> ImportField {
        reading(text, as: UUID.init(text:)) { "\(field) \"\($0)\" is not a UUID" }
    }
}

extension ImportField<Date> {
    /// An ISO 8601 time, as export writes them.
    fileprivate static func time(_ text: String?, _ field: String) -> ImportField {
        reading(
            text, as: { WireTime.parse($0, offsets: true) },
            unreadable: { "\(field) \"\($0)\" is not a real time written in ISO 8601" })
    }
}
