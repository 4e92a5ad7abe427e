/// "Did you mean": the one suggestion code of every layer. Units, catalog keys and rotors (Spoken),
/// render ops (SpokenRender), commands and options (the CLI) all ask it, so a typo is judged alike
/// everywhere.
package enum Suggestion {
    /// Up to `limit` candidates closest to `typed`, nearest first (ties by name): the
    /// case-insensitive optimal-string-alignment distance, within a typo's reach. At most
    /// `max(2, length / 4)` edits and fewer than half the word: 'x' is no typo of 'rotor'.
    package static func closest(to typed: String, in candidates: some Sequence<String>, limit: Int = 3) -> [String] {
        let wanted = Array(typed.lowercased().utf8)
        guard !wanted.isEmpty, limit > 0 else { return [] }
        let threshold = max(2, wanted.count / 4)
        var scored: [(distance: Int, name: String)] = []
        for name in candidates {
            let candidate = Array(name.lowercased().utf8)
            guard abs(candidate.count - wanted.count) <= threshold else { continue }
            let distance = EditDistance.optimalStringAlignment(wanted, candidate)
            guard distance <= threshold, distance * 2 < max(wanted.count, candidate.count) else { continue }
            scored.append((distance, name))
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        var names: [String] = []
        for (_, name) in scored where names.count < limit && !names.contains(name) { names.append(name) }
        return names
    }

    /// The one nearest candidate, if any is close enough.
    package static func nearest(to typed: String, in candidates: some Sequence<String>) -> String? {
        closest(to: typed, in: candidates, limit: 1).first
    }

    /// "did you mean 'a'?", "did you mean 'a' or 'b'?", "did you mean 'a', 'b' or 'c'?"; nil for
    /// no names.
    package static func didYouMean(_ names: [String]) -> String? {
        guard let last = names.last else { return nil }
        guard names.count > 1 else { return "did you mean '\(last)'?" }
        return "did you mean " + names.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(last)'?"
    }

    /// `Unknown KIND 'typed'` with ": did you mean …?" when candidates are close.
    package static func unknown(_ kind: String, _ typed: String, in candidates: some Sequence<String>, limit: Int = 1)
        -> String
    {
        let hint = didYouMean(closest(to: typed, in: candidates, limit: limit)).map { ": " + $0 } ?? ""
        return "Unknown \(kind) '\(SpokenError.token(typed))'\(hint)"
    }
}

/// Edit distances behind `Suggestion`.
package enum EditDistance {
    /// Levenshtein distance where swapping two adjacent characters counts as one edit
    /// ("kilometre" → "kilometer" is 1).
    package static func optimalStringAlignment(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var beforePrevious = [Int](repeating: 0, count: width)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: width)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
