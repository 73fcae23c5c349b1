/// Computes the plan for `--remove`: delete what the manifest says was generated, take the
/// registration lines out, and drop the entity from the manifest.
struct RemovalPlanner {
    /// The repository.
    let workspace: Workspace

    /// The plan for removing `entity`; refuses, listing them, when generated files were edited
    /// since, unless `force`.
    func plan(entity: String, force: Bool) throws(ScaffoldError) -> Plan {
        guard let recorded = workspace.manifest.entities[entity] else {
            throw .notInManifest(entity, known: workspace.manifest.entities.keys.sorted())
        }
        guard recorded.isAppEntity != true || force else { throw .appEntity(entity) }
        let referrers = try ReferenceCheck.referrers(to: entity, in: workspace.manifest)
        guard referrers.isEmpty else { throw .stillReferenced(entity, by: referrers) }
        var changes: [Plan.Change] = []
        var edited: [String] = []
        for file in recorded.files {
            guard let text = try workspace.fileSystem.readText(file.path) else { continue }
            if SHA256.hex(of: text) != file.sha256 { edited.append(file.path) }
            if let original = file.original {
                changes.append(Plan.Change(path: file.path, action: .restore, before: text, after: original))
            } else {
                changes.append(Plan.Change(path: file.path, action: .delete, before: text, after: nil))
            }
        }
        // A registration line changed in any way, whitespace included, is somebody's edit: taking
        // out only what matches could leave a line that names the deleted types.
        for registration in recorded.registrations {
            guard let text = try workspace.fileSystem.readText(registration.file) else {
                edited.append("\(registration.file) (its file is gone)")
                continue
            }
            let intact = try MarkerBlock.containsExactly(
                registration.line, marker: registration.marker, in: text, file: registration.file)
            if !intact {
                edited.append("\(registration.file) (the scaffold:\(registration.marker) line for \(entity))")
            }
        }
        guard edited.isEmpty || force else { throw .editedFiles(edited) }

        var texts: [String: (before: String, after: String)] = [:]
        var order: [String] = []
        for registration in recorded.registrations {
            if texts[registration.file] == nil {
                guard let text = try workspace.fileSystem.readText(registration.file) else { continue }
                texts[registration.file] = (text, text)
                order.append(registration.file)
            }
            let current = texts[registration.file]?.after ?? ""
            texts[registration.file]?.after = try MarkerBlock.removing(
                registration.line, marker: registration.marker, from: current, file: registration.file
            )
        }
        for file in order {
            guard let text = texts[file] else { continue }
            changes.append(
                Plan.Change(
                    path: file, action: text.before == text.after ? .unchanged : .edit, before: text.before,
                    after: text.after
                )
            )
        }

        var manifest = workspace.manifest
        manifest.entities[entity] = nil
        let path = workspace.config.manifest
        let before = try workspace.fileSystem.readText(path)
        let after = manifest.entities.isEmpty ? nil : manifest.encoded()
        changes.append(
            Plan.Change(
                path: path, action: after == nil ? .delete : .edit, before: before, after: after, isBookkeeping: true)
        )
        return Plan(
            title: "remove \(entity)", entity: entity, changes: changes, notes: [Self.storedRows(entity, recorded)])
    }

    /// What stays in the stores, and how to drop it: the code goes, the rows do not, so that
    /// removing an entity by mistake loses nothing and every store still opens. The one wording
    /// of it, which a real run and `--dry-run` both print.
    static func storedRows(_ entity: String, _ recorded: ScaffoldManifest.Entity) -> String {
        let plural = (try? EntityName(entity, plural: recorded.plural).plural) ?? entity + "s"
        let table = Words.snakeCase(plural)
        // The table's rows in "table_versions" and "table_steps" go too: with them left, scaffolding
        // the entity again would take its step 1 as run and never create the table.
        let dropSQL =
            #"DROP TABLE "\#(table)"; DELETE FROM "table_versions" WHERE "table" = '\#(table)'; "#
            + #"DELETE FROM "table_steps" WHERE "table" = '\#(table)';"#
        return """
            existing stores keep the \(Words.prose(plural)) they hold, and the app still opens them \
            and leaves those rows untouched:
              SQLite and PostgreSQL databases keep the table "\(table)";
              file stores keep the "\(table)" records of their snapshot and journal.
            To drop them for good:
              SQLite or PostgreSQL: \(dropSQL)
              file store: `demo --store file:DIR export -o backup.jsonl`, then `demo --store file:NEWDIR import \
            backup.jsonl` (an export leaves out what no entity of the app has) and use NEWDIR from then on.
            """
    }
}
