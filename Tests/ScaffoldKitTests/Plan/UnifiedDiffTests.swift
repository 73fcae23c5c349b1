import Testing

@testable import ScaffoldKit

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test("An insertion shows as one hunk with three lines of context")
    func insertion() {
        let old = "a\nb\nc\nd\ne\nf\ng\n"
        let new = "a\nb\nc\nd\nX\ne\nf\ng\n"
        #expect(
            UnifiedDiff.render(old: old, new: new, path: "F.swift")
                == "--- a/F.swift\n+++ b/F.swift\n@@ -2,6 +2,7 @@\n b\n c\n d\n+X\n e\n f\n g\n"
        )
    }

    @Test("Distant changes make separate hunks; a replacement lists removal before addition")
    func separateHunks() {
        let lines = (1...20).map(String.init)
        var changed = lines
        changed[1] = "two"
        changed.append("21")
        let old = lines.joined(separator: "\n") + "\n"
        let new = changed.joined(separator: "\n") + "\n"
        let diff = UnifiedDiff.render(old: old, new: new, path: "n")
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@ -") }.count == 2)
        #expect(diff.contains("-2\n+two\n"))
        #expect(diff.hasSuffix(" 20\n+21\n"))
    }

    @Test("Equal texts give no diff")
    func equal() {
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", path: "x").isEmpty)
    }
}
