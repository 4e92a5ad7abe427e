/// The argument kinds of Apple's String Format Specifiers: what a directive reads from the
/// argument list. Two directives of different classes at one index read one argument as two types
/// (`%@` on an Int is EXC_BAD_ACCESS).
enum PrintfArgumentClass: String, Sendable, Hashable {
    case object
    case signedInteger = "signed integer"
    case unsignedInteger = "unsigned integer"
    case double
    case character
    case cString = "C string"
    case pointer

    var isNumeric: Bool { self == .signedInteger || self == .unsignedInteger || self == .double }
}

/// What one argument index reads: its class and whether the length modifier makes it 64-bit
/// (`%lld`, `%ld`, `%D`) or otherwise wider (`%Lf`, `%C`, `%S`).
struct PrintfArgumentType: Sendable, Hashable {
    let kind: PrintfArgumentClass
    let wide: Bool
    /// The directive as written (`%1$lld`), for messages.
    let spelling: String
}

/// One `%` directive of a format string, by UTF-16 range in its text.
struct PrintfDirective: Sendable {
    enum Kind: Sendable {
        /// A conversion that reads an argument.
        case argument(PrintfArgumentType)
        /// `%%`.
        case percent
        /// `%#@name@` or `%N$#@name@`: a substitution that reads one argument.
        case substitution(String)
        /// `%arg`: the argument of the substitution whose plural case this is.
        case substitutionArgument
    }

    let kind: Kind
    let range: Range<Int>
    /// `N` of `%N$…`; nil for a sequential directive.
    let position: Int?
    /// Extra integer arguments read by `*` widths and precisions.
    let starArguments: Int
    /// True when flags, a width or a precision shape the argument's text (`%.2f`, `%5lld`, `%+d`).
    var formatsArgument = false
}

/// A `%` that starts no valid directive, or a stray one that starts a live directive by accident.
struct PrintfProblem: Sendable {
    let offset: Int
    let message: String
}

/// A printf format string parsed as Apple's Foundation reads it:
/// `%[n$][flags][width][.precision][length]conversion`, plus `%#@name@` substitutions and the
/// `%arg` token of substitution cases (never read as the `%a` conversion).
struct PrintfFormat: Sendable {
    private(set) var directives: [PrintfDirective] = []
    private(set) var problems: [PrintfProblem] = []

    private static let lengths: [String] = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"]
    /// The same as UTF-16, matched in place (every directive of every string tries them).
    private static let lengthUnits: [[UInt16]] = lengths.map { Array($0.utf16) }
    /// Length modifiers that make `%d`, `%u`… read a 64-bit argument.
    private static let wideLengths: Set<String> = ["l", "ll", "q", "z", "t", "j", "L"]

