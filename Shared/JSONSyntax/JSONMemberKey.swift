/// A member name known only at run time, as a `CodingKey`: for objects whose keys are data rather
/// than fields, such as the file store's tables by name and a batch body's collections.
package struct JSONMemberKey: CodingKey {
    /// The member's name.
    package let stringValue: String
    /// Always nil: these objects are keyed by name.
    package var intValue: Int? { nil }

    /// The key named `name`.
    package init(_ name: String) {
        stringValue = name
    }

    package init?(stringValue: String) {
        self.stringValue = stringValue
    }

    package init?(intValue: Int) {
        nil
    }
}
