import ArgumentParser
import CairoBackend
import TableRenderKit
import TableSpec

/// The plain command lines most runs are — `tablerender SPEC -o OUT` and a few of `render`'s options — made into
/// the `RenderCommand` swift-argument-parser would make, without it: the parser reflects every option of the
/// command tree (12 commands) before it reads one argument, ≈5 ms of CPU at start-up that competes with the
/// font prefetch on the other core (docs/performance.md). Anything else is left to the parser, errors and help
/// included: another command, an option not listed here, `--option=value`, a value starting with `-`, an option
/// given twice, a value its option refuses, or a command that fails validation. `PlainArgumentsTests` checks
/// that every line taken here makes the very command (every field, defaults included) the parser makes.
extension RenderCommand {
    /// `render`'s options taken here, each with the value it reads (one argument after it).
    private enum PlainOption: CaseIterable {
        case output, format, scale, width, appearance, style, dynamicType, direction, ios, device, inputFormat
        case pngCompression, maxPageHeight

        /// The option's spellings.
        var names: [String] {
            switch self {
            case .output: return ["-o", "--output"]
            case .format: return ["--format"]
            case .scale: return ["--scale"]
            case .width: return ["--width"]
            case .appearance: return ["--appearance"]
            case .style: return ["--style"]
            case .dynamicType: return ["--dynamic-type"]
            case .direction: return ["--direction"]
            case .ios: return ["--ios"]
            case .device: return ["--device"]
            case .inputFormat: return ["--input-format"]
            case .pngCompression: return ["--png-compression"]
            case .maxPageHeight: return ["--max-page-height"]
            }
        }
    }

    /// `render`'s flags taken here.
    private enum PlainFlag: CaseIterable {
        case quiet, strict, allowOutsidePaths, screen

        /// The flag's spellings.
        var names: [String] {
            switch self {
            case .quiet: return ["-q", "--quiet"]
            case .strict: return ["--strict"]
            case .allowOutsidePaths: return ["--allow-outside-paths"]
            case .screen: return ["--screen"]
            }
        }
    }

    /// The command `arguments` (without the executable) make when they are a plain `render` line: an optional
    /// `render`, one spec, and options of `PlainOption` and `PlainFlag` at most once each; nil otherwise.
    static func plain(_ arguments: [String]) -> RenderCommand? {
        // The commands, and the parser's own `help`, which it adds to every command tree.
        let commandNames = Set(TableRenderCommand.configuration.subcommands.map { $0._commandName } + ["help"])
        var remaining = arguments[...]
        if remaining.first == RenderCommand._commandName { remaining = remaining.dropFirst() }
        var spec: String?
        var values: [PlainOption: String] = [:]
        var flags: Set<PlainFlag> = []
        while let argument = remaining.popFirst() {
            if let option = PlainOption.allCases.first(where: { $0.names.contains(argument) }) {
                guard values[option] == nil, let value = remaining.popFirst(), !value.hasPrefix("-") else { return nil }
                values[option] = value
            } else if let flag = PlainFlag.allCases.first(where: { $0.names.contains(argument) }) {
                guard flags.insert(flag).inserted else { return nil }
            } else {
                // One spec, which the parser would not take for a command or an option.
                guard spec == nil, !argument.isEmpty, !argument.hasPrefix("-"), !commandNames.contains(argument) else { return nil }
                spec = argument
            }
        }
        guard let spec else { return nil }

        /// The option's value read as the parser reads it; `.some(nil)` when absent, nil when refused.
        func read<Value: ExpressibleByArgument>(_ option: PlainOption, as _: Value.Type) -> Value?? {
            guard let text = values[option] else { return .some(nil) }
            guard let value = Value(argument: text) else { return nil }
            return .some(value)
        }
        guard let format = read(.format, as: OutputFormat.self), let scale = read(.scale, as: Double.self),
              let width = read(.width, as: Double.self), let appearance = read(.appearance, as: Appearance.self),
              let style = read(.style, as: TableStyle.self), let dynamicType = read(.dynamicType, as: DynamicTypeSize.self),
              let direction = read(.direction, as: LayoutDirection.self), let ios = read(.ios, as: IOSVersionArgument.self),
              let device = read(.device, as: Device.self), let inputFormat = read(.inputFormat, as: SpecFormat.self),
              let pngCompression = read(.pngCompression, as: PNGCompression.self),
              let maxPageHeight = read(.maxPageHeight, as: Int.self) else { return nil }

        // Every field set, to the parser's defaults where the line is silent: a field left unset would stop the
        // run when read (and `PlainArgumentsTests` compares every field with the parser's).
        var specOptions = SpecOptions()
        specOptions.inputFormat = inputFormat
        specOptions.scale = scale
        specOptions.width = width
        specOptions.appearance = appearance
        specOptions.style = style
        specOptions.dynamicType = dynamicType
        specOptions.direction = direction
        specOptions.ios = ios
        specOptions.device = device
        specOptions.allowOutsidePaths = flags.contains(.allowOutsidePaths)
        var strictOption = StrictOption()
        strictOption.strict = flags.contains(.strict)
        specOptions.strictOption = strictOption
        specOptions.pngCompression = pngCompression ?? .fast

        var bundleArguments = BundleArguments()
        bundleArguments.locale = "en"
        bundleArguments.idiom = .phone
        bundleArguments.appName = nil
        bundleArguments.screen = flags.contains(.screen)
        bundleArguments.view = nil
        bundleArguments.preview = nil
        bundleArguments.sources = []
        bundleArguments.assume = []

        var selection = SelectionOptions()
        selection.matrix = []
        selection.shard = nil
        var jobsOption = JobsOption()
        jobsOption.jobs = nil

        var command = RenderCommand()
        command.specs = [spec]
        command.output = values[.output]
        command.outDir = nil
        command.format = format
        command.specOptions = specOptions
        command.bundleArguments = bundleArguments
        command.pane = nil
        command.selection = selection
        command.jobsOption = jobsOption
        command.dumpLayout = false
        command.dumpResolved = false
        command.maxPageHeight = maxPageHeight
        command.quiet = flags.contains(.quiet)
        command.variants = []
        command.devices = []
        command.captions = false
        // What the parser checks after reading; a line that fails goes to the parser for its message.
        do {
            try specOptions.validate()
            try selection.validate()
            try jobsOption.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
    }
}
