extension DisplayList {
    /// The lines of every text run, clip groups included, for cutting a page that no page break fits.
    func textLines() -> [TextLines] {
        var lines: [TextLines] = []
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .text(let run): lines.append(run.lines)
                case .clip(let group): collect(group.items)
                default: break
                }
            }
        }
        collect(items)
        return lines
    }

    /// Where a page starting at `top` ends when no page break fits before `limit` (a row taller than a page):
    /// at `limit` when no text line crosses it, else at the lowest boundary between lines in the page's lower
    /// half that cuts the fewest lines, moved up onto the pixel grid, so text continues on the next page a whole
    /// line at a time. Only when every candidate cuts a line (columns whose lines do not meet) is a line clipped
    /// across two pages; it is still drawn on both, so no text is lost.
    func lineCut(from top: Double, limit: Double, lines: inout TextLineWindow) -> Double {
        // Not above half the page, so misaligned columns cannot make pages arbitrarily short.
        let floor = top + (limit - top) / 2
        let near = lines.lines(below: floor, above: limit)
        func crossings(_ y: Double) -> Int { near.reduce(0) { $0 + ($1.isCut(at: y) ? 1 : 0) } }
        var best = limit
        var fewest = crossings(limit)
        guard fewest > 0 else { return limit }
        for run in near {
            for boundary in run.boundaries(in: floor...limit) {
                // Down onto the pixel grid so the pages of a PNG join without a seam; the tolerance keeps a
                // boundary already on the grid where it is.
                let cut = (boundary * scale + 1e-6).rounded(.down) / scale
                guard cut > top + 1e-9, cut <= limit else { continue }
                let count = crossings(cut)
                if count < fewest || (count == fewest && cut > best) {
                    best = cut
                    fewest = count
                }
            }
        }
        return best
    }
}
