/// Computes the plan for generating one entity: every file rendered, compared with the tree, the
/// registrations inserted and the manifest updated, all in memory.
struct GenerationPlanner {
    /// The repository.
    let workspace: Workspace
    /// The templates.
    let templates: TemplateSet
    /// Today's date for new file headers, e.g. `2026-11-30`.
    let today: String
    /// Formats generated Swift like the project's lint wants; nil leaves it as rendered.
    var formatter: (any SourceFormatter)? = nil

    /// The plan for `request`, or the reason it is refused.
    func plan(_ request: GenerationRequest) throws(ScaffoldError) -> Plan {
        let config = workspace.config
        let changing = !request.fieldChanges.isEmpty
        let earlier = workspace.manifest.entities[request.entity]
        if changing, earlier == nil {
            throw .notInManifest(request.entity, known: workspace.manifest.entities.keys.sorted())
        }
        let entity = try EntityName(request.entity, plural: changing ? earlier?.plural : request.plural)
        let recorded = workspace.manifest.entities[entity.name]
        let history = try fieldHistory(request, recorded: recorded, entity: entity.name)
        try ReferenceCheck.checkTargets(
            of: history.fields, entity: entity.name, in: workspace.manifest, config: workspace.config)
        let entityFile = config.entities + "/" + entity.name + ".swift"
        if recorded == nil, try workspace.fileSystem.read(entityFile) != nil {
            throw .entityExists(entity.name, path: entityFile)
        }
        let gateway = (changing ? recorded?.gateway : request.gateway) ?? config.gateways[0]
        guard config.gateways.contains(gateway) else { throw .unknownGateway(gateway, known: config.gateways) }
        let date = recorded?.date ?? today
        var context = try TemplateContext.make(
            entity: entity, history: history, gateway: gateway, config: config, date: date,
            templateVersion: templates.version
        )
        TemplateContext.addReferences(
            to: &context, fields: history.fields, manifest: workspace.manifest, config: workspace.config)
        TemplateContext.addSQLClauses(to: &context)
        let overrides = [entity.name: entity.plural]
        let ownFiles = Set(recorded?.files.map(\.path) ?? [])
        let handWritten = Set(recorded?.handWrittenFiles ?? [])
        // An entity the manifest records declares itself in its entity file, also when that file
        // was kept by hand until now and this run takes it over (no hash recorded yet).
        let ownEntityFile: Set<String> = recorded == nil ? [] : ["\(config.entities)/\(entity.name).swift"]
        let names = try ProjectNames.scan(
            workspace.fileSystem, folders: config.sourceFolders,
            excluding: ownFiles.union(handWritten).union(ownEntityFile))
        if let clash = names.clash(for: entity.name) { throw .invalidName(entity.name, reason: clash) }
        try EnumCheck.checkNames(of: history.fields, entity: entity.name, names: names)
        if recorded == nil { try checkDocumentNames(entity, context, overrides) }

        // Every output path first: a name the file system or the project cannot take is refused
        // before any file is rendered.
        var outputs: [(file: TemplateSet.FileTemplate, path: String, context: [String: TemplateValue])] = []
        for file in templates.files {
            if let when = file.when, try render(when, context, overrides).isEmpty { continue }
            if let required = file.entry.requires, try workspace.fileSystem.read(required) == nil { continue }
            for fileContext in Self.contexts(of: file.entry, in: context) {
                let path = try render(file.output, fileContext, overrides).trimmingWhitespace()
                if handWritten.contains(path) { continue }
                try checkOutputPath(path, template: file.entry.template)
                try OutputName.check(path, entity: entity.name, names: names)
                outputs.append((file, path, fileContext))
            }
        }

        var rendered: [(path: String, content: String)] = []
        for (file, path, fileContext) in outputs {
            var content = try render(file.body, fileContext, overrides)
            if path.hasSuffix(".swift") { content = try header(for: path, date: date) + content }
            if !content.hasSuffix("\n") { content += "\n" }
            rendered.append((path, content))
        }
        try checkSQLIdentifiers(entity: entity, fields: history.fields, rendered)
        try EnumCheck.checkRendered(history.fields, entity: entity.name, folder: config.entities, rendered)
        if let formatter {
            let swift = Dictionary(
                rendered.filter { $0.path.hasSuffix(".swift") }, uniquingKeysWith: { _, last in last })
            let formatted = try formatter.format(swift)
            rendered = rendered.map { ($0.path, formatted[$0.path] ?? $0.content) }
        }

        // Writing a recorded entity again (a field change, --upgrade, or the same command again)
        // replaces each file still exactly as the scaffold wrote it; one edited by hand since is
        // refused unless --force, which replaces it and says so.
        let regenerating = recorded.map { changing || request.upgrade || isSameEntity(request, $0) } ?? false
        var changes: [Plan.Change] = []
        var conflicts: [String] = []
        var unowned: [String] = []
        var handEdited: [String] = []
        var replacedEdits: [String] = []
        var records: [ScaffoldManifest.File] = []
        let generated = Dictionary(
            (recorded?.files ?? []).map { ($0.path, $0.sha256) }, uniquingKeysWith: { first, _ in first })
        let originals = Dictionary(
            (recorded?.files ?? []).compactMap { file in file.original.map { (file.path, $0) } },
            uniquingKeysWith: { first, _ in first })
        for (path, content) in rendered {
            let existing = try workspace.fileSystem.readText(path)
            var original = originals[path]
            let action: Plan.Action
            switch (existing, request.existingFiles) {
            case (nil, _): action = .create
            case (content?, _): action = .unchanged
            case (_?, _) where request.forceOverwrite.contains(path):
                // Named by the user: replaced, and a hand-written file's bytes kept so that
                // --remove can put them back.
                action = .overwrite
                if !ownFiles.contains(path) { original = existing }
            case (let text?, _) where regenerating && generated[path] == SHA256.hex(of: text):
                action = .overwrite
            case (_?, .keep): action = .skip
            case (_?, .overwrite) where regenerating && ownFiles.contains(path):
                replacedEdits.append(path)
                action = .overwrite
            case (_?, .abort) where regenerating && ownFiles.contains(path):
                handEdited.append(path)
                action = .skip
            case (_?, _) where regenerating:
                unowned.append(path)
                action = .skip
            case (_?, .abort):
                conflicts.append(path)
                action = .skip
            case (_?, .overwrite) where ownFiles.contains(path): action = .overwrite
            case (_?, .overwrite):
                unowned.append(path)
                action = .skip
            }
            changes.append(Plan.Change(path: path, action: action, before: existing, after: content))
            if action != .skip {
                records.append(ScaffoldManifest.File(path: path, sha256: SHA256.hex(of: content), original: original))
            }
        }
        if regenerating, let recorded {
            let retired = try retiredFiles(
                recorded, rendered: Set(rendered.map(\.path)), existingFiles: request.existingFiles)
            changes += retired.changes
            handEdited += retired.handEdited
            replacedEdits += retired.replacedEdits
        }
        guard conflicts.isEmpty else { throw .existingFiles(conflicts) }
        guard handEdited.isEmpty else { throw .handEdited(handEdited) }
        guard unowned.isEmpty else { throw .unownedFiles(unowned) }
        let unknown = request.forceOverwrite.subtracting(rendered.map(\.path)).sorted()
        guard unknown.isEmpty else {
            throw .usage("--force-overwrite \(unknown.joined(separator: ", ")): this command generates no such file")
        }

        let (edits, registrations) = try registrationChanges(
            context, overrides, previous: recorded?.registrations ?? [],
            handWrittenMarkers: Set(recorded?.handWrittenMarkers ?? []),
            references: (entity.name, Set(history.fields.compactMap(\.type.reference))))
        changes += edits
        let entry = ScaffoldManifest.Entity(
            arguments: regenerating ? recorded?.arguments ?? request.arguments : request.arguments,
            templateVersion: templates.version, date: date, files: records, registrations: registrations,
            fields: history.initialFields.map(\.text), gateway: gateway,
            plural: changing ? recorded?.plural : request.plural,
            fieldChanges: history.changes.isEmpty ? nil : history.changes,
            isAppEntity: recorded?.isAppEntity, handWrittenFiles: recorded?.handWrittenFiles,
            handWrittenMarkers: recorded?.handWrittenMarkers, handWrittenSteps: recorded?.handWrittenSteps
        )
        var manifest = workspace.manifest
        manifest.entities[entity.name] = entry
        changes.append(try manifestChange(manifest))
        let title =
            changing
            ? "change the fields of \(entity.name)"
            : request.upgrade
                ? "upgrade \(entity.name) to templates version \(templates.version)" : "generate \(entity.name)"
        var notes: [String] = []
        if !replacedEdits.isEmpty {
            notes.append(
                "--force replaced hand edits in \(replacedEdits.joined(separator: ", ")) (git diff shows what they were)"
            )
        }
        return Plan(title: title, entity: entity.name, changes: changes, notes: notes)
    }

