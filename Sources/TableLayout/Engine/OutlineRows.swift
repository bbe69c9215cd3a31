import TableResolve


/// A row of a section after its outline is flattened: the row and how many outline levels deep it sits.
struct OutlineRow {
    /// The row as written (its `children` still attached: they decide its outline chevron).
    let row: ContentRow
    /// 0 for a section's own rows, 1 for their children, and so on.
    let level: Int
}

/// The pre-pass that turns outline rows (`children`, `expanded`) into plain rows with a level, so cards,
/// separators and heights lay them out as any other rows: an expanded row's children follow it, one level
/// deeper; a collapsed row's children are not drawn at all.
enum OutlineRows {
    /// The rows of a section in drawing order, each with its level.
    static func flatten(_ rows: [ContentRow]) -> [OutlineRow] {
        Array(Walk(rows))
    }

    /// The rows of a section in drawing order, each with its level, made one at a time as they are laid out:
    /// `flatten` copies every row of the section (a section of 100,000 rows: tens of megabytes at once).
    struct Walk: Sequence {
        let rows: [ContentRow]
        /// How many rows the walk yields.
        let count: Int

        init(_ rows: [ContentRow]) {
            self.rows = rows
            var count = 0
            var pending: [[ContentRow]] = [rows]
            while let next = pending.popLast() {
                count += next.count
                for row in next where row.expanded {
                    if let children = row.children, !children.isEmpty { pending.append(children) }
                }
            }
            self.count = count
        }

        func makeIterator() -> Iterator {
            Iterator(stack: [(rows[...], 0)])
        }

        /// Depth first with an explicit stack, so a deep outline cannot exhaust the call stack.
        struct Iterator: IteratorProtocol {
            var stack: [(rows: ArraySlice<ContentRow>, level: Int)]

            mutating func next() -> OutlineRow? {
                while var top = stack.popLast() {
                    guard let row = top.rows.first else { continue }
                    top.rows = top.rows.dropFirst()
                    stack.append(top)
                    if row.expanded, let children = row.children, !children.isEmpty {
                        stack.append((children[...], top.level + 1))
                    }
                    return OutlineRow(row: row, level: top.level)
                }
                return nil
            }
        }
    }

    /// Whether a row draws an outline chevron: it has children, shown or not.
    static func isOutline(_ row: ContentRow) -> Bool {
        !(row.children?.isEmpty ?? true)
    }
}
