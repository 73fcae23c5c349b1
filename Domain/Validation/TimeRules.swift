import Foundation

/// The rule every stored time follows: it lies within `Date.storableMilliseconds`
/// and is kept to the millisecond.
public enum TimeRules {
    /// `date` rounded to the millisecond, or why it cannot be stored.
    ///
    /// - Parameters:
    ///   - date: the time a repository is about to write.
    ///   - field: the name the error reports, e.g. `dueDate`.
    public static func storable(_ date: Date, field: String) throws(ValidationError) -> Date {
        guard date.isStorable else {
            throw ValidationError(
                field: field, problem: .invalid("it lies outside the years 0001 to 9999 that can be stored"))
        }
        return date.roundedToMilliseconds
    }

    /// The time a store holds as `milliseconds`, or a description of why it cannot be one, for
    /// the mappings from rows, files and wire values: `entity` and `id` name the record, `field`
    /// the column (e.g. "todo 3F2A… has createdAt 9223372036854775807 ms, outside ...").
    public static func stored(
        _ milliseconds: Int64, entity: String, id: UUID, field: String
    ) -> Result<Date, UnstorableTime> {
        guard let date = Date(storedMilliseconds: milliseconds) else {
            return .failure(UnstorableTime(entity: entity, id: id, field: field, milliseconds: milliseconds))
        }
        return .success(date)
    }
}
