internal import SpokenICU

/// A zone's UTC offsets from 1973 to 2100, from ICU's own transition data, so that the local
/// date of an instant costs a binary search instead of a calendar computation.
struct ZoneOffsets: Sendable {
    /// Sorted instants (seconds since 1970) from which `offsets[i]` (seconds) is in force.
    let starts: [Double]
    let offsets: [Int]

    static let range = ICUDateFormat.wholeMinuteRange

    init?(_ zone: SpokenTimeZone) {
        let capacity = 2_048  // two transitions a year for 127 years, with room for history
        var times = [Double](repeating: 0, count: capacity)
        var offsets = [Int32](repeating: 0, count: capacity)
        var status: Int32 = 0
        let count = zone.identifier.withUTF16 { id, length in
            spk_timezone_transitions(
                id, length, Self.range.lowerBound * 1000, Self.range.upperBound * 1000, &times, &offsets,
                Int32(capacity), &status)
        }
        guard icuSucceeded(status), count > 0, count <= capacity else { return nil }
        starts = times[..<Int(count)].map { $0 / 1000 }
        self.offsets = offsets[..<Int(count)].map { Int($0) / 1000 }
        // Whole minutes only: the split caches key the time of day by the minute.
        guard self.offsets.allSatisfy({ $0 % 60 == 0 }),
            starts.allSatisfy({ $0.truncatingRemainder(dividingBy: 60) == 0 || $0 == starts[0] })
        else { return nil }
    }

    /// The offset in force at `seconds`, which must lie in `range`.
    @inline(__always)
    func offset(at seconds: Double) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return offsets[low]
    }
}
