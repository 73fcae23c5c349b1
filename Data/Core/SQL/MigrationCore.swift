/// One step of a schema's history, whatever the database: steps run in increasing order of
/// `version`, each once per database, and are never edited once shipped.
package protocol MigrationStep: Sendable {
    /// The step's number.
    var version: Int { get }
}

/// What the migration core needs of one database: how two processes are kept from migrating at
/// once, which steps it records as run, and how one step is run and recorded.
/// (`SQLiteMigrator` records progress in `PRAGMA user_version`, `PostgreSQLMigrator` in a table.)
package protocol MigrationTarget {
    associatedtype Step: MigrationStep
    associatedtype Failure: Error

    /// Runs `body` while holding what keeps other processes from migrating meanwhile.
    func exclusively<T>(_ body: () throws(Failure) -> T) throws(Failure) -> T
    /// The versions of the steps already run.
    func appliedVersions() throws(Failure) -> Set<Int>
    /// Runs `step` and records that it ran.
    func apply(_ step: Step) throws(Failure)
    /// The refusal of a database at version `found`, newer than `newestKnown`, the newest step.
    func newerSchema(found: Int, newestKnown: Int) -> Failure
}

/// The one migration algorithm both drivers use: under the target's lock, refuse a database that
/// is newer than every step (changing nothing), then run each step it lacks, in order.
package enum MigrationCore {
    /// The one wording of a refused newer schema, for every driver, store and table: `subject`
    /// names what was refused ("the database", "the database at PATH", "the table \"todos\"").
    package static func newerSchemaMessage(_ subject: String, found: Int, newestKnown: Int) -> String {
        "\(subject) has schema version \(found), newer than \(newestKnown), the newest this version knows; "
            + "it was written by a newer version of the app and was left untouched"
    }

    /// Whether `steps` have strictly increasing versions from 1 or more.
    package static func isOrdered(_ steps: [some MigrationStep]) -> Bool {
        let versions = steps.map(\.version)
        return (versions.first.map { $0 >= 1 } ?? true) && zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// Runs every step of `steps` that `target` lacks; the versions it ran.
    package static func migrate<Target: MigrationTarget>(
        _ steps: [Target.Step], on target: Target
    ) throws(Target.Failure) -> [Int] {
        let newest = steps.last?.version ?? 0
        return try target.exclusively { () throws(Target.Failure) in
            // Read under the lock: another process may have migrated meanwhile.
            let applied = try target.appliedVersions()
            if let found = applied.max(), found > newest {
                throw target.newerSchema(found: found, newestKnown: newest)
            }
            var ran: [Int] = []
            for step in steps where !applied.contains(step.version) {
                try target.apply(step)
                ran.append(step.version)
            }
            return ran
        }
    }
}

extension MigrationCore {
    /// A step's fingerprint, recorded beside it when it runs: FNV-1a (64 bits) of its SQL with
    /// every run of whitespace read as one space, so re-indenting a shipped step is no change but
    /// editing what it does is. Not a defence against anyone: it tells a step apart from another
    /// that took its number (a removed hand-written step whose number a generated one reused).
    package static func checksum(_ sql: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sql.split(whereSeparator: \.isWhitespace).joined(separator: " ").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Why the steps a database recorded for `table` (`recorded`: each step's checksum) are not
    /// this app's `steps` (each step's version and SQL), or nil when every recorded step is the
    /// app's. A step the database ran before checksums were kept has none and is taken as it is.
    package static func clash(
        in table: String, recorded: [Int: String], steps: [(version: Int, sql: String)]
    ) -> String? {
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