    /// The entity's fields through time: a new entity's are the request's; a field change
    /// extends the history the manifest records; generating again keeps that history when the
    /// fields asked for are the current ones.
    private func fieldHistory(
        _ request: GenerationRequest, recorded: ScaffoldManifest.Entity?, entity: String
    ) throws(ScaffoldError) -> FieldHistory {
        guard let recorded, var history = try FieldHistory(recorded: recorded) else {
            guard request.fieldChanges.isEmpty else {
                throw .invalidFields(
                    "the manifest does not record the fields \(entity) was generated with (it predates field "
                        + "changes); generate it again with --force and its --fields, then change them")
            }
            return FieldHistory(fields: request.fields)
        }
        if request.fieldChanges.isEmpty {
            if history.changes.isEmpty {
                var asked = FieldHistory(fields: request.fields)
                asked.handWrittenSteps = history.handWrittenSteps
                return asked
            }
            guard request.fields == history.fields else {
                let now = history.fields.map(\.text).joined(separator: " ")
                throw .invalidFields(
                    "\(entity)'s fields were changed with --add-field/--remove-field since it was generated "
                        + "(now \"\(now)\"); change them with those options, or --remove \(entity) and generate it anew"
                )
            }
            return history
        }
        for change in request.fieldChanges { _ = try history.apply(change, entity: entity) }
        return history
    }

