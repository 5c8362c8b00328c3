/// Wording shared by the parsers' error messages.
enum ConstraintDiagnostics {
    /// "unknown metric 'pad' (metrics: margin, spacing)", with a "did you mean" when a metric is spelled nearly
    /// alike.
    static func unknownMetric(_ name: String, metrics: [String: Double]) -> String {
        guard !metrics.isEmpty else { return "unknown metric '\(name)' (no metrics were given)" }
        let names = metrics.keys.sorted()
        if let near = nearestName(to: name, among: names) {
            return "unknown metric '\(name)'; did you mean '\(near)'? (metrics: \(names.joined(separator: ", ")))"
        }
        return "unknown metric '\(name)' (metrics: \(names.joined(separator: ", ")))"
    }

    /// "; did you mean 'x'?" for a near match, otherwise the full list of valid names.
    static func suggestion(for name: String, among names: [String], listing kind: String) -> String {
        if let near = nearestName(to: name, among: names) { return "; did you mean '\(near)'?" }
        return " (\(kind): \(names.joined(separator: ", ")))"
    }

    /// The candidate equal to `name` ignoring case, else the closest within a small edit distance (1 for short names,
    /// 2 from five characters on), else nil.
    static func nearestName(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let limit = name.count >= 5 ? 2 : 1
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Edit distance between two strings, counted in characters: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters each cost 1 (optimal string alignment), so "widht" is 1 away from "width".
    static func editDistance(_ source: String, _ target: String) -> Int {
        let sourceCharacters = Array(source)
        let targetCharacters = Array(target)
        var rowBeforePrevious: [Int] = []
        var previousRow = Array(0...targetCharacters.count)
        for (sourceIndex, sourceCharacter) in sourceCharacters.enumerated() {
            var currentRow = [sourceIndex + 1]
            for (targetIndex, targetCharacter) in targetCharacters.enumerated() {
                let substitution = previousRow[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
                var distance = min(substitution, previousRow[targetIndex + 1] + 1, currentRow[targetIndex] + 1)
                if sourceIndex > 0, targetIndex > 0, sourceCharacter == targetCharacters[targetIndex - 1],
                   sourceCharacters[sourceIndex - 1] == targetCharacter
                {
                    distance = min(distance, rowBeforePrevious[targetIndex - 1] + 1)
                }
                currentRow.append(distance)
            }
            rowBeforePrevious = previousRow
            previousRow = currentRow
        }
        return previousRow[targetCharacters.count]
    }
}
