/// What every table's numbered steps share, whatever the database (``SQLiteTableVersions``,
/// ``PostgreSQLTableVersions``): the wording of a refused newer schema, each step's checksum,
/// and the checks that the database's steps and the app's are the same steps, numbered 1, 2, 3...
package enum MigrationCore {
    /// The tables that apps before every table kept its own steps made with store-wide steps
    /// (SQLite counted them in `PRAGMA user_version`, PostgreSQL in `schema_migrations`):
    /// store-wide step N was step N of each of these tables, so a database at store-wide version
    /// N has run their steps 1...N (the step checksums are recorded when it is taken over).
    package static let storeWideTables = [ProjectSchema.table, TodoSchema.table]

    /// The one wording of a refused newer schema, for every driver, store and table: `subject`
    /// names what was refused ("the database", "the database at PATH", "the table \"todos\"").
    package static func newerSchemaMessage(_ subject: String, found: Int, newestKnown: Int) -> String {
        "\(subject) has schema version \(found), newer than \(newestKnown), the newest this version knows; "
            + "it was written by a newer version of the app and was left untouched"
    }

    /// Why the app's steps of `table` (`versions`, in the order given) are not numbered 1, 2,
    /// 3..., or nil when they are. Two steps with one number are what merging two branches that
    /// each appended a step gives: the database would run one and skip the other as run.
    package static func misnumbered(in table: String, versions: [Int]) -> String? {
        for (index, version) in versions.enumerated() where version != index + 1 {
            if versions[..<index].contains(version) {
                return "the app has two steps \(version) for the table \"\(table)\" (two changes were given one "
                    + "number, as two branches that each appended a step are once merged); the database was left "
                    + "untouched. Keep the step that shipped first as \(version) and number the other \(index + 1)"
            }
            return "the app's steps for the table \"\(table)\" go from \(index) to \(version); steps are numbered "
                + "1, 2, 3... with none left out. The database was left untouched"
        }
        return nil
    }
}

extension MigrationCore {
    /// Why the steps a database recorded for `table` (`recorded`: each step's checksum) are not
    /// this app's `steps` (each step's version and SQL), or nil when every recorded step is the
    /// app's. A step the database ran before checksums were kept has none and is taken as it is.
    package static func clash(
        in table: String, recorded: [Int: String], steps: [(version: Int, sql: String)]
    ) -> String? {
        if let misnumbered = misnumbered(in: table, versions: steps.map(\.version)) { return misnumbered }
        let known = Dictionary(steps.map { ($0.version, $0.sql) }, uniquingKeysWith: { first, _ in first })
        for (step, checksum) in recorded.sorted(by: { $0.key < $1.key }) {
            guard let sql = known[step] else {
                return "the table \"\(table)\" ran step \(step), which this version of the app does not have "
                    + "(a step was removed after it ran); the database was left untouched. Restore the step, "
                    + "or give the app's steps the numbers the database knows"
            }
            if Self.checksum(sql) != checksum {
                return "the table \"\(table)\" ran another step \(step) than this version of the app has (a "
                    + "shipped step was edited, or removed and its number reused); the database was left "
                    + "untouched. Restore the step that ran, and number the new one after it"
            }
        }
        return nil
    }
}
