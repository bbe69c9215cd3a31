import ArgumentParser
import Foundation
import TableRenderKit
import TableScale
import TableSpec

/// `--matrix` and `--shard`, shared by `render` and `check`: which variants of the collected specs this run
/// draws, and which share of them this process takes.
struct SelectionOptions: ParsableArguments {
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Every combination of these values, one output each: AXIS=V1,V2 [AXIS=…] with axes appearance, dynamicType, direction, device, ios, locale; outputs are named NAME.V1.V2.png in axis order.",
                               valueName: "AXIS=V1,V2"))
    var matrix: [String] = []

    @Option(help: ArgumentHelp("Take a stable share of the specs: I/N (1-based; a spec always lands in the same shard), or auto to read it from the CI (TABLERENDER_SHARD, Bazel, CircleCI, Buildkite, GitLab).",
                               valueName: "I/N|auto"))
    var shard: String?

    func validate() throws {
        do {
            _ = try Matrix(parsing: matrix)
        } catch let problem as Matrix.Problem {
            throw ValidationError(problem.description)
        }
        if let shard, shard != "auto", Shard(parsing: shard) == nil {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N ≤ \(Shard.maximumCount), or auto; not \(DiagnosticText.quoted(shard))")
        }
    }

    /// The parsed matrix (empty without `--matrix`).
    var parsedMatrix: Matrix {
        (try? Matrix(parsing: matrix)) ?? Matrix.empty
    }

    /// Which matrix axes the command line's own options already set: they would be overridden, so naming both
    /// is a usage error.
    func checkConflicts(with options: SpecOptions) throws {
        let axes = Set(parsedMatrix.axes)
        let conflicts: [(Matrix.Axis, Bool, String)] = [
            (.appearance, options.appearance != nil, "--appearance"),
            (.device, options.device != nil, "--device"),
            (.dynamicType, options.dynamicType != nil, "--dynamic-type"),
            (.direction, options.direction != nil, "--direction"),
            (.ios, options.ios != nil, "--ios"),
        ]
        for (axis, isSet, option) in conflicts where isSet && axes.contains(axis) {
            throw ValidationError("\(option) and --matrix \(axis.rawValue)=… both set the \(axis.rawValue); drop one")
        }
    }

    /// The run's shard: the one given, the CI's for `auto`, nil for the whole run. `auto` outside a CI prints a
    /// note and takes everything, so the same command works on a laptop.
    func resolvedShard(quiet: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Shard? {
        guard let shard else { return nil }
        guard shard == "auto" else { return Shard(parsing: shard) }
        do {
            guard let detected = try Shard.detect(in: environment) else {
                if !quiet {
                    printStatus("--shard auto: no shard in the environment (\(Shard.environmentNames.joined(separator: ", "))); taking every spec")
                }
                return nil
            }
            // Bazel asks a sharded test to touch this file to say it understood the sharding: touch, not write
            // (FileManager.createFile would replace it with a new empty file).
            if let status = environment[Shard.bazelStatusFileVariable], !status.isEmpty, detected.source.hasPrefix("TEST_"),
               let reason = Shard.touchStatusFile(status), !quiet {
                printError("--shard auto: warning: cannot touch \(Shard.bazelStatusFileVariable)=\(PathEscaping.escaped(status)): \(reason)")
            }
            return detected.shard
        } catch let problem as Shard.EnvironmentProblem {
            // Found while running, not while parsing: printed here as a usage error, without the usage text.
            printError("--shard auto: \(problem.description)")
            throw ExitCode(64)
        }
    }

    /// Every job of the run, expanded by the matrix and numbered (what orphans are judged against), and the ones
    /// this shard draws.
    func select(_ collected: [SpecJob], shard: Shard?) -> (all: [SpecJob], selected: [SpecJob]) {
        let all = parsedMatrix.expand(collected)
        return (all, shard.map { $0.select(all) } ?? all)
    }
}
