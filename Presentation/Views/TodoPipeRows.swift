import Domain
import Foundation

/// The rows `demo todo list` prints for scripts: one tab-separated line per todo (id, state,
/// priority, due day, project, title), with backslash, tab, new line and carriage return in a
/// field escaped as `\\`, `\t`, `\n`, `\r`, so that every todo stays one line of six fields.
///
/// Fields are escaped by `TerminalSafety.tabField`, the one place that rule lives.
/// Scripts list thousands of todos and this is the hot path, so the text is measured to the byte
/// first and then written into one buffer of exactly that size: no row is a string of its own,
/// an id is written from its bytes, and each due day and project is formatted once per list
/// rather than once per row.
enum TodoPipeRows {
    /// The rows for `todos`, project names looked up in `projectNames`, due days in `timeZone`.
    static func text(_ todos: [Todo], projectNames: [Project.ID: String], timeZone: TimeZone) -> String {
        guard !todos.isEmpty else { return "" }
        var fields = Fields(projectNames: projectNames)
        // Each row's day and project, looked up once, and its escaped title when it has one to
        // escape (rarely): the second pass only indexes.
        var rows: [(day: Int, project: Int, escapedTitle: String?)] = []
        rows.reserveCapacity(todos.count)
        var byteCount = 0
        todos.withUnsafeBufferPointer { todos in
            // Fields read in place: a copy of each todo retained and released all of its text.
            for index in todos.indices {
                let day = todos[index].dueDate.map { fields.day($0, timeZone: timeZone) } ?? -1
                let project = todos[index].projectID.flatMap { fields.projectIndex[$0] } ?? -1
                let title = todos[index].title
                let escapedTitle = TerminalSafety.tabFieldNeedsEscaping(title) ? TerminalSafety.tabField(title) : nil
                rows.append((day, project, escapedTitle))
                byteCount += fixedLength + todos[index].priority.name.utf8.count + (escapedTitle ?? title).utf8.count
                if day >= 0 { byteCount += fields.days[day].count }
                if project >= 0 { byteCount += fields.projects[project].count }
            }
        }
        return String(unsafeUninitializedCapacity: byteCount) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            var out = start
            todos.withUnsafeBufferPointer { todos in
                for index in todos.indices {
                    todos[index].id.writeText(into: out, uppercase: false)
                    out += UUID.textLength
                    out = writeLiteral(todos[index].isCompleted ? "\tdone\t" : "\topen\t", at: out)
                    out = write(todos[index].priority.name, at: out)
                    out = writeLiteral("\t", at: out)
                    let (day, project, escapedTitle) = rows[index]
                    if day >= 0 { out = write(fields.days[day], at: out) }
                    out = writeLiteral("\t", at: out)
                    if project >= 0 { out = write(fields.projects[project], at: out) }
                    out = writeLiteral("\t", at: out)
                    // Nearly every title has nothing to escape: its bytes are copied as they are.
                    out = write(escapedTitle ?? todos[index].title, at: out)
                    out = writeLiteral("\n", at: out)
                }
            }
            return out - start
        }
    }

    /// Where the next byte of the rows goes.
    private typealias Cursor = UnsafeMutablePointer<UInt8>

    /// The id, the state with the tabs around it, the three other tabs and the new line.
    private static let fixedLength = UUID.textLength + 6 + 3 + 1

    /// The text of the fields many rows share, each made once: due days and project names.
    private struct Fields {
        /// Each project's escaped name, and where it is by id.
        let projects: [[UInt8]]
        let projectIndex: [Project.ID: Int]
        /// The due days met so far, and where each is by its instant's bits: a list of 10,000
        /// todos has a few hundred distinct days at most, each formatted once.
        private(set) var days: [[UInt8]] = []
        private var dayIndex: [Int: Int] = [:]

        init(projectNames: [Project.ID: String]) {
            var projects: [[UInt8]] = []
            var projectIndex: [Project.ID: Int] = [:]
            for (id, name) in projectNames {
                projectIndex[id] = projects.count
                projects.append(Array(TerminalSafety.tabField(name).utf8))
            }
            (self.projects, self.projectIndex) = (projects, projectIndex)
        }

        /// Where in ``days`` the text of the day `due` falls on in `timeZone` is, made when first met.
        mutating func day(_ due: Date, timeZone: TimeZone) -> Int {
            let key = Int(truncatingIfNeeded: due.timeIntervalSince1970.bitPattern)
            if let known = dayIndex[key] { return known }
            days.append(Array(DueDateFormat.format(due, timeZone: timeZone).utf8))
            dayIndex[key] = days.count - 1
            return days.count - 1
        }
    }

    private static func writeLiteral(_ text: StaticString, at out: Cursor) -> Cursor {
        out.update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        return out + text.utf8CodeUnitCount
    }

    private static func write(_ bytes: [UInt8], at out: Cursor) -> Cursor {
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return out }
            out.update(from: base, count: source.count)
            return out + source.count
        }
    }

    private static func write(_ text: String, at out: Cursor) -> Cursor {
        withBytes(of: text) { bytes in
            guard let base = bytes.baseAddress else { return out }
            out.update(from: base, count: bytes.count)
            return out + bytes.count
        }
    }

    /// `text`'s UTF-8 bytes as one buffer: a native string's own storage, a copy otherwise.
    private static func withBytes<T>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
