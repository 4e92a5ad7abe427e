import Foundation
import Spoken
import SpokenRender
import Testing

/// The op registry (`OpRegistry.all`) against what `render` does: every op dispatched, its fields
/// exactly the declared ones, its example rendered to the declared response, every declared
/// default the value the op really uses.
@Suite("render: the op registry")
struct OpRegistryTests {
    static let renderer = Renderer()

    static func response(_ line: String) -> String { renderer.render(line: line)?.json ?? "" }

    @Test("Names are unique; render knows every op and nothing else")
    func names() {
        let names = OpRegistry.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Renderer.knownOps == names.sorted())
        #expect(Set(Renderer.builtInHandlers.keys) == Set(names))
        for type in ValueType.standalone { #expect(names.contains(type.name), "\(type.name)") }
    }

    @Test("A request without op lists every op of the registry")
    func missingOp() {
        let expected =
            #"{"id":1,"error":{"code":"missing-field","message":"Missing field 'op': expected one of "#
            + OpRegistry.names.joined(separator: ", ") + #"","line":1}}"#
        #expect(Self.response(#"{"id":1}"#) == expected)
        #expect(OpRegistry.names.contains("check"))
    }

    @Test("Each op's handler takes exactly its declared fields", arguments: OpRegistry.all.map(\.name))
    func fields(_ name: String) throws {
        let op = try #require(OpRegistry.named(name))
        let handler = try #require(Renderer.builtInHandlers[name])
        #expect(handler.fields == op.fields.map(\.name))
        let unknown = Self.response(#"{"op":"\#(name)","bogus":1}"#)
        // markup and displayWidth are offered only by the ops with a visible form.
        let common = RenderRequest.commonFields.filter { name in
            handler.supportsMarkup || !OpRegistry.markupFields.contains { $0.name == name }
        }
        let allowed = (common + op.fields.map(\.name)).sorted().joined(separator: ", ")
        #expect(
            unknown
                == #"{"id":null,"error":{"code":"unknown-field","message":"Unknown field 'bogus' for op '\#(name)': expected \#(allowed)","line":1}}"#
        )
        #expect(!op.summary.isEmpty && !op.summary.contains("\n"))
        for field in op.fields {
            #expect(!field.doc.isEmpty && !field.doc.contains("\n"), "\(name).\(field.name)")
            #expect(!field.types.isEmpty)
            #expect(!(field.required && field.defaultValue != nil), "\(name).\(field.name)")
        }
    }

    @Test("Each op's example gets exactly the declared response", arguments: OpRegistry.all.map(\.name))
    func example(_ name: String) throws {
        let op = try #require(OpRegistry.named(name))
        let example = try #require(op.example, "every op shows an example")
        #expect(example.request.contains(#""op":"\#(name)""#))
        #expect(Self.response(example.request) == example.response)
    }

    /// A declared default is a promise: giving it explicitly must change nothing.
    @Test(
        "Each declared default is the value the op uses when the field is absent", arguments: OpRegistry.all.map(\.name)
    )
    func defaults(_ name: String) throws {
        let op = try #require(OpRegistry.named(name))
        let example = try #require(op.example)
        for field in op.fields {
            guard let value = field.defaultValue, !example.request.contains(#""\#(field.name)":"#) else { continue }
            var bytes: [UInt8] = []
            value.write(to: &bytes)
            let request =
                String(example.request.dropLast()) + #","\#(field.name)":"# + String(decoding: bytes, as: UTF8.self)
                + "}"
            #expect(Self.response(request) == example.response, "\(request)")
        }
    }

    @Test("Fields with a fixed set of words refuse another", arguments: OpRegistry.all.map(\.name))
    func values(_ name: String) throws {
        let op = try #require(OpRegistry.named(name))
        let example = try #require(op.example)
        for field in op.fields where field.values != nil && field.types == [.string] {
            if example.request.contains(#""\#(field.name)":"#) { continue }
            let request = String(example.request.dropLast()) + #","\#(field.name)":"zzz"}"#
            let response = Self.response(request)
            #expect(response.contains(#""error":"#) && response.contains("zzz"), "\(request): \(response)")
        }
    }

    @Test("The describe document is derived from the registry, pretty JSON with a trailing newline")
    func describe() throws {
        let text = OpRegistry.describe()
        #expect(text.hasSuffix("}\n"))
        for op in OpRegistry.all {
            #expect(text.contains(#""name": "\#(op.name)""#))
            for field in op.fields { #expect(text.contains(#""name": "\#(field.name)""#)) }
        }
        #expect(text.hasPrefix("{\n  \"common\": [\n"))
    }

    @Test("Every way to give a value is described: the op's forms, each the fields that together are the value")
    func forms() throws {
        let document = try JSONSerialization.jsonObject(with: Data(OpRegistry.describe().utf8)) as? [String: Any]
        let ops = try #require(document?["ops"] as? [[String: Any]])
        func op(_ name: String) throws -> [String: Any] { try #require(ops.first { $0["name"] as? String == name }) }
        #expect(try op("relative")["forms"] as? [[String]] == [["instant"], ["value", "unit"]])
        #expect(try op("duration")["forms"] as? [[String]] == [["duration"], ["seconds"]])
        // One way to give the value: its required fields say it.
        #expect(try op("money")["forms"] == nil)
        #expect(try op("measure")["forms"] == nil)
        for valueType in ValueType.all where valueType.forms.count > 1 {
            #expect(try op(valueType.name)["forms"] as? [[String]] == valueType.forms, "\(valueType.name)")
        }
    }
}
