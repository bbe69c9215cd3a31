import Foundation

extension ValueReader {
    /// An avatar's initials: not empty, at most three characters (a circle holds no more legibly).
    func avatarInitials() -> String? {
        guard let text = string() else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            report("\"initials\" is empty; give one to three letters, e.g. \"JA\"")
            return nil
        }
        if trimmed.count > 3 {
            report("\"initials\" has \(trimmed.count) characters; an avatar holds one to three")
            return nil
        }
        return trimmed
    }
}