    /// `allowsArgumentToken`: the text is a substitution's plural case, where `%arg` is valid.
    init(_ units: [UInt16], allowsArgumentToken: Bool = false) {
        var i = 0
        let count = units.count
        func isDigit(_ k: Int) -> Bool { k < count && units[k] >= 0x30 && units[k] <= 0x39 }
        func isLetter(_ k: Int) -> Bool {
            k < count && ((units[k] | 0x20) >= 0x61 && (units[k] | 0x20) <= 0x7A)
        }
        func text(_ range: Range<Int>) -> String { String(decoding: units[range], as: UTF16.self) }
        while i < count {
            guard units[i] == 0x25 else {  // %
                i += 1
                continue
            }
            let start = i
            var k = i + 1
            if k < count, units[k] == 0x25 {
                directives.append(
                    PrintfDirective(kind: .percent, range: start..<k + 1, position: nil, starArguments: 0))
                i = k + 1
                continue
            }
            // %arg, before any reading of %a.
            if k + 2 < count, units[k] == 0x61, units[k + 1] == 0x72, units[k + 2] == 0x67 {
                if isLetter(k + 3) {
                    var end = k + 3
                    while isLetter(end) { end += 1 }
                    problems.append(
                        PrintfProblem(
                            offset: start,
                            message:
                                "'\(text(start..<end))' is not a directive: '%arg' must not be followed by a letter"))
                    i = end
                    continue
                }
                if allowsArgumentToken {
                    directives.append(
                        PrintfDirective(
                            kind: .substitutionArgument, range: start..<k + 3, position: nil, starArguments: 0))
                } else {
                    problems.append(
                        PrintfProblem(
                            offset: start, message: "'%arg' is valid only inside a substitution's plural cases"))
                }
                i = k + 3
                continue
            }
            var position: Int?
            var digitEnd = k
            while isDigit(digitEnd) { digitEnd += 1 }
            if digitEnd < count, units[digitEnd] == 0x24 {  // $
                guard digitEnd > k, let n = Int(text(k..<digitEnd)), n > 0 else {
                    var end = digitEnd + 1
                    while end < count, isDigit(end) || isLetter(end) { end += 1 }
                    problems.append(
                        PrintfProblem(
                            offset: start,
                            message:
                                "Malformed directive '\(text(start..<min(end, count)))': '$' needs a position from 1 before it"
                        ))
                    i = digitEnd + 1
                    continue
                }
                position = n
                k = digitEnd + 1
            }
            // %#@name@
            if k + 1 < count, units[k] == 0x23, units[k + 1] == 0x40 {
                var end = k + 2
                while end < count, units[end] != 0x40 { end += 1 }
                guard end < count, end > k + 2 else {
                    problems.append(
                        PrintfProblem(
                            offset: start,
                            message: "Unterminated substitution '\(text(start..<min(end, count)))': expected '%#@name@'"
                        ))
                    i = min(end, count)
                    continue
                }
                directives.append(
                    PrintfDirective(
                        kind: .substitution(text(k + 2..<end)), range: start..<end + 1, position: position,
                        starArguments: 0))
                i = end + 1
                continue
            }
            let optionsStart = k
            var spaceFlag = false
            while k < count, Self.isFlag(units[k]) {
                if units[k] == 0x20 { spaceFlag = true }
                k += 1
            }
            var stars = 0
            if k < count, units[k] == 0x2A {
                stars += 1
                k += 1
            } else {
                while isDigit(k) { k += 1 }
            }
            if k < count, units[k] == 0x2E {
                k += 1
                if k < count, units[k] == 0x2A {
                    stars += 1
                    k += 1
                } else {
                    while isDigit(k) { k += 1 }
                }
            }
            let formatsArgument = k > optionsStart
            var length = ""
            for (index, candidate) in Self.lengthUnits.enumerated()
            where k + candidate.count <= count && units[k..<k + candidate.count].elementsEqual(candidate) {
                length = Self.lengths[index]
                k += candidate.count
                break
            }
            guard k < count, let kind = Self.argumentClass(units[k]) else {
                let shown = k < count ? text(start..<k + 1) : text(start..<count)
                problems.append(
                    PrintfProblem(
                        offset: start,
                        message: k < count
                            ? "'\(shown)' is not a format directive: write '%%' for a percent sign"
                            : "'\(shown)' at the end is an incomplete directive: write '%%' for a percent sign"))
                i = max(k, start + 1)
                continue
            }
            let conversion = units[k]
            let spelling = text(start..<k + 1)
            if spaceFlag {
                problems.append(
                    PrintfProblem(
                        offset: start,
                        message:
                            "Stray '%': '\(spelling)' is a live directive reading a \(kind.rawValue) argument; write '%%' for a percent sign"
                    ))
                i = k + 1
                continue
            }
            let wideLength = Self.wideLengths.contains(length)
            let wideConversion =
                conversion == 0x44 || conversion == 0x55 || conversion == 0x4F || conversion == 0x43
                || conversion == 0x53  // D U O C S
            let type = PrintfArgumentType(kind: kind, wide: wideLength || wideConversion, spelling: spelling)
            directives.append(
                PrintfDirective(
                    kind: .argument(type), range: start..<k + 1, position: position, starArguments: stars,
                    formatsArgument: formatsArgument))
            i = k + 1
        }
        let positional = directives.contains { $0.position != nil }
        if positional, let sequential = directives.first(where: { $0.readsArgument && $0.position == nil }) {
            problems.append(
                PrintfProblem(
                    offset: sequential.range.lowerBound,
                    message:
                        "Positional and sequential directives mixed: '\(text(sequential.range))' has no position while others have one"
                ))
        }
    }