    /// True when `request` asks for the entity exactly as the manifest records it: the same
    /// fields, gateway and plural. Running that command again is an upgrade of the entity.
    private func isSameEntity(_ request: GenerationRequest, _ recorded: ScaffoldManifest.Entity) -> Bool {
        guard request.fieldChanges.isEmpty, let history = try? FieldHistory(recorded: recorded) else { return false }
        let gateway = request.gateway ?? workspace.config.gateways.first
        return history.fields == request.fields && gateway == recorded.gateway && request.plural == recorded.plural
    }

    /// Files an earlier run generated that today's templates no longer make (a template dropped,
    /// an output path moved): removed, or written back when they replaced a hand-written file,
    /// unless edited by hand since.
    private func retiredFiles(
        _ recorded: ScaffoldManifest.Entity, rendered: Set<String>, existingFiles: GenerationRequest.ExistingFiles
    ) throws(ScaffoldError) -> (changes: [Plan.Change], handEdited: [String], replacedEdits: [String]) {
        var changes: [Plan.Change] = []
        var handEdited: [String] = []
        var replacedEdits: [String] = []
        for file in recorded.files where !rendered.contains(file.path) {
            guard let text = try workspace.fileSystem.readText(file.path) else { continue }
            if SHA256.hex(of: text) != file.sha256 {
                switch existingFiles {
                case .abort:
                    handEdited.append(file.path)
                    continue
                case .keep: continue
                case .overwrite: replacedEdits.append(file.path)
                }
            }
            if let original = file.original {
                changes.append(Plan.Change(path: file.path, action: .restore, before: text, after: original))
            } else {
                changes.append(Plan.Change(path: file.path, action: .delete, before: text, after: nil))
            }
        }
        return (changes, handEdited, replacedEdits)
    }

