extension ValueType {
    /// Every value type Spoken declares, in help order: catalogs have a placeholder type for each,
    /// and for each `standalone` one `spoken render` has an op and the CLI a command.
    public static let all: [ValueType] = [
        .measure, .rating, .duration, .relative, .interval, .money, .number, .measureRange, .list,
    ]

    /// The value types that are ops and commands too (`standalone`).
    public static var standalone: [ValueType] { all.filter(\.standalone) }

    /// The type called `name`, if any.
    public static func named(_ name: String) -> ValueType? { all.first { $0.name == name } }
}
