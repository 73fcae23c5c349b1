/// The rules a reference (`customer:Customer`) follows beyond its spelling: it refers to an
/// entity the manifest records (generated before, or Project and Todo), or to a hand-written one
/// scaffold.json lists under `referable`; either's table comes earlier in `Schemas.all`, so
/// stores create, load and import it first. A generated entity cannot be removed while another
/// refers to it, and a reference is only ever added optional and never removed by a field change
/// (an existing row has no customer to give it, and SQLite cannot drop a column a foreign key
/// uses).
enum ReferenceCheck {
    /// Refuses a reference of `entity` to itself or to an entity neither `manifest` records nor
    /// `config` lists as referable.
    static func checkTargets(
        of fields: [FieldSpec], entity: String, in manifest: ScaffoldManifest, config: ScaffoldConfig
    )
        throws(ScaffoldError)
    {
        for field in fields {
            guard let target = field.type.reference else { continue }
            if target == entity {
                throw .invalidFields(
                    "'\(field.optionName):\(target)' refers to \(entity) itself, which is not supported")
            }
            guard manifest.entities[target] != nil || config.referable[target] != nil else {
                let known = (Array(manifest.entities.keys) + Array(config.referable.keys)).sorted()
                throw .invalidFields(
                    "'\(field.optionName):\(target)' refers to \(target), which the scaffold has not generated"
                        + (known.isEmpty ? "" : " (a reference may name \(known.joined(separator: ", ")))")
                        + "; generate \(target) first")
            }
        }
    }

    /// The entities of `manifest` whose fields now refer to `entity`, sorted.
    static func referrers(to entity: String, in manifest: ScaffoldManifest) throws(ScaffoldError) -> [String] {
        var names: [String] = []
        for (name, recorded) in manifest.entities where name != entity {
            guard let history = try FieldHistory(recorded: recorded) else { continue }
            if history.fields.contains(where: { $0.type.reference == entity }) { names.append(name) }
        }
        return names.sorted()
    }

    /// The fields `entity` has now, as the manifest records them, or as scaffold.json lists
    /// them for a hand-written entity (``ScaffoldConfig/referable``); empty when neither does.
    static func fields(of entity: String, in manifest: ScaffoldManifest, config: ScaffoldConfig) -> [FieldSpec] {
        if let recorded = manifest.entities[entity] {
            return (try? FieldHistory(recorded: recorded))?.fields ?? []
        }
        return config.referable[entity].flatMap { try? FieldSpec.parseList($0) } ?? []
    }

    /// Refuses `--add-field` of a required reference: the rows stored before have no id to get.
    static func checkAdded(_ field: FieldSpec) throws(ScaffoldError) {
        guard let target = field.type.reference, !field.type.isOptional else { return }
        throw .invalidFields(
            "a reference added later must be optional ('\(field.optionName):\(target)?'): "
                + "the rows stored before it have no \(Words.prose(target)) to refer to")
    }

    /// Refuses `--remove-field` of a reference (given as `customer` or `customerID`).
    static func checkRemoved(_ name: String, from fields: [FieldSpec]) throws(ScaffoldError) {
        guard let field = fields.first(where: { $0.name == name || $0.name == name + "ID" }),
            let target = field.type.reference
        else { return }
        throw .invalidFields(
            "'\(field.optionName)' refers to \(target); --remove-field cannot take a reference out yet "
                + "(SQLite cannot drop a column its foreign key uses)")
    }
}
