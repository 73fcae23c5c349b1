/// How messages count the records of a table: by their entity's name, as a person reads it.
extension Schemas {
    /// `count` records of `table` in words: "1 order", "2 orders", "2 VIP customers" (the entity's
    /// name, its last word made plural as the table's is). A table no schema has is counted as
    /// "2 records of orders".
    package static func counted(_ count: Int, of table: String) -> String {
        guard let schema = all.first(where: { $0.table == table }) else {
            return "\(count) \(count == 1 ? "record" : "records") of \(table)"
        }
        guard count != 1 else { return "1 \(schema.entityName)" }
        var words = schema.entityName.split(separator: " ").map(String.init)
        let tableWords = table.split(separator: "_")
        // Only the last word of a name changes in the plural ("order item", "order_items").
        guard words.count == tableWords.count, let last = tableWords.last else { return "\(count) \(table)" }
        words[words.count - 1] = String(last)
        return "\(count) \(words.joined(separator: " "))"
    }
}