    /// The table and column names must be valid where the rendered SQL leaves them unquoted.
    private func checkSQLIdentifiers(
        entity: EntityName, fields: [FieldSpec], _ rendered: [(path: String, content: String)]
    ) throws(ScaffoldError) {
        let table = Words.snakeCase(entity.plural)
        let columns = fields.map { Words.snakeCase($0.name) }
        guard let finding = SQLIdentifiers.firstUnquoted([table] + columns, in: rendered) else { return }
        if finding.identifier == table {
            throw .invalidName(entity.name, reason: finding.reason("its table name"))
        }
        let field = fields.first { Words.snakeCase($0.name) == finding.identifier }?.name ?? finding.identifier
        throw .invalidFields(finding.reason("the column of field '\(field)'"))
    }

    /// A new entity's entries in a JSON registration file (docs/openapi.json's schemas and
    /// paths) may not take a name the file already has (`Count`, `Batch`, `IdPrefixQuery`).
    private func checkDocumentNames(
        _ entity: EntityName, _ context: [String: TemplateValue], _ overrides: [String: String]
    ) throws(ScaffoldError) {
        for template in templates.registrations where template.entry.file.hasSuffix(".json") {
            let registration = template.entry
            guard let text = try workspace.fileSystem.readText(registration.file) else { continue }
            let entry = try render(template.line, context, overrides)
            if let clash = DocumentNames.clash(
                entry: entry, marker: registration.marker, in: text, file: registration.file)
            {
                throw .invalidName(entity.name, reason: clash)
            }
        }
    }

    /// The registration edits for the entity, and their records. `previous` are the entries an
    /// earlier run recorded: one that is not rendered the same way today (the OpenAPI document's
    /// spell each field; a template may have changed) is taken out before the new one goes in, so
    /// that each block keeps one entry per entity and `--remove` takes out exactly what is there.
    /// An entry already in its block is left alone: applying the same registrations twice is one.
    /// A new entry goes at its block's end, and a changed one where the old one stood, so each
    /// block lists entities in the order they were generated: each after those it refers to.
    private func registrationChanges(
        _ context: [String: TemplateValue], _ overrides: [String: String],
        previous: [ScaffoldManifest.Registration], handWrittenMarkers: Set<String>,
        references: (entity: String, refersTo: Set<String>)
    ) throws(ScaffoldError) -> ([Plan.Change], [ScaffoldManifest.Registration]) {
        var texts: [String: (before: String, after: String)] = [:]
        var order: [String] = []
        func load(_ file: String) throws(ScaffoldError) -> Bool {
            if texts[file] != nil { return true }
            guard let text = try workspace.fileSystem.readText(file) else { return false }
            texts[file] = (text, text)
            order.append(file)
            return true
        }
        var records: [ScaffoldManifest.Registration] = []
        for template in templates.registrations {
            let registration = template.entry
            if handWrittenMarkers.contains(registration.marker) { continue }
            if let required = registration.requires, try workspace.fileSystem.read(required) == nil { continue }
            let line = try render(template.line, context, overrides).trimmingWhitespace()
            guard !line.contains("\n"), !line.isEmpty else {
                throw .config("the registration line for '\(registration.marker)' must render to one line")
            }
            guard try load(registration.file) else {
                throw .markerMissing(file: registration.file, marker: registration.marker)
            }
            var entry = line
            // Swift lines are wrapped as `swift format` would; a JSON entry stays on its line.
            if let formatter, registration.file.hasSuffix(".swift"),
                let lineLength = EntryWrapper.lineLength(in: try workspace.fileSystem.read(".swift-format"))
            {
                let indentation = try MarkerBlock.indentation(
                    of: registration.marker, in: texts[registration.file]?.after ?? "", file: registration.file)
                entry = try EntryWrapper(lineLength: lineLength, formatter: formatter).wrap(
                    line, indentation: indentation)
            }
            records.append(
                ScaffoldManifest.Registration(file: registration.file, marker: registration.marker, line: entry))
        }
        // Each new line takes the place of the first old line of its block not yet replaced: an
        // entity's lines in one block (a list and a detail view model) are paired in order.
        var replaceable = previous.filter { !records.contains($0) }
        for record in records {
            var stale: String?
            if !previous.contains(record),
                let index = replaceable.firstIndex(where: { $0.file == record.file && $0.marker == record.marker })
            {
                stale = replaceable.remove(at: index).line
            }
            let inserted = try MarkerBlock.inserting(
                record.line, marker: record.marker, into: texts[record.file]?.after ?? "", file: record.file,
                replacing: stale)
            texts[record.file]?.after = try referredFirst(record, in: inserted, references)
        }
        for stale in previous where !records.contains(stale) {
            guard try load(stale.file), let current = texts[stale.file]?.after else { continue }
            texts[stale.file]?.after = try MarkerBlock.removing(
                stale.line, marker: stale.marker, from: current, file: stale.file)
        }
        let changes = order.compactMap { file -> Plan.Change? in
            guard let text = texts[file] else { return nil }
            return Plan.Change(
                path: file, action: text.before == text.after ? .unchanged : .edit, before: text.before,
                after: text.after
            )
        }
        return (changes, records)
    }

