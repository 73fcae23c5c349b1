/// The rule an enum field's type (`status:Status(open,shipped)`) follows beyond its spelling: its
/// name is a new type of the project, written to `Domain/Entities/Status.swift`, so it may be no
/// type there is already: not the entity itself, an entity or enum generated before (another
/// entity's `Status`), a hand-written type (`Priority`), nor a Swift or Foundation one.
enum EnumCheck {
    /// Refuses an enum of `fields` whose name another type of the project or of Swift has;
    /// `names` are the project's types outside `entity`'s own files.
    static func checkNames(of fields: [FieldSpec], entity: String, names: ProjectNames) throws(ScaffoldError) {
        for spec in try FieldSpec.enums(of: fields) {
            let field = fields.first { $0.type.enumSpec?.name == spec.name }?.name ?? spec.name
            let rename =
                "name the enum otherwise, e.g. '\(field):\(entity)\(spec.name)(\(spec.cases.joined(separator: ",")))'"
            if spec.name == entity {
                throw .invalidFields(
                    "the enum of '\(field)' cannot be called \(entity), the entity's own name; \(rename)")
            }
            if let clash = ReservedNames.clash(for: spec.name) ?? names.clash(for: spec.name) {
                throw .invalidFields("the enum \(spec.name) of '\(field)' would be a new type, but \(clash); \(rename)")
            }
        }
    }

    /// Refuses an enum of `fields` named as a type that another of the files generated for
    /// `entity` declares (`OrderFilter`, `OrderRecord`, `OrderContractCase`, …); the enum's own
    /// file is `folder/Name.swift`.
    static func checkRendered(
        _ fields: [FieldSpec], entity: String, folder: String, _ rendered: [(path: String, content: String)]
    ) throws(ScaffoldError) {
        for spec in try FieldSpec.enums(of: fields) {
            for (path, content) in rendered
            where path.hasSuffix(".swift") && path != "\(folder)/\(spec.name).swift"
                && ProjectNames.declaredTypes(in: content).contains(spec.name)
            {
                let field = fields.first { $0.type.enumSpec?.name == spec.name }?.name ?? spec.name
                throw .invalidFields(
                    "the enum \(spec.name) of '\(field)' would be a new type, but the scaffold also generates a type "
                        + "of that name for \(entity) (\(path)); name the enum otherwise")
            }
        }
    }
}
