extension DisplayList {
    /// Cuts a list into pages in order, each item's vertical extent computed once: `slice(_:)` on its own scans
    /// every item for every page, so a 100k-row table cut into 431 pages spent its time on items of other pages.
    /// The pages are the same as `slice(_:)`'s, item for item and in the same order.
    public struct PageSlicer {
        private let list: DisplayList
        private let extents: [ClosedRange<Double>]
        /// Item indices by where they start (then by index): the sweep adds them as pages reach them.
        private let byTop: [Int]
        private var next = 0
        /// Items begun by an earlier page that may still reach a later one.
        private var active: [Int] = []
        private let elementExtents: [ClosedRange<Double>]
        private let elementsByTop: [Int]
        private var nextElement = 0
        private var activeElements: [Int] = []
        private var lastTop = -Double.infinity

        /// Prepares `list` for cutting.
        public init(_ list: DisplayList) {
            self.list = list
            let extents = list.items.map(\.verticalExtent)
            let elementExtents = list.accessibility.map { $0.frame.y...$0.frame.maxY }
            self.extents = extents
            self.elementExtents = elementExtents
            byTop = extents.indices.sorted { (extents[$0].lowerBound, $0) < (extents[$1].lowerBound, $1) }
            elementsByTop = elementExtents.indices.sorted {
                (elementExtents[$0].lowerBound, $0) < (elementExtents[$1].lowerBound, $1)
            }
        }

        /// The page between `range`'s bounds, as `DisplayList.slice(range)` makes it. Ranges are expected in
        /// increasing order (as `pageRanges` gives them); a range above the previous one falls back to `slice`.
        public mutating func slice(_ range: ClosedRange<Double>) -> DisplayList {
            let top = range.lowerBound, bottom = range.upperBound
            guard top >= lastTop else { return list.slice(range) }
            lastTop = top
            let items = Self.sweep(extents, byTop, &next, &active, top: top, bottom: bottom)
            let elements = Self.sweep(elementExtents, elementsByTop, &nextElement, &activeElements, top: top, bottom: bottom)
            var page = DisplayList(size: Size(list.size.width, bottom - top), scale: list.scale,
                                   background: list.background, items: items.map { list.items[$0].translated(dy: -top) })
            page.pageBreaks = list.pageBreaks.filter { $0 > top && $0 < bottom }.map { $0 - top }
            page.accessibility = elements.map { list.accessibility[$0].offset(dx: 0, dy: -top) }
            return page
        }

        /// The indices (in list order) of the extents that overlap `top…bottom` strictly, as `slice` keeps them;
        /// `active` keeps those that may reach further pages.
        private static func sweep(_ extents: [ClosedRange<Double>], _ byTop: [Int], _ next: inout Int, _ active: inout [Int],
                                  top: Double, bottom: Double) -> [Int] {
            while next < byTop.count, extents[byTop[next]].lowerBound < bottom {
                active.append(byTop[next])
                next += 1
            }
            // Pages only move down: an extent that ends above this page's top ends above every later one.
            active.removeAll { extents[$0].upperBound <= top }
            return active.filter { extents[$0].upperBound > top && extents[$0].lowerBound < bottom }.sorted()
        }
    }
}
