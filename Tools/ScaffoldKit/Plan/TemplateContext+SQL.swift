// The clauses a column's SQL ends with, worked out here so that the schema templates write each
// column and each added column in one line, whatever the field, as they write `sqlCheck`:
// on every field of `fields`, `initialFields` and each step's `field`, `notNull` (` NOT NULL`,
// empty for an optional field), `sqliteReference` (` REFERENCES "customers" ("id") ON DELETE
// RESTRICT`) and `postgreSQLReference` (the same with its constraint named as PostgreSQL would,
// `"orders_customer_id_fkey"`), empty but for a reference; on each step that adds a field,
// `sqlDefaultClause` (` NOT NULL DEFAULT 0`, empty for an optional field) and `addedIndex`
// (`; CREATE INDEX …` on an added reference's column, empty otherwise); on each step that removes
// one, `droppedIndex` (`DROP INDEX IF EXISTS "todos_due_date"; ` for an `:indexed` field, empty
// otherwise). On every field,
// `columnDefault` (` DEFAULT ''`: the default `--fields` gave, which step 1 declares, empty when
// none was given or the field is an enum stored by name, whose step 1 shipped without one in
// earlier versions and so never changes) and `columnConstraints` (the schema's description of the
// column: `NOT NULL DEFAULT 1 CHECK (\"rank\" IN (0, 1, 2))`, as a Swift string's contents).

import Foundation

extension TemplateContext {
    /// Adds the SQL clauses to every field and step of `context`; run after ``addReferences(to:fields:manifest:config:)``,
    /// which completes the referred tables they name.
    static func addSQLClauses(to context: inout [String: TemplateValue]) {
        guard case .string(let plural)? = context["entityPlural"] else { return }
        let table = Words.snakeCase(plural)
        for key in ["fields", "initialFields"] {
            if case .list(let fields)? = context[key] { context[key] = .list(fields.map { withClauses($0, table) }) }
        }
        guard case .list(let steps)? = context["tableSteps"] else { return }
        context["tableSteps"] = .list(
            steps.map { step in
                guard case .object(var members) = step else { return step }
                // A removed indexed field's index goes first: SQLite refuses to drop an indexed column.
                let dropped = #"DROP INDEX IF EXISTS "\#(table)_\#(string(step, "column"))"; "#
                members["droppedIndex"] = .string(members["removedIndexed"] == .bool(true) ? dropped : "")
                guard let field = members["field"] else { return .object(members) }
                let added = withClauses(field, table)
                members["field"] = added
                let column = string(added, "column")
                let isOptional = member(added, "isOptional") == .bool(true)
                members["sqlDefaultClause"] = .string(
                    isOptional ? "" : " NOT NULL DEFAULT " + (members["sqlDefault"].flatMap(\.text) ?? ""))
                members["addedIndex"] = .string(
                    member(added, "isReference") == .bool(true)
                        ? #"; CREATE INDEX IF NOT EXISTS "\#(table)_\#(column)" ON "\#(table)" ("\#(column)")"# : "")
                return .object(members)
            })
    }

    /// `field` with `notNull`, `sqliteReference` and `postgreSQLReference`, for the table `table`.
    private static func withClauses(_ field: TemplateValue, _ table: String) -> TemplateValue {
        guard case .object(var members) = field else { return field }
        let column = string(field, "column")
        let notNull = members["isOptional"] == .bool(true) ? "" : " NOT NULL"
        members["notNull"] = .string(notNull)
        let constraints = notNull + string(field, "columnDefault") + string(field, "sqlCheck")
        members["columnConstraints"] = .string(
            String(constraints.drop { $0 == " " }).replacingOccurrences(of: "\"", with: #"\""#))
        let isReference = members["isReference"] == .bool(true)
        let references = #" REFERENCES "\#(string(field, "referenceTable"))" ("id") ON DELETE RESTRICT"#
        members["sqliteReference"] = .string(isReference ? references : "")
        members["postgreSQLReference"] = .string(
            isReference ? #" CONSTRAINT "\#(table)_\#(column)_fkey""# + references : "")
        return .object(members)
    }

    /// The member `name` of an object value, as text; empty when it has none.
    private static func string(_ value: TemplateValue, _ name: String) -> String {
        member(value, name)?.text ?? ""
    }

    /// The member `name` of an object value; nil for a value of another kind.
    private static func member(_ value: TemplateValue, _ name: String) -> TemplateValue? {
        guard case .object(let members) = value else { return nil }
        return members[name]
    }
}
