import Foundation
import PackagePlugin

/// `swift package tablerender ARGUMENTS…`: runs the `tablerender` executable, built from this package, with the
/// arguments as given, in the directory of the package the command runs in, so paths are relative to it:
///
///     swift package --allow-writing-to-package-directory tablerender check specs --golden goldens
///     swift package --allow-writing-to-package-directory tablerender specs/settings.json -o shots/settings.png
///
/// Writing outputs, goldens or reports needs `--allow-writing-to-package-directory` (SwiftPM asks otherwise).
/// tablerender's own output and messages pass through unchanged; any failure (a mismatch, an invalid spec, a
/// usage error) makes the command fail, and its message gives tablerender's exit code (docs/library.md).
@main
struct TableRenderPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "tablerender")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: context.package.directory.string, isDirectory: true)
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how = process.terminationReason == .exit
                ? "exit code \(process.terminationStatus)"
                : "signal \(process.terminationStatus)"
            throw TableRenderFailed(message: "tablerender \(arguments.joined(separator: " ")) failed (\(how))")
        }
    }
}

/// Why the command failed, as SwiftPM prints it.
struct TableRenderFailed: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
