import Foundation

/// `--selftest`: the whole generator end to end in the verification copy, never the real tree.
///
/// Generates a sample entity with every field type, builds the copy like CI and runs the whole
/// suite there (a team's tests must stay green once it scaffolds an entity),
/// checks that generating again and `--upgrade --all` change nothing, removes it and checks the copy is the tree again.
struct SelfTest {
    /// The sample entity: unlikely to exist, every field type and shape, and two fields named
    /// after SQL keywords (`group`, `from`), which every store and the server must carry as any
    /// other name (issue 42's reserved names: what is not refused works end to end).
    static let request = GenerationRequest(
        entity: "SelftestGadget",
        fields: (try? FieldSpec.parseList(
            "title:String count:Int price:Double isActive:Bool due:Date? ref:UUID note:String? tags:[String] scores:[Int]? "
                + "stage:SelftestStage(draft,inReview,shipped)=draft mood:SelftestMood(calm,busy)? group:String? from:Int?"
        )) ?? FieldSpec.defaults,
        arguments: ["SelftestGadget", "--selftest"]
    )

    /// Runs steps in the verification copy.
    let verifier: Verifier
    /// The environment, for the copy's settings.
    let environment: [String: String]
    /// Makes the planner for a workspace of the copy.
    let makePlanner: (Workspace) throws(ScaffoldError) -> GenerationPlanner

    /// Runs the self-test; returns its report, or throws the first failure.
    func run() throws(ScaffoldError) -> String {
        try verifier.prepareMirror()
        let copy = DiskFileSystem(root: verifier.mirror)
        var workspace = try Workspace.load(copy, environment: environment)
        let plan = try makePlanner(workspace).plan(Self.request)
        // Every test, not only the entity's: a team's suite must stay green once it scaffolds one.
        try verifier.check(plan, testFilter: nil)
        var report = "selftest: generated \(Self.request.entity) (\(plan.writes.count) files written), "
        report += "the copy builds with warnings as errors, every test passes with it, its files pass the lint\n"

        // The commands a person runs, through the demo executable the copy built, on every store;
        // only where the tree has the demo that the commands plug into (their templates require it).
        if FileManager.default.fileExists(atPath: verifier.mirror.appending(path: DemoDrive.catalog).path) {
            verifier.progress("driving demo selftest-gadget add|list|show|edit|rm on every store")
            let stores = try DemoDrive(
                scratch: verifier.scratch,
                directory: verifier.mirror.deletingLastPathComponent().appending(path: "demo"),
                environment: environment, group: "selftest-gadget", words: "selftest gadget"
            ).run()
            report += "selftest: the generated demo commands work end to end on \(stores.joined(separator: ", "))\n"
        } else {
            report += "selftest: no \(DemoDrive.catalog) in this tree, so no demo commands to drive\n"
        }

        workspace = try Workspace.load(copy, environment: environment)
        let again = try makePlanner(workspace).plan(Self.request)
        guard again.isNoOp else {
            let changed = again.writes.map(\.path).joined(separator: ", ")
            throw .verifyFailed(
                step: "idempotence", log: verifier.log.path, tail: "a second run would change: \(changed)")
        }
        report += "selftest: generating it again changes nothing\n"
        let upgrade = try UpgradePlanner(planner: try makePlanner(workspace)).plan(entities: nil, force: false)
        guard upgrade.isNoOp else {
            let changed = upgrade.writes.map(\.path).joined(separator: ", ")
            throw .verifyFailed(
                step: "--upgrade --all", log: verifier.log.path,
                tail: "right after generation it would change: \(changed)")
        }
        report += "selftest: --upgrade --all right after generation changes nothing\n"

        report += try checkFieldChange(workspace)
        workspace = try Workspace.load(copy, environment: environment)

        let removal = try RemovalPlanner(workspace: workspace).plan(entity: Self.request.entity, force: false)
        try Transaction.apply(removal, to: copy)
        let left = TreeMirror(source: verifier.root, destination: verifier.mirror).differences()
        guard left.isEmpty else {
            throw .verifyFailed(
                step: "--remove", log: verifier.log.path,
                tail: "the copy differs from the tree in: \(left.joined(separator: ", "))"
            )
        }
        report += "selftest: --remove restores the copy byte for byte\nselftest passed\n"
        return report
    }
}
