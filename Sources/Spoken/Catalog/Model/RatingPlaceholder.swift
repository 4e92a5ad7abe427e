/// A `rating` placeholder's options (`"type": "rating"`, `"optionalParameters": {"max": 5,
/// "outOf": true}`), named as the `rating` op names its fields: the scale (`max`, the number of
/// stars) and whether the words say it (`outOf`: "5 out of 5 stars", else "5 stars"). A plain
/// `{stars}` of one is spoken in the shipped rating words (`RatingLabeler`), the number checked
/// as the `rating` op checks it (0…max, halves allowed).
public struct RatingPlaceholder: Sendable, Hashable {
    /// The number of stars of the scale.
    public let maximum: Int
    /// Whether the scale is said: "3 out of 5 stars".
    public let outOf: Bool

    public init(maximum: Int = RatingValue.defaultMaximum, outOf: Bool = false) {
        self.maximum = maximum
        self.outOf = outOf
    }

    /// The options' names, in help order.
    public static let options = ["max", "outOf"]

    /// The options a placeholder's attributes set; what is wrong is reported as `invalid-metadata`
    /// (naming the placeholder, with an example) and left at its default.
    init(
        _ attributes: [LocatedJSON.Member], placeholder: String,
        report: (DiagnosticCode, SourcePosition, String) -> Void
    ) {
        var maximum = RatingValue.defaultMaximum
        var outOf = false
        let example = #"{"max": 5, "outOf": true}"#
        if let parameters = attributes.first(where: { $0.key.value == "optionalParameters" }) {
            if let members = parameters.value.members {
                for member in members {
                    switch member.key.value {
                    case "max":
                        if case .number(let text) = member.value.value, let number = Int(text), number >= 1,
                            number <= 1_000
                        {
                            maximum = number
                        } else {
                            report(
                                .invalidMetadata, member.value.position,
                                "The max of rating placeholder '\(placeholder)' must be a whole number of stars from 1 to 1000, such as \"max\": 5"
                            )
                        }
                    case "outOf":
                        if case .bool(let flag) = member.value.value {
                            outOf = flag
                        } else {
                            report(
                                .invalidMetadata, member.value.position,
                                "The outOf of rating placeholder '\(placeholder)' must be true or false, such as \"outOf\": true"
                            )
                        }
                    default:
                        report(
                            .invalidMetadata, member.key.position,
                            "Unknown optional parameter '\(SpokenError.token(member.key.value))' of rating placeholder '\(placeholder)': it takes 'max', 'outOf', such as \(example)"
                        )
                    }
                }
            } else {
                report(
                    .invalidMetadata, parameters.value.position,
                    "The optional parameters of rating placeholder '\(placeholder)' are \(parameters.value.kindName), not an object: write them as \(example)"
                )
            }
        }
        self.init(maximum: maximum, outOf: outOf)
    }
}