    /// The type a substitution's `formatSpecifier` (`lld`, `@`) names, if it is one directive.
    static func type(ofSpecifier specifier: String) -> PrintfArgumentType? {
        let units = Array(("%" + specifier).utf16)
        let format = PrintfFormat(units)
        guard format.problems.isEmpty, format.directives.count == 1, format.directives[0].range.count == units.count,
            case .argument(let type) = format.directives[0].kind
        else { return nil }
        return type
    }

    /// The flags: `-`, `+`, space, `#`, `0` and `'`.
    static func isFlag(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x2D, 0x2B, 0x20, 0x23, 0x30, 0x27: true
        default: false
        }
    }

    static func argumentClass(_ unit: UInt16) -> PrintfArgumentClass? {
        switch unit {
        case 0x40: .object  // @
        case 0x64, 0x69, 0x44: .signedInteger  // d i D
        case 0x75, 0x55, 0x78, 0x58, 0x6F, 0x4F: .unsignedInteger  // u U x X o O
        case 0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x61, 0x41: .double  // f F e E g G a A
        case 0x63, 0x43: .character  // c C
        case 0x73, 0x53: .cString  // s S
        case 0x70: .pointer  // p
        default: nil
        }
    }

    /// True when the text reads at least one argument.
    var hasArguments: Bool { directives.contains { $0.readsArgument } }
    var usesPositions: Bool { directives.contains { $0.position != nil } }

    /// The argument each index reads (1-based), with the offset of the first directive reading
    /// it. `substitutionType` gives a substitution's type and argument index; `argumentIndex` is
    /// the index `%arg` reads (in a substitution case). `firstSequential`: the index the first
    /// sequential directive reads (a `.stringsdict` variable's case starts at the variable's).
    /// `conflict`: called for each directive that reads an index already read as another type
    /// (`%1$@ %1$d`): the index, the first type, this one and its offset.
    func arguments(
        substitution: (String) -> (type: PrintfArgumentType?, argNum: Int?) = { _ in (nil, nil) },
        argumentToken: (index: Int, type: PrintfArgumentType?)? = nil, firstSequential: Int = 1,
        conflict: (_ index: Int, _ first: PrintfArgumentType, _ then: PrintfArgumentType, _ offset: Int) -> Void = {
            _, _, _, _ in
        }
    ) -> [Int: (type: PrintfArgumentType?, offset: Int)] {
        var map: [Int: (type: PrintfArgumentType?, offset: Int)] = [:]
        var next = firstSequential
        func add(_ index: Int, _ type: PrintfArgumentType?, _ offset: Int) {
            guard let earlier = map[index] else {
                map[index] = (type, offset)
                return
            }
            if let first = earlier.type, let type, first.kind != type.kind || first.wide != type.wide {
                conflict(index, first, type, offset)
            }
        }
        for directive in directives {
            let offset = directive.range.lowerBound
            for _ in 0..<directive.starArguments {
                add(next, PrintfArgumentType(kind: .signedInteger, wide: false, spelling: "*"), offset)
                next += 1
            }
            switch directive.kind {
            case .percent:
                break
            case .argument(let type):
                let index = directive.position ?? next
                if directive.position == nil { next += 1 }
                add(index, type, offset)
            case .substitution(let name):
                let (type, argNum) = substitution(name)
                let index = argNum ?? directive.position ?? next
                if directive.position == nil { next += 1 }
                add(index, type, offset)
            case .substitutionArgument:
                if let argumentToken { add(argumentToken.index, argumentToken.type, offset) }
            }
        }
        return map
    }
}

extension PrintfDirective {
    var readsArgument: Bool {
        switch kind {
        case .argument, .substitution: true
        case .percent, .substitutionArgument: false
        }
    }
}
