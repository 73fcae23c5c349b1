/// Names an entity or field may not take, each with the reason a person is told.
enum ReservedNames {
    /// Swift keywords, including the contextual ones that break declarations or look-ups.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "async", "actor", "some", "any", "Type", "Protocol",
        "consume", "copy", "borrowing", "consuming", "nonisolated", "isolated", "package", "macro",
        "get", "set", "willSet", "didSet", "lazy", "weak", "unowned", "mutating", "nonmutating",
        "override", "required", "convenience", "dynamic", "final", "optional", "indirect", "each",
    ]

    /// PostgreSQL's system columns, which every table has and no column may be named: `CREATE
    /// TABLE` refuses `"xmin" BIGINT` ("column name conflicts with a system column name").
    static let postgreSQLSystemColumns: Set<String> = ["xmin", "xmax", "cmin", "cmax", "ctid", "tableoid", "oid"]

    /// Standard-library types and protocols an entity would shadow.
    static let standardLibrary: Set<String> = [
        "Actor", "AnyObject", "AnyHashable", "Array", "AsyncSequence", "AsyncStream", "AsyncThrowingStream",
        "BidirectionalCollection", "Bool", "Character", "CheckedContinuation", "Clock", "Codable",
        "Collection", "Comparable", "ContinuousClock", "CustomStringConvertible", "Decodable", "Dictionary",
        "Double", "Duration", "Encodable", "Equatable", "Error", "Float", "Float16", "Float80", "Hashable",
        "Hasher", "Identifiable", "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "Iterator",
        "KeyPath", "MainActor", "Mirror", "Never", "Numeric", "ObjectIdentifier", "Optional", "Range",
        "ClosedRange", "RawRepresentable", "Regex", "Result", "Sendable", "Sequence", "Set", "Slice",
        "StaticString", "String", "StringProtocol", "Substring", "SuspendingClock", "Task", "TaskGroup",
        "TaskPriority", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Unicode", "UnsafePointer", "Void",
        "Span", "Mutex", "Atomic", "Observable",
    ]

    /// Swift Testing's public types: every generated test file imports Testing, so an entity of
    /// one of these names would make each use of it in its tests ambiguous.
    static let swiftTesting: Set<String> = [
        "Attachable", "AttachableAsImage", "AttachableImageFormat", "AttachableWrapper", "Attachment", "Bug",
        "Comment", "ConditionTrait", "Confirmation", "CustomTestArgumentEncodable",
        "CustomTestStringConvertible", "ExitStatus", "ExitTest", "Expectation", "ExpectationFailedError",
        "Issue", "IssueHandlingTrait", "KnownIssueMatcher", "ParallelizationTrait", "SourceLocation", "Suite",
        "SuiteTrait", "Tag", "Test", "TestScoping", "TestTrait", "TimeLimitTrait", "Trait",
    ]

    /// Foundation types an entity would shadow (plus every `NS`-prefixed name, checked apart).
    static let foundation: Set<String> = [
        "AttributedString", "Bundle", "Calendar", "CharacterSet", "Condition", "Data", "Date",
        "DateComponents", "DateFormatter", "DateInterval", "Decimal", "Decoder", "Encoder", "Expression",
        "FileHandle", "FileManager", "Formatter", "Host", "IndexPath", "IndexSet", "JSONDecoder",
        "JSONEncoder", "Locale", "Lock", "Measurement", "Notification", "NotificationCenter",
        "NumberFormatter", "Operation", "OperationQueue", "Pipe", "Port", "Predicate", "Process",
        "ProcessInfo", "Progress", "PropertyListDecoder", "PropertyListEncoder", "RunLoop", "Scanner",
        "Stream", "Thread", "TimeInterval", "TimeZone", "Timer", "Unit", "URL", "URLComponents",
        "URLQueryItem", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSession", "UserDefaults",
        "UUID", "Morphology", "PersonNameComponents", "Locking", "Dispatch", "DispatchQueue",
    ]

    /// Why `name` cannot be an entity, or nil when it is free as far as Swift is concerned. The
    /// project's own modules and public types are read from its code (``ProjectNames``).
    static func clash(for name: String) -> String? {
        if swiftKeywords.contains(name) { return "'\(name)' is a Swift keyword" }
        let variable = Words.lowerCamel(name)
        if swiftKeywords.contains(variable) {
            return "its variable name '\(variable)' is a Swift keyword"
        }
        if standardLibrary.contains(name) { return "'\(name)' clashes with the Swift standard library's \(name)" }
        if foundation.contains(name) { return "'\(name)' clashes with Foundation's \(name)" }
        if swiftTesting.contains(name) {
            return "'\(name)' clashes with Swift Testing's \(name), which the generated tests import"
        }
        if name.hasPrefix("NS"), name.dropFirst(2).first?.isUppercase ?? false {
            return "'\(name)' uses the NS prefix reserved by Foundation"
        }
        return nil
    }
}
