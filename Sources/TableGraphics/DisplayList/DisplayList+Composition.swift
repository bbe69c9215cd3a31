extension DisplayList {
    /// One render placed in a composition, with an optional caption above it.
    public struct Tile {
        /// The render.
        public var list: DisplayList
        /// Text shown above it, or nil.
        public var caption: String?

        /// Creates a tile.
        public init(_ list: DisplayList, caption: String? = nil) {
            self.list = list
            self.caption = caption
        }
    }

    /// Height of a caption line above each tile.
    public static let captionHeight = 30.0

    /// Several renders in a grid of `columns`, `gap` points apart, each clipped to its own canvas, with
    /// captions above them when any tile has one: light/dark variants side by side, devices next to each other,
    /// or a contact sheet of a whole folder. The result uses the finest scale among the tiles; lay every tile
    /// out at that one scale, or the coarser ones' pixel-snapped edges and hairlines fall between pixels.
    public static func grid(_ tiles: [Tile], columns: Int, gap: Double, captionStyle: TextStyle,
                            captionColor: RGBAColor, background: RGBAColor) -> DisplayList {
        let columns = max(1, min(columns, tiles.count))
        let rows = (tiles.count + columns - 1) / columns
        let captions = tiles.contains { $0.caption != nil }
        let captionSpace = captions ? captionHeight : 0
        var columnWidths = [Double](repeating: 0, count: columns)
        var rowHeights = [Double](repeating: 0, count: rows)
        for (index, tile) in tiles.enumerated() {
            columnWidths[index % columns] = max(columnWidths[index % columns], tile.list.size.width)
            rowHeights[index / columns] = max(rowHeights[index / columns], tile.list.size.height + captionSpace)
        }
        var items: [DisplayItem] = []
        var accessibility: [AccessibilityElement] = []
        for (index, tile) in tiles.enumerated() {
            let column = index % columns, row = index / columns
            let x = gap + columnWidths[..<column].reduce(0, +) + Double(column) * gap
            let y = gap + rowHeights[..<row].reduce(0, +) + Double(row) * gap
            if let caption = tile.caption {
                items.append(.text(TextRun(text: caption, style: captionStyle, color: captionColor,
                                           origin: Point(x, y + (captionSpace - captionStyle.size * 1.25) / 2),
                                           width: tile.list.size.width, maxLines: 1)))
            }
            let frame = Rect(x: x, y: y + captionSpace, width: tile.list.size.width, height: tile.list.size.height)
            var content: [DisplayItem] = [.fill(FilledShape(rect: frame, color: tile.list.background))]
            content += tile.list.items.map { $0.translated(dx: x, dy: y + captionSpace) }
            // Each tile's elements in tile order, moved with it.
            accessibility += tile.list.accessibility.map { $0.offset(dx: x, dy: y + captionSpace) }
            items.append(.clip(ClipGroup(shape: FilledShape(rect: frame, color: tile.list.background), items: content)))
        }
        let width = columnWidths.reduce(0, +) + Double(columns + 1) * gap
        let height = rowHeights.reduce(0, +) + Double(rows + 1) * gap
        var list = DisplayList(size: Size(width, height), scale: tiles.map(\.list.scale).max() ?? 1,
                               background: background, items: items)
        list.accessibility = accessibility
        return list
    }
}
