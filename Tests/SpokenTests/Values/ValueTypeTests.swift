import TestSupport
import Testing

@testable import Spoken

/// The value type declarations every layer is derived from (`ValueType.all`): consistent in
/// themselves, and the mechanism's rules (forms, field syntax) as documented.
@Suite("Value type declarations")
struct ValueTypeTests {
    @Test("Each declaration is consistent", arguments: ValueType.all.map(\.name))
    func consistent(_ name: String) throws {
        let type = try #require(ValueType.named(name))
        let names = type.fields.map(\.name)
        #expect(Set(names).count == names.count, "field names are unique")
        #expect(Set(type.fields.map(\.option)).count == names.count, "options are unique")
        #expect(!type.forms.isEmpty)
        for form in type.forms {
            #expect(!form.isEmpty)
            for field in form { #expect(names.contains(field), "form field '\(field)'") }
        }
        let formFields = type.forms.flatMap { $0 }
        #expect(Set(formFields).count == formFields.count, "a field is in one form at most")
        for field in type.fields {
            if let partner = field.onlyWith {
                #expect(formFields.contains(partner), "\(field.name) goes with \(partner)")
            }
            // A default is a value its own field accepts.
            if let value = field.defaultValue { _ = try field.parse(value, spelledAs: field.option) }
            #expect(!field.help.isEmpty)
            #expect(field.option.hasPrefix("--"))
            #expect(!["--locale", "--time-zone", "--catalog", "--help"].contains(field.option))
            #expect(!["id", "op", "locale", "timeZone"].contains(field.name))
        }
        #expect(type.forms[0].allSatisfy { type.field($0)?.commandLine == true }, "the first form is positional")
        #expect(!type.errors.isEmpty)
        for code in type.errors { #expect(SpokenError.Code.libraryCodes.contains(code), "\(code)") }
        if let placeholder = type.placeholder {
            // The catalog argument type is the value type: its fields, by name (a form's, or a
            // required option such as measureRange's unit).
            #expect(placeholder.type == type.name)
            for field in [placeholder.number, placeholder.instant].compactMap({ $0 }) + placeholder.text {
                #expect(
                    formFields.contains(field) || type.field(field)?.required == true, "placeholder field '\(field)'")
            }
            if let now = placeholder.now { #expect(type.field(now)?.kind == .instant, "now field '\(now)'") }
            // Options are the type's options (never a form's field), each a field it declares.
            for option in placeholder.options {
                #expect(type.options.contains { $0.name == option }, "placeholder option '\(option)'")
            }
            #expect(ArgumentValueClass(placeholderType: placeholder.type)?.valuePlaceholder == placeholder)
            #expect(ArgumentValueClass.placeholderTypes.contains(placeholder.type))
        }
    }

    /// (That no value type takes the name of another op is checked against the op registry:
    /// `OpRegistryTests`.)
    @Test("Names are unique")
    func uniqueNames() {
        let names = ValueType.all.map(\.name)
        #expect(Set(names).count == names.count)
    }

    static let sample = ValueType(
        name: "sample", summary: "A sample",
        fields: [
            ValueField(ValueKey.instant("instant"), help: "an instant"),
            ValueField(ValueKey.number("value"), help: "a value"),
            ValueField(ValueKey<SampleUnit?>.choice("unit"), help: "a unit"),
            ValueField(ValueKey.instant("now"), help: "now", onlyWith: "instant"),
            ValueField(ValueKey.integer("count", 1...3), help: "a count"),
            ValueField(ValueKey.list("units", default: Set<Letter>()), help: "units"),
        ], forms: [["instant"], ["value", "unit"]], errors: [.invalidInstant],
        speak: { request in "form \(request.form)" })

    @Test("A form is found from the fields given")
    func forms() {
        let type = Self.sample
        #expect(type.form(given: ["instant"]) == .form(0))
        #expect(type.form(given: ["instant", "now", "count"]) == .form(0))
        #expect(type.form(given: ["value", "unit"]) == .form(1))
        #expect(type.form(given: ["count"]) == .none)
        #expect(type.form(given: ["instant", "value"]) == .conflict("instant", "value"))
        #expect(type.form(given: ["value"]) == .incomplete(form: 1, missing: "unit"))
        #expect(type.form(given: ["value", "unit", "now"]) == .misplaced("now", partner: "instant"))
    }

    /// The rule of forms as the declarations state it, over sets of names: a reference that
    /// shares no code with the masks `form(given:)` works with.
    static func referenceForm(_ type: ValueType, _ names: Set<String>) -> ValueType.FormMatch {
        let touched = type.forms.indices.filter { type.forms[$0].contains(where: names.contains) }
        if touched.count > 1 {
            return .conflict(
                type.forms[touched[0]].first(where: names.contains) ?? "",
                type.forms[touched[1]].first(where: names.contains) ?? "")
        }
        guard let index = touched.first else { return .none }
        if let missing = type.forms[index].first(where: { !names.contains($0) }) {
            return .incomplete(form: index, missing: missing)
        }
        for field in type.fields where names.contains(field.name) {
            if let partner = field.onlyWith, !type.forms[index].contains(partner) {
                return .misplaced(field.name, partner: partner)
            }
        }
        return .form(index)
    }

    @Test(
        "Every subset of every declared type's fields finds the form the rule states",
        arguments: ValueType.all.map(\.name) + ["sample"])
    func formsOfEverySubset(name: String) throws {
        let type = try #require(ValueType.all.first { $0.name == name } ?? (name == "sample" ? Self.sample : nil))
        let names = type.fields.map(\.name)
        #expect(names.count <= 12)
        for subset in 0..<(1 << names.count) {
            let given = Set(names.indices.filter { subset & (1 << $0) != 0 }.map { names[$0] })
            let expected = Self.referenceForm(type, given)
            #expect(type.form(given: given) == expected, "\(type.name) \(given.sorted())")
            #expect(type.form(given: type.fieldMask(given)) == expected, "\(type.name) \(given.sorted())")
            let required = type.fields.first { $0.required && !given.contains($0.name) }?.name
            #expect(type.missingRequired(given: given)?.name == required, "\(type.name) \(given.sorted())")
        }
    }

    @Test("Inputs are equal by name and value, whatever order they were given in")
    func inputsInAnyOrder() {
        var first = ValueInputs()
        first["units"] = .list(["a"])
        first["count"] = .integer(2)
        var second = ValueInputs()
        second["count"] = .integer(2)
        second["units"] = .list(["a"])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first == ValueInputs(["count": .integer(2), "units": .list(["a"])]))
        second["count"] = .integer(3)
        #expect(first != second)
        #expect(second["count"] == .integer(3))
        second["count"] = nil
        #expect(second.names == ["units"])
        #expect(second != ValueInputs(["units": .list(["a"]), "count": .integer(3)]))
    }

    @Test("Command-line spellings are derived from the JSON names")
    func spellings() throws {
        let field = try #require(Self.sample.field("count"))
        #expect(field.option == "--count")
        #expect(field.valueName == "N")
        #expect(ValueField(ValueKey.integer("maxUnits", 1...2), help: "x").option == "--max-units")
        #expect(ValueField(ValueKey.choice("rounding", default: Letter.a), help: "x").valueName == "a|b")
    }

    struct BadText: Sendable, CustomTestStringConvertible {
        let field: String
        let text: String
        let code: SpokenError.Code
        let message: String
        var testDescription: String { "\(field) '\(text)'" }
    }

    @Test(
        "Text is read and checked by the field's kind, errors naming the field as spelt",
        arguments: [
            BadText(
                field: "unit", text: "hour", code: .invalidOption,
                message: "Invalid value 'hour' for --unit: expected one of second, minute"),
            BadText(
                field: "count", text: "4", code: .invalidOption,
                message: "Invalid value '4' for --unit: expected a whole number from 1 to 3"),
            BadText(
                field: "count", text: "two", code: .invalidOption,
                message: "Invalid value 'two' for --unit: expected a whole number from 1 to 3"),
            BadText(
                field: "units", text: "a,c", code: .invalidOption,
                message: "Invalid value 'c' for --unit: expected one of a, b"),
            BadText(field: "value", text: "x", code: .invalidNumber, message: "Invalid number 'x'"),
            BadText(field: "instant", text: "soon", code: .invalidInstant, message: "Invalid instant 'soon'"),
        ])
    func badText(_ bad: BadText) throws {
        let field = try #require(Self.sample.field(bad.field))
        do {
            _ = try field.parse(bad.text, spelledAs: "--unit")
            Issue.record("'\(bad.text)' was accepted")
        } catch {
            #expect(error.code == bad.code)
            #expect(error.message.hasPrefix(bad.message), "\(error.message)")
        }
    }

    @Test("Lists are comma-separated on the command line, spaces around items ignored")
    func lists() throws {
        let field = try #require(Self.sample.field("units"))
        #expect(try field.parse("a, b", spelledAs: "--units") == .list(["a", "b"]))
        #expect(throws: SpokenError.self) { try field.parse("", spelledAs: "--units") }
    }

    static let withRequired = ValueType(
        name: "sample2", summary: "A sample with a required option",
        fields: [
            ValueField(value, help: "a number or digits"),
            ValueField(code, help: "a code\nsecond line", valueName: "CODE", required: true),
        ], forms: [["value"]], errors: [.invalidNumber],
        speak: { (request) throws(SpokenError) in "\(try request[value] ?? "-") \(try request[code] ?? "-")" })
    static let value = ValueKey.numberOrText("value")
    static let code = ValueKey.text("code")
    enum SampleUnit: String, CaseIterable, Sendable { case second, minute }
    enum Letter: String, CaseIterable, Sendable { case a, b }

    @Test("A required option must be given; a number-or-text field keeps its text")
    func requiredAndNumberOrText() throws {
        let type = Self.withRequired
        #expect(type.missingRequired(given: ["value"])?.name == "code")
        #expect(type.missingRequired(given: ["value", "code"]) == nil)
        #expect(
            throws: SpokenError(.invalidOption, input: "code", message: "Missing 'code' for 'sample2'")
        ) { try type.string(ValueInputs(["value": .text("0442")])) }
        let field = try #require(type.field("value"))
        #expect(try field.parse("+1 555-0100", spelledAs: "VALUE") == .text("+1 555-0100"))
        #expect(field.jsonType == "a number or a string")
        #expect(field.valueName == "VALUE")
        #expect(try type.string(ValueInputs(["value": .text("0442"), "code": .text("X")])) == "0442 X")
        #expect(
            try type.string(ValueInputs(["value": .number(12, text: "12.0"), "code": .text("X")])) == "12.0 X")
    }

    @Test("The library speaks a value type from its inputs, checking the form")
    func speak() throws {
        #expect(
            try ValueType.duration.string(ValueInputs(["seconds": .number(4527, text: "4527")]))
                == ICUGolden.duration("en", seconds: "4527"))
        #expect(
            try ValueType.duration.string(ValueInputs(["duration": .text("4527")]), locale: SpokenLocale("de"))
                == ICUGolden.duration("de", seconds: "4527"))
        #expect(throws: SpokenError.self) { try ValueType.duration.string(ValueInputs()) }
    }
}
