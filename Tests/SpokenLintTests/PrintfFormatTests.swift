import Testing

@testable import SpokenLint

/// Apple's printf grammar as the linter reads it: which index reads which class, and which `%`
/// is malformed or stray. Expectations follow Apple's String Format Specifiers table.
@Suite("Printf formats")
struct PrintfFormatTests {
    struct Row: Sendable, CustomStringConvertible {
        let name: String
        let text: String
        let argumentToken: Bool
        /// index → class name, wide flag.
        let arguments: [Int: String]
        /// Offsets of problems.
        let problems: [Int]
        var description: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "Swift Int", text: "%lld items", argumentToken: false, arguments: [1: "signed integer+"], problems: []
        ),
        Row(
            name: "object then int", text: "%@ has %d", argumentToken: false,
            arguments: [1: "object", 2: "signed integer"], problems: []),
        Row(
            name: "positions", text: "%2$@ von %1$lu", argumentToken: false,
            arguments: [1: "unsigned integer+", 2: "object"], problems: []),
        Row(
            name: "double and percent", text: "%.1lf%% done", argumentToken: false, arguments: [1: "double+"],
            problems: []),
        Row(
            name: "star width reads an int first", text: "%*d", argumentToken: false,
            arguments: [1: "signed integer", 2: "signed integer"], problems: []),
        Row(
            name: "C string, char, pointer", text: "%s %c %p", argumentToken: false,
            arguments: [1: "C string", 2: "character", 3: "pointer"], problems: []),
        Row(
            name: "substitution is not %@", text: "%#@files@ in %#@folders@", argumentToken: false,
            arguments: [1: "?", 2: "?"], problems: []),
        Row(
            name: "positional substitution", text: "%2$#@folders@", argumentToken: false, arguments: [2: "?"],
            problems: []),
        Row(
            name: "%arg in a substitution case is not %a", text: "%arg files", argumentToken: true,
            arguments: [7: "token"], problems: []),
        Row(
            name: "%arg outside a substitution", text: "%arg files", argumentToken: false, arguments: [:], problems: [0]
        ),
        Row(name: "%args", text: "%args", argumentToken: true, arguments: [:], problems: [0]),
        Row(name: "%$11d", text: "Hi %$11d", argumentToken: false, arguments: [:], problems: [3]),
        Row(
            name: "% publicacions is a live % p", text: "%lld % publicacions", argumentToken: false,
            arguments: [1: "signed integer+"], problems: [5]),
        Row(
            name: "100% complete is a live % c", text: "%@: 100% complete", argumentToken: false,
            arguments: [1: "object"], problems: [7]),
        Row(name: "% at the end", text: "%d %", argumentToken: false, arguments: [1: "signed integer"], problems: [3]),
        Row(name: "unknown conversion", text: "%y", argumentToken: false, arguments: [:], problems: [0]),
        Row(
            name: "mixed positional and sequential", text: "%1$@ and %ld", argumentToken: false,
            arguments: [1: "object", 1_000: "-"], problems: [9]),
        Row(
            name: "Cyrillic after a conversion stays a directive", text: "%lldшт", argumentToken: false,
            arguments: [1: "signed integer+"], problems: []),
    ]

    @Test("Arguments and problems", arguments: rows)
    func parse(_ row: Row) {
        let format = PrintfFormat(Array(row.text.utf16), allowsArgumentToken: row.argumentToken)
        #expect(format.problems.map(\.offset) == row.problems)
        var expected = row.arguments.filter { $0.key != 1_000 }
        let map = format.arguments(argumentToken: row.argumentToken ? (7, nil) : nil)
        if row.name.hasPrefix("mixed") {
            // The sequential %ld reads argument 1 as well: one index, the first reader kept.
            expected = [1: "object"]
        }
        let actual = map.mapValues { value in
            guard let type = value.type else { return row.argumentToken ? "token" : "?" }
            return type.kind.rawValue + (type.wide ? "+" : "")
        }
        #expect(actual == expected)
    }

    @Test(
        "A substitution's formatSpecifier names a type",
        arguments: [("lld", true), ("lf", true), ("@", true), ("x y", false)])
    func specifier(_ text: String, _ valid: Bool) {
        #expect((PrintfFormat.type(ofSpecifier: text) != nil) == valid)
    }
}
