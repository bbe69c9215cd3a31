/// Makes cairo's SVG output independent of what the process drew before.
///
/// Cairo numbers SVG surfaces (`id="surface191"`) from a process-wide counter, so the same display list drawn
/// twice in one process (a batch render, a test) would differ in those ids. They are renumbered from 1 in order
/// of first appearance; every reference (`#surfaceN`) uses the same text and is renamed with it.
enum SVGSurfaceIDs {
    static func renumber(_ svg: [UInt8]) -> [UInt8] {
        let marker = Array("surface".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var index = 0
        while index < svg.count {
            if svg[index] == marker[0], index + marker.count < svg.count,
               svg[index..<index + marker.count].elementsEqual(marker) {
                var end = index + marker.count
                while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
                if end > index + marker.count {
                    let digits = svg[(index + marker.count)..<end]
                    let number = numbers[digits] ?? (numbers.count + 1)
                    numbers[digits] = number
                    output += marker
                    output += Array(String(number).utf8)
                    index = end
                    continue
                }
            }
            output.append(svg[index])
            index += 1
        }
        return output
    }
}
