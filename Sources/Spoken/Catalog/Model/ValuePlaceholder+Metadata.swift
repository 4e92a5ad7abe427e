extension ValuePlaceholder {
    /// The options of one placeholder of this type, from its attributes as Flutter's number formats
    /// give theirs (`"optionalParameters": {"maxUnits": 2, "rounding": "up"}`): each name is one
    /// of `options`, each value read and checked as the value type's field reads it (the words a
    /// choice allows, a list's items, an integer's range). What is wrong is reported as
    /// `invalid-metadata` at the name or the value, with the closest name and an example, and left
    /// out; the run time refuses such a catalog as lint does. A `format` is reported too: the type
    /// already says how the value is spoken.
    func options(
        from attributes: [LocatedJSON.Member], placeholder: String,
        report: (DiagnosticCode, SourcePosition, String) -> Void
    ) -> ValueInputs {
        var inputs = ValueInputs()
        if let format = attributes.first(where: { $0.key.value == "format" }) {
            report(
                .invalidMetadata, format.key.position,
                "Placeholder '\(placeholder)' is \(noun), which takes no format: its type says how it is spoken; give options in \"optionalParameters\", such as \(example)"
            )
        }
        guard let member = attributes.first(where: { $0.key.value == "optionalParameters" }), let valueType
        else { return inputs }
        guard let parameters = member.value.members else {
            report(
                .invalidMetadata, member.value.position,
                "The optional parameters of placeholder '\(placeholder)' are \(member.value.kindName), not an object: write them as \(example)"
            )
            return inputs
        }
        for parameter in parameters {
            let name = parameter.key.value
            guard options.contains(name), let field = valueType.field(name) else {
                let hint =
                    Suggestion.didYouMean(Suggestion.closest(to: name, in: options, limit: 1)).map { $0 + " " } ?? ""
                report(
                    .invalidMetadata, parameter.key.position,
                    "Unknown optional parameter '\(SpokenError.token(name))' of placeholder '\(placeholder)' (\(noun)): \(hint)\(hint.isEmpty ? "it" : "It") takes "
                        + options.map { "'\($0)'" }.joined(separator: ", ") + ", such as \(example)")
                continue
            }
            if let value = Self.read(parameter.value, field: field, placeholder: placeholder, report: report) {
                inputs[name] = value
            }
        }
        return inputs
    }

    /// One option's JSON value as the field takes it, or nil (reported) when it is not one.
    private static func read(
        _ node: LocatedJSON.Node, field: ValueField, placeholder: String,
        report: (DiagnosticCode, SourcePosition, String) -> Void
    ) -> ValueInput? {
        let name = field.name
        switch field.kind {
        case .choice(let words):
            let example = "\"\(name)\": \"\(words.first { $0 != field.defaultValue } ?? words[0])\""
            guard let word = node.stringLiteral?.value, words.contains(word) else {
                report(
                    .invalidMetadata, node.position,
                    invalid(name, node, placeholder: placeholder, allowed: words, example: example))
                return nil
            }
            return .text(word)
        case .list(let allowed):
            let example = "\"\(name)\": [" + allowed.prefix(2).map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            guard let items = node.elements, !items.isEmpty else {
                report(
                    .invalidMetadata, node.position,
                    "The \(name) of placeholder '\(placeholder)' must be a list of at least one of "
                        + allowed.joined(separator: ", ") + ", such as \(example)")
                return nil
            }
            var words: [String] = []
            for item in items {
                guard let word = item.stringLiteral?.value, allowed.contains(word) else {
                    report(
                        .invalidMetadata, item.position,
                        invalid(name, item, placeholder: placeholder, allowed: allowed, example: example))
                    return nil
                }
                words.append(word)
            }
            return .list(words)
        case .integer(let range):
            guard case .number(let text) = node.value, let number = Double(text), number == number.rounded(),
                abs(number) < 1e9, range.contains(Int(number))
            else {
                let example = "\"\(name)\": \(min(range.lowerBound + 1, range.upperBound))"
                report(
                    .invalidMetadata, node.position,
                    "The \(name) of placeholder '\(placeholder)' must be a whole number from \(range.lowerBound) to \(range.upperBound), such as \(example)"
                )
                return nil
            }
            return .integer(Int(number))
        case .flag:
            guard case .bool(let flag) = node.value else {
                report(
                    .invalidMetadata, node.position,
                    "The \(name) of placeholder '\(placeholder)' must be true or false, such as \"\(name)\": true")
                return nil
            }
            return .flag(flag)
        case .text, .number, .numberOrText, .instant, .strings:
            // No placeholder option of these kinds yet: read as the command line reads the text.
            let text: String
            switch node.value {
            case .string(let literal): text = literal.value
            case .number(let number): text = number
            default: text = ""
            }
            do {
                return try field.parse(text, spelledAs: name)
            } catch {
                report(
                    .invalidMetadata, node.position, "\(error.message) (the \(name) of placeholder '\(placeholder)')")
                return nil
            }
        }
    }

    /// "Invalid rounding 'nearst' of placeholder 'eta': did you mean 'nearest'? Expected nearest,
    /// down or up, such as "rounding": "up"".
    private static func invalid(
        _ name: String, _ node: LocatedJSON.Node, placeholder: String, allowed: [String], example: String
    ) -> String {
        guard let word = node.stringLiteral?.value else {
            return
                "The \(name) of placeholder '\(placeholder)' is \(node.kindName), not a word: expected one of "
                + allowed.joined(separator: ", ") + ", such as \(example)"
        }
        let hint = Suggestion.didYouMean(Suggestion.closest(to: word, in: allowed, limit: 1)).map { " " + $0 } ?? ""
        return
            "Invalid \(name) '\(SpokenError.token(word))' of placeholder '\(placeholder)':\(hint) \(hint.isEmpty ? "expected" : "Expected") one of "
            + allowed.joined(separator: ", ") + ", such as \(example)"
    }
}
