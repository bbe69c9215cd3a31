import CairoBackend
import Foundation

/// Helpers for `make bench` (a benchmark, never a test):
/// `floor WIDTH HEIGHT OUT.png` writes a blank PNG of that size through tablerender's own encoder settings;
/// `spec ROWS` prints an inset-grouped spec of that many rows in sections of 20.
@main
enum BenchTool {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            switch (arguments.first, arguments.count) {
            case ("floor", 4):
                guard let width = Int(arguments[1]), let height = Int(arguments[2]) else { usage() }
                let bytes = try PNGEncoder.blank(width: width, height: height, compression: .fast)
                try Data(bytes).write(to: URL(fileURLWithPath: arguments[3]))
            case ("spec", 2):
                guard let rows = Int(arguments[1]), rows > 0 else { usage() }
                print(spec(rows: rows))
            default:
                usage()
            }
        } catch {
            FileHandle.standardError.write(Data("tablerender-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func spec(rows: Int) -> String {
        var sections: [String] = []
        var index = 0
        while index < rows {
            let count = min(20, rows - index)
            let cells = (0..<count).map { offset -> String in
                let n = index + offset
                return n % 3 == 0
                    ? "{\"title\": \"Row \(n)\", \"detail\": \"\(n * 7 % 1000)\", \"accessory\": \"disclosure\"}"
                    : "\"Row \(n)\""
            }
            sections.append("{\"header\": \"Section \(index / 20)\", \"rows\": [\(cells.joined(separator: ", "))]}")
            index += count
        }
        return "{\"scale\": 3, \"sections\": [\n" + sections.joined(separator: ",\n") + "\n]}"
    }

    static func usage() -> Never {
        FileHandle.standardError.write(Data("usage: tablerender-bench floor WIDTH HEIGHT OUT.png | spec ROWS\n".utf8))
        exit(64)
    }
}
