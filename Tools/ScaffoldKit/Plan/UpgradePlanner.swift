/// Computes the plan for `--upgrade`: every generated file of the entities written again from
/// today's templates, with the fields, gateway, plural and date the manifest records for each,
/// their registrations put back, and the manifest's template version brought up to date.
///
/// All or nothing: every entity is planned before anything is written, and a file edited by hand
/// in any of them stops the whole upgrade, listing every such file.
struct UpgradePlanner {
    /// The planner of one entity, whose workspace is the real tree.
    let planner: GenerationPlanner

    /// The plan upgrading `entities` (every entity the manifest records when nil); `force`
    /// replaces files edited by hand instead of refusing.
    func plan(entities: [String]?, force: Bool) throws(ScaffoldError) -> Plan {
        let manifest = planner.workspace.manifest
        let names = entities ?? manifest.entities.keys.sorted()
        var tree = PlannedFileSystem(base: planner.workspace.fileSystem)
        var current = manifest
        var plans: [Plan] = []
        var handEdited: [String] = []
        for name in names {
            guard let recorded = manifest.entities[name] else {
                throw .notInManifest(name, known: manifest.entities.keys.sorted())
            }
            let workspace = Workspace(fileSystem: tree, config: planner.workspace.config, manifest: current)
            let entityPlanner = GenerationPlanner(
                workspace: workspace, templates: planner.templates, today: planner.today, formatter: planner.formatter)
            do throws(ScaffoldError) {
                let plan = try entityPlanner.plan(try Self.request(name, recorded, force: force))
                tree.apply(plan)
                if let text = plan.changes.last(where: \.isBookkeeping)?.after {
                    current = try ScaffoldManifest.decode(text, path: planner.workspace.config.manifest)
                }
                plans.append(plan)
            } catch .handEdited(let paths) {
                handEdited += paths
            }
        }
        guard handEdited.isEmpty else { throw .handEdited(handEdited) }
        let what = entities.map { $0.joined(separator: ", ") } ?? "every generated entity"
        let title = "upgrade \(what) to templates version \(planner.templates.version)"
        if names.isEmpty {
            return Plan(title: title, entity: "", changes: [], notes: ["the manifest records no generated entity"])
        }
        return Self.merged(plans, title: title, entity: names.count == 1 ? names[0] : "")
    }

    /// The request that generates `name` again as the manifest records it.
    static func request(
        _ name: String, _ recorded: ScaffoldManifest.Entity, force: Bool
    ) throws(ScaffoldError) -> GenerationRequest {
        guard let history = try FieldHistory(recorded: recorded) else {
            throw .invalidFields(
                "the manifest does not record the fields \(name) was generated with (it predates --upgrade); "
                    + "generate it again once with its --fields and --force")
        }
        var request = GenerationRequest(
            entity: name, fields: history.fields, gateway: recorded.gateway, plural: recorded.plural,
            arguments: recorded.arguments)
        request.upgrade = true
        request.existingFiles = force ? .overwrite : .abort
        return request
    }

    /// One plan doing what `plans` do one after the other: each path once, with its text before
    /// the first and after the last.
    static func merged(_ plans: [Plan], title: String, entity: String) -> Plan {
        var order: [String] = []
        var first: [String: Plan.Change] = [:]
        var last: [String: Plan.Change] = [:]
        var action: [String: Plan.Action] = [:]
        for change in plans.flatMap(\.changes) {
            if first[change.path] == nil {
                order.append(change.path)
                first[change.path] = change
            }
            last[change.path] = change
            if change.action.writes, action[change.path] == nil { action[change.path] = change.action }
        }
        // The manifest last, as a single entity's plan has it.
        order = order.filter { first[$0]?.isBookkeeping != true } + order.filter { first[$0]?.isBookkeeping == true }
        let changes = order.compactMap { path -> Plan.Change? in
            guard let start = first[path], let end = last[path] else { return nil }
            let kind: Plan.Action =
                start.before == end.after
                ? (start.action.writes ? .unchanged : start.action)
                : start.before == nil ? .create : end.after == nil ? .delete : action[path] ?? .edit
            return Plan.Change(
                path: path, action: kind, before: start.before, after: end.after, isBookkeeping: start.isBookkeeping)
        }
        return Plan(title: title, entity: entity, changes: changes, notes: plans.flatMap(\.notes))
    }
}
