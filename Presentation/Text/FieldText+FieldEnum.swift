import Domain
import Foundation

// An enum field shows its case's name, the text its option takes; each generated entity's detail
// view declares its enums' conformance (`extension Status: FieldText {}`), and this is all of it.
extension FieldText where Self: FieldEnum {
    func fieldText(timeZone: TimeZone) -> String { name }
}
