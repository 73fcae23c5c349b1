/// The REST query parameters a generated entity's fields become (`title`, `titleContains`,
/// `rankMin`, `rankMax`: docs/REST.md, "Generic collections"), checked against the parameters
/// every collection reads itself.
///
/// Why: the server reads `GET /v1/widgets?order=desc` as the sort direction whatever the entity,
/// so a field called `order` could never be filtered on, and the remote store's queries on it
/// would ask for something else; the generated code would build while the query contract failed.
/// Such fields are refused when they are named, with the parameter that clashes; so is one that
/// would be `text`, the filter's search over every text field.
enum FieldQueryParameterNames {
    /// What every collection's query reads besides its filter (the server's
    /// `App/Server/Routing/QueryParameters.swift`: sort and order, a page, an id prefix), and
    /// names REST APIs commonly give to field selection and cursors, kept free so that the wire
    /// format can grow them without renaming a field. `FieldQueryParameterNamesTests` reads the
    /// server's names back, so a new one cannot be missed here.
    static let collectionOwned: Set<String> = [
        "sort", "order", "limit", "offset", "after", "idPrefix", "select", "fields", "cursor", "page", "q",
    ]

    /// Every query parameter `field` gives its collection, in the templates' order: its filter's
    /// conditions' names.
    static func parameters(of field: FieldSpec) -> [String] {
        FieldFilterConditions.list(of: field).map(\.name)
    }

    /// Refuses a field whose query parameter every collection already reads, or another field's.
    static func check(_ fields: [FieldSpec]) throws(ScaffoldError) {
        var owners: [String: String] = [:]
        for field in fields {
            // Sorting names a field too (`sort=order`), but as a value, which cannot clash.
            for parameter in [field.name] + parameters(of: field) {
                if collectionOwned.contains(parameter) {
                    throw .invalidFields(
                        "field '\(field.name)' would be the REST query parameter '\(parameter)', which every "
                            + "collection reads itself (sort, order, limit, offset, idPrefix...); rename it")
                }
                if parameter == FieldFilterConditions.textSearchName {
                    throw .invalidFields(
                        "field '\(field.name)' would be the REST query parameter '\(parameter)', the search over "
                            + "every text field; rename it")
                }
                if let owner = owners[parameter], owner != field.name {
                    throw .invalidFields(
                        "fields '\(owner)' and '\(field.name)' would both be the REST query parameter "
                            + "'\(parameter)'; rename one")
                }
                owners[parameter] = field.name
            }
        }
    }
}
