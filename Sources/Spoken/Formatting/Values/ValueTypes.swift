extension ValueType {
    /// Every value type Spoken declares, in help order: `spoken render` has an op, the CLI a
    /// command and catalogs a placeholder type for each.
    public static let all: [ValueType] = [.rating, .duration, .relative, .interval, .money, .number, .measureRange]

    /// The type called `name`, if any.
    public static func named(_ name: String) -> ValueType? { all.first { $0.name == name } }
}
