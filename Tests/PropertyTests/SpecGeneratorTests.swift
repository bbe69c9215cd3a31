import PropertyBased
import TableSpec
import Testing

/// The generators make only rows a spec could write, and they reach every control.
@Suite struct SpecGeneratorTests {
    @Test func generatedRowsAreCombinationsDecodingAccepts() async {
        await propertyCheck(count: 300, input: SpecGen.row) { row in
            #expect(row.controlConflicts.isEmpty, "\(row.controlConflicts): \(row)")
        }
    }

    /// A change that stopped the generator making some control would leave the layout properties blind to it.
    @Test func everyControlAndFormIsGenerated() async {
        var kinds: Set<String> = []
        var tinted = false, prominent = false, linked = false
        await propertyCheck(count: 400, input: SpecGen.section) { section in
            for row in section.rows {
                if let control = row.control { kinds.insert(String(describing: control).prefix { $0 != "(" }.description) }
                tinted = tinted || row.switchTint != nil
                prominent = prominent || row.role == .prominent
            }
            linked = linked || section.footer.map { LinkedText(parsing: $0).hasLinks } == true
        }
        #expect(kinds == ["textField", "slider", "stepper", "segments", "menu", "progress", "spinner"])
        #expect(tinted)
        #expect(prominent)
        #expect(linked)
    }

    /// Every row, outline children included, is valid for the generated table's edit mode and selection, and a
    /// section index from headers only appears where some section has a header.
    @Test func generatedTablePartsAreCombinationsDecodingAccepts() async {
        await propertyCheck(count: 300, input: SpecGen.spec) { spec in
            func check(_ row: Row, depth: Int) {
                #expect(row.tablePartConflicts(editing: spec.editing, selection: spec.selection).isEmpty,
                        "\(row.tablePartConflicts(editing: spec.editing, selection: spec.selection)): \(row)")
                #expect(depth <= SpecLimits.maximumOutlineDepth)
                row.children?.forEach { check($0, depth: depth + 1) }
            }
            spec.sections.forEach { $0.rows.forEach { check($0, depth: 0) } }
            #expect(spec.selection == .none || spec.editing)
            if spec.sectionIndex == .fromHeaders { #expect(spec.sections.contains { $0.header != nil }) }
        }
    }

    /// A change that stopped the generator making some part would leave the layout properties blind to it.
    @Test func everyTablePartIsGenerated() async {
        var seen: Set<String> = []
        await propertyCheck(count: 400, input: SpecGen.spec) { spec in
            if spec.editing { seen.insert("editing") }
            if spec.selection == .multiple { seen.insert("multiple") }
            if spec.searchBar != nil { seen.insert("searchBar") }
            switch spec.sectionIndex {
            case .fromHeaders?: seen.insert("index from headers")
            case .titles?: seen.insert("index titles")
            case nil: break
            }
            func visit(_ row: Row, depth: Int) {
                if let swipe = row.swipe { seen.insert(swipe.leading.isEmpty ? "trailing swipe" : "leading swipe") }
                if let edit = row.edit { seen.insert("edit \(edit.rawValue)") }
                if row.reorder { seen.insert("reorder") }
                if row.expanded { seen.insert("expanded") }
                if depth == 3 { seen.insert("three levels") }
                row.children?.forEach { visit($0, depth: depth + 1) }
            }
            spec.sections.forEach { $0.rows.forEach { visit($0, depth: 0) } }
        }
        #expect(seen == ["editing", "multiple", "searchBar", "index from headers", "index titles", "trailing swipe",
                         "leading swipe", "edit delete", "edit insert", "edit none", "reorder", "expanded",
                         "three levels"])
    }
}
