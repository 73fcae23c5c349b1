/// A member name known only at run time, as a `CodingKey`: for objects whose keys are data rather
/// than fields, such as the file store's tables by name and a batch body's collections; or an
/// array's element by its index, as a coding path names it (`put.todos[0]`).
package struct JSONMemberKey: CodingKey {
    /// The member's name, or `Index 3` for an element.
    package let stringValue: String
    /// The element's index; nil for a member.
    package let intValue: Int?

    /// The key named `name`.
    package init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    /// The key of the element at `index` in an array.
    package init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    package init?(stringValue: String) {
        self.init(stringValue)
    }

    /// Nil: a key made from a number names no member.
    package init?(intValue: Int) {
        nil
    }
}