    /// `text` with the entity's entry `record` after the entries of the entities it refers to.
    /// Generation order gives that, unless `--add-field` made it refer to an entity generated
    /// later: then the entry moves to the block's end, with the entries of every entity that
    /// refers to it, directly or not, in their order.
    private func referredFirst(
        _ record: ScaffoldManifest.Registration, in text: String, _ references: (entity: String, refersTo: Set<String>)
    ) throws(ScaffoldError) -> String {
        let manifest = workspace.manifest
        func entry(of entity: String) -> String? {
            manifest.entities[entity]?.registrations.first { $0.file == record.file && $0.marker == record.marker }?
                .line
        }
        func position(_ entry: String) throws(ScaffoldError) -> Int? {
            try MarkerBlock.position(of: entry, marker: record.marker, in: text, file: record.file)
        }
        guard let own = try position(record.line) else { return text }
        var referredLater = false
        for referred in references.refersTo {
            if let line = entry(of: referred), let at = try position(line), at > own { referredLater = true }
        }
        guard referredLater else { return text }
        var moving = [references.entity]
        var next = 0
        while next < moving.count {
            for referrer in try ReferenceCheck.referrers(to: moving[next], in: manifest)
            where !moving.contains(referrer) {
                moving.append(referrer)
            }
            next += 1
        }
        let entries = [record.line] + moving.dropFirst().compactMap(entry(of:))
        return try MarkerBlock.movingToEnd(entries, marker: record.marker, in: text, file: record.file)
    }

    private func manifestChange(_ manifest: ScaffoldManifest) throws(ScaffoldError) -> Plan.Change {
        let path = workspace.config.manifest
        let before = try workspace.fileSystem.readText(path)
        let after = manifest.encoded()
        let action: Plan.Action = before == nil ? .create : before == after ? .unchanged : .edit
        return Plan.Change(path: path, action: action, before: before, after: after, isBookkeeping: true)
    }

    private func header(for path: String, date: String) throws(ScaffoldError) -> String {
        let config = workspace.config
        guard !config.header.isEmpty else { return "" }
        let source = config.header.joined(separator: "\n") + "\n\n"
        let context: [String: TemplateValue] = [
            "file": .string(path.split(separator: "/").last.map(String.init) ?? path),
            "project": .string(config.project), "author": .string(config.author), "date": .string(date),
        ]
        do throws(TemplateError) {
            return try Template(source: source, file: ScaffoldConfig.fileName + " (header)").render(context)
        } catch {
            throw .template(error)
        }
    }

    /// The contexts `entry` is rendered with: `context` once, or once per element of its `each`
    /// list, which the template sees as `each`.
    private static func contexts(
        of entry: TemplateManifest.File, in context: [String: TemplateValue]
    ) -> [[String: TemplateValue]] {
        guard let name = entry.each else { return [context] }
        guard case .list(let elements)? = context[name] else { return [] }
        return elements.map { element in context.merging(["each": element]) { _, new in new } }
    }

    private func render(
        _ template: Template, _ context: [String: TemplateValue], _ overrides: [String: String]
    ) throws(ScaffoldError) -> String {
        do throws(TemplateError) {
            return try template.render(context, pluralOverrides: overrides)
        } catch {
            throw .template(error)
        }
    }

    /// Generated files stay inside the tree: no absolute paths, no `..`.
    private func checkOutputPath(_ path: String, template: String) throws(ScaffoldError) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(".."), !parts.contains("") else {
            throw .config("template \(template) renders the output path '\(path)', which is outside the tree")
        }
    }
}
