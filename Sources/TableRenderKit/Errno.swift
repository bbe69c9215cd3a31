#if canImport(Glibc)
import Glibc
#endif

/// C error numbers as the short lower-case phrases messages use.
public enum Errno {
    /// `strerror`'s text with a lower-case first letter ("permission denied").
    public static func text(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
