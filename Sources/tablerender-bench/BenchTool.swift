import Foundation

/// Helpers for `make bench` (a benchmark, never a test):
/// `spec ROWS` prints an inset-grouped spec of that many rows in sections of 20 at 3×. (The PNG floor is no longer
/// here: it is the C program bench/png_floor.c, built by bench/run.py, so the floor does not move with the encoder.)
@main
enum BenchTool {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 2, arguments[0] == "spec", let rows = Int(arguments[1]), rows > 0 else { usage() }
        print(spec(rows: rows))
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
        FileHandle.standardError.write(Data("usage: tablerender-bench spec ROWS\n".utf8))
        exit(64)
    }
}
