import Foundation
import TableRenderKit

/// The exact `tablerender accept` command a report page shows, quoted for a POSIX shell.
public enum AcceptCommandText {
    /// `tablerender accept REPORT [NAME...]` (every failure when `names` is empty), each argument quoted when
    /// it needs to be; nil when an argument holds a character no command line should carry (a control
    /// character), so the page shows no command rather than a wrong one.
    public static func command(report: String, names: [String] = []) -> String? {
        var words = ["tablerender", "accept"]
        // An argument starting with `-` would read as an option.
        if ([report] + names).contains(where: { $0.hasPrefix("-") }) { words.append("--") }
        for argument in [report] + names {
            guard let word = quoted(argument) else { return nil }
            words.append(word)
        }
        return words.joined(separator: " ")
    }

    /// `argument` as one shell word: as it is when made of `A-Za-z0-9_./:=,+@%-` only, else in single quotes
    /// (a `'` inside as `'\''`); nil for an empty argument or one with a control character.
    static func quoted(_ argument: String) -> String? {
        guard !argument.isEmpty,
              !argument.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        let plain = argument.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                               || "_./:=,+@%-".unicodeScalars.contains(scalar))
        }
        if plain { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
