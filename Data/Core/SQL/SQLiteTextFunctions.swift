/// The names of the text functions our SQLite connections register (`SQLiteTextFunctions.register`
/// in the SQLite store) and PostgreSQL's migration creates, which the SQL of every filter and
/// sort uses: one spelling for both databases.
package enum SQLiteTextFunctions {
    package static let containsFunction = "swift_contains"
    package static let ignoringCaseCollation = "swift_nocase"
}
