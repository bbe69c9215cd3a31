/// Makes cairo's SVG output independent of what the process drew before.
///
/// Cairo numbers SVG surfaces, images, masks and patterns (`id="surface191"`, `id="image231"`) from
/// process-wide counters, so the same display list drawn twice in one process (a batch render, a test) would
/// differ in those ids. Each kind is renumbered from 1 in order of first appearance; references (`#image231`)
/// spell the id the same way and are renamed with it.
enum SVGObjectIDs {
    /// The id prefixes cairo's SVG surface draws from global counters.
    static let prefixes = ["surface", "image", "source", "mask", "pattern", "clip"].map { Array($0.utf8) }

    static func renumber(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [[UInt8]: [ArraySlice<UInt8>: Int]] = [:]
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        var index = 0
        scan: while index < svg.count {
            for prefix in prefixes where svg[index] == prefix[0] && index + prefix.count < svg.count
                && svg[index..<index + prefix.count].elementsEqual(prefix) {
                var end = index + prefix.count
                while end < svg.count, digits.contains(svg[end]) { end += 1 }
                guard end > index + prefix.count else { continue }
                let number = svg[(index + prefix.count)..<end]
                var table = numbers[prefix, default: [:]]
                let renumbered = table[number] ?? (table.count + 1)
                table[number] = renumbered
                numbers[prefix] = table
                output += prefix
                output += Array(String(renumbered).utf8)
                index = end
                continue scan
            }
            output.append(svg[index])
            index += 1
        }
        return output
    }
}
