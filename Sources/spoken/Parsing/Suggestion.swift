import Spoken

/// "Did you mean" for commands and options: the nearest candidate by edit distance, if it is
/// close enough to be a typo rather than another word.
enum Suggestion {
    static func nearest(to typed: String, in candidates: [String]) -> String? {
        let wanted = Array(typed.lowercased().utf8)
        guard !wanted.isEmpty else { return nil }
        var best: (distance: Int, name: String)?
        for candidate in candidates {
            let distance = EditDistance.optimalStringAlignment(wanted, Array(candidate.utf8))
            // At most 2 edits, and fewer than half the word: 'x' is no typo of 'rotor'.
            guard distance <= 2, distance * 2 < max(wanted.count, candidate.utf8.count) else { continue }
            if best == nil || distance < best!.distance { best = (distance, candidate) }
        }
        return best?.name
    }
}
