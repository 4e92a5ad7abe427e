/// How long a unit's name is. Full names are what a screen reader should say: "25 degrees
/// Celsius", not "25°C".
public enum MeasureWidth: String, Sendable, CaseIterable, OptionWord {
    case full, short, narrow

    var skeleton: String {
        switch self {
        case .full: "unit-width-full-name"
        case .short: "unit-width-short"
        case .narrow: "unit-width-narrow"
        }
    }

    public init(parsing text: String, option: String = "--width") throws(SpokenError) {
        guard let value = Self(rawValue: text) else {
            throw .invalidOption(option, text, allowed: Self.allCases.map(\.rawValue))
        }
        self = value
    }
}
