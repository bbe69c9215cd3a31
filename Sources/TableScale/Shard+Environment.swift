import TableRenderKit
#if canImport(Glibc)
import Glibc
#endif

/// `--shard auto`: the shard a CI job is, read from the variables each CI system sets for parallel jobs.
extension Shard {
    /// Where a shard was found, for messages.
    public struct Detected: Sendable {
        /// The shard.
        public var shard: Shard
        /// The variables it came from (`CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL`).
        public var source: String
    }

    /// Why the environment's shard variables cannot be used.
    public struct EnvironmentProblem: Error, Sendable, CustomStringConvertible {
        /// One line naming the variables and their values.
        public var description: String
    }

    /// One CI system's pair of variables: the index (0- or 1-based) and the total.
    struct Convention: Sendable {
        var index: String
        var total: String
        var firstIndex: Int
    }

    /// Checked in this order; the first whose total is set wins. GitHub Actions has no such variables: its
    /// workflow passes `--shard ${{ matrix.shard }}/N` or sets `TABLERENDER_SHARD` (docs/ci.md).
    static let conventions = [
        Convention(index: "TEST_SHARD_INDEX", total: "TEST_TOTAL_SHARDS", firstIndex: 0),  // Bazel
        Convention(index: "CIRCLE_NODE_INDEX", total: "CIRCLE_NODE_TOTAL", firstIndex: 0),  // CircleCI
        Convention(index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0),  // Buildkite
        Convention(index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", firstIndex: 1),  // GitLab
    ]

    /// The variable holding `I/N` explicitly, checked before the CI systems' own.
    public static let explicitVariable = "TABLERENDER_SHARD"

    /// The names of every variable `auto` reads, for the message when none is set.
    public static var environmentNames: [String] {
        [explicitVariable] + conventions.flatMap { [$0.index, $0.total] }
    }

    /// The shard the environment describes, nil when it describes none; throws when the variables are set but
    /// make no sense (an index past the total, a word).
    public static func detect(in environment: [String: String]) throws -> Detected? {
        if let text = environment[explicitVariable], !text.isEmpty {
            guard let shard = Shard(parsing: text) else {
                throw EnvironmentProblem(description: "\(explicitVariable)=\(PathEscaping.escaped(text)) is not I/N with 1 ≤ I ≤ N ≤ \(maximumCount)")
            }
            return Detected(shard: shard, source: explicitVariable)
        }
        for convention in conventions {
            guard let totalText = environment[convention.total], !totalText.isEmpty else { continue }
            let indexText = environment[convention.index] ?? ""
            guard let total = Int(totalText), let index = Int(indexText),
                  let shard = Shard(index: index - convention.firstIndex + 1, count: total) else {
                throw EnvironmentProblem(description: "\(convention.index)=\(PathEscaping.escaped(indexText)) and \(convention.total)=\(PathEscaping.escaped(totalText))"
                    + " are not a shard (index counted from \(convention.firstIndex), at most \(maximumCount) shards)")
            }
            return Detected(shard: shard, source: "\(convention.index)/\(convention.total)")
        }
        return nil
    }

    /// Bazel's variable naming the file a sharded test touches to say it reads the shard variables.
    public static let bazelStatusFileVariable = "TEST_SHARD_STATUS_FILE"

    /// Touches `path` as `touch(1)` does, which is Bazel's protocol for `TEST_SHARD_STATUS_FILE`: creates it when
    /// missing and updates its times, never truncating or replacing it (the file belongs to Bazel, which may have
    /// written into it or may watch it). Returns the reason when it cannot be touched, nil when it was.
    public static func touchStatusFile(_ path: String) -> String? {
        // No O_TRUNC, and no temporary file renamed over it: an existing file keeps its content and identity.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o666)
        if descriptor >= 0 {
            defer { close(descriptor) }
            return futimens(descriptor, nil) == 0 ? nil : Errno.text(errno)
        }
        let openError = errno
        // A file that exists but cannot be opened for writing (read-only) can still have its times set.
        return utimensat(AT_FDCWD, path, nil, 0) == 0 ? nil : Errno.text(openError)
    }
}
