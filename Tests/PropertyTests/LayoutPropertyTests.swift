import Foundation
import PropertyBased
import LayoutTestSupport
import TableLayout
import TableSpec
import Testing

/// Layout invariants checked on random specs (every style, width, scale, direction and row element).
@Suite struct LayoutPropertyTests {
    /// Examples per property: enough to meet every style often, few enough that the suite takes a few seconds.
    /// `PROPERTY_EXAMPLES=5000 swift test --disable-xctest` searches harder.
    static let examples = ProcessInfo.processInfo.environment["PROPERTY_EXAMPLES"].flatMap(Int.init) ?? 120

    @Test func everyRowGetsOneHighlightAndSelectionMovesNothing() async {
        await propertyCheck(count: Self.examples, input: SpecGen.spec) { spec in
            let problems = LayoutProbe(spec).probeProblems()
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test func rowsOfASectionNeverOverlapAndFollowInOrder() async {
        await propertyCheck(count: Self.examples, input: SpecGen.spec) { spec in
            let problems = LayoutProbe(spec).rowOrderProblems()
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    /// Without badges: a badge that does not fit is badgeStaysOnTheCanvasBesideAnAccessory's known issue.
    @Test func nothingLeavesTheCanvasHorizontally() async {
        await propertyCheck(count: Self.examples, input: SpecGen.spec.map(\.withoutBadges)) { spec in
            let problems = LayoutProbe(spec).horizontalProblems()
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    /// Known issue: RowBuilder.trailingAccessories places the badge before the accessory without a limit, so
    /// when both do not fit (narrow canvas, large text) the badge, and a detail beside it, pass the leading edge.
    @Test func badgeStaysOnTheCanvasBesideAnAccessory() {
        var row = Row(title: "Updates")
        row.badge = "999+"
        row.detail = "On"
        row.accessory = .detail
        var spec = Spec(sections: [Section(rows: [row])])
        spec.width = 200
        spec.dynamicType = .AX5
        let problems = LayoutProbe(spec).horizontalProblems()
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Fixed: a stepper beside an expanded outline row's chevron, in a 200-pt row at AX5, was placed past the
    /// row's leading edge (found by `nothingLeavesTheCanvasHorizontally` at x −0.97); it now stops at the text's
    /// start, as a badge does.
    @Test func aTrailingControlThatDoesNotFitStaysOnTheCanvas() {
        var parent = Row(title: "Battery")
        parent.control = .stepper(StepperControl())
        parent.children = [Row(title: "Personal")]
        parent.expanded = true
        var spec = Spec(sections: [Section(rows: [parent])])
        spec.width = 200
        spec.dynamicType = .AX5
        spec.safeArea = EdgeInsets(right: 24.5)
        let problems = LayoutProbe(spec).horizontalProblems()
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Fixed: the last pinstripe repeat is cut at the canvas edge (it ran 3.5 pt past it, mirrored in RTL).
    @Test func classicPinstripesStayOnTheCanvas() async {
        let classic = SpecGen.spec.map { spec -> Spec in
            var spec = spec
            spec.style = .classic
            spec.separator = SeparatorSpec(style: .etched)
            return spec
        }
        await propertyCheck(count: 20, input: classic) { spec in
            let problems = LayoutProbe(spec).horizontalProblems()
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    /// Fixed: a turn's radius stops at the 36-pt padding (less the pen), with a straight stretch beside taller rows.
    @Test func snakeStaysOnTheCanvasBesideTallRows() async {
        let snaking = SpecGen.spec.map { spec -> Spec in
            var spec = spec
            if spec.style == .classic { spec.style = .grouped }
            spec.separator = SeparatorSpec(style: .snake)
            return spec
        }
        await propertyCheck(count: 40, input: snaking) { spec in
            let problems = LayoutProbe(spec).horizontalProblems()
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test func separatorsLieOnlyBetweenRowsOfOneSection() async {
        await propertyCheck(count: Self.examples, input: SpecGen.spec) { spec in
            let problems = LayoutProbe(spec).separatorProblems()
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    /// Fixed: under a row shorter than two pixels only the etch's light line is drawn, inside the row.
    @Test func etchedSeparatorStaysInsideAOnePixelRow() {
        var first = Row(title: "Thin")
        first.height = 1
        var spec = Spec(sections: [Section(header: SectionHeader(text: "Header"), rows: [first, Row(title: "Next")])])
        spec.style = .grouped
        spec.scale = 1
        spec.separator = SeparatorSpec(style: .etched)
        let problems = LayoutProbe(spec).separatorProblems()
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func roundedCornersOnlyOnCapCells() async {
        await propertyCheck(count: Self.examples, input: SpecGen.spec) { spec in
            let problems = LayoutProbe(spec).cornerProblems()
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    @Test func addingARowNeverMakesTheCanvasShorter() async {
        await propertyCheck(count: Self.examples, input: SpecGen.spec, SpecGen.row, Gen.int(in: 0...10_000)) { spec, row, seed in
            var spec = spec
            spec.height = nil
            var longer = spec
            if longer.sections.isEmpty {
                longer.sections.append(Section(rows: [row]))
            } else {
                let s = seed % longer.sections.count
                longer.sections[s].rows.insert(row, at: seed / 7 % (longer.sections[s].rows.count + 1))
            }
            let before = canvasHeight(spec), after = canvasHeight(longer)
            #expect(after >= before - LayoutProbe.tolerance, "\(before) → \(after)")
        }
    }

    @Test func lengtheningATitleNeverMakesTheCanvasShorter() async {
        await propertyCheck(count: Self.examples, input: SpecGen.spec, SpecGen.moreWords, Gen.int(in: 0...10_000)) { spec, words, seed in
            var spec = spec
            spec.height = nil
            let rows = spec.rowIndices
            guard !rows.isEmpty else { return }
            let (s, r) = rows[seed % rows.count]
            // The contract changes the row's shape when an empty title gets text: segments that spanned the row
            // move beside the title (docs/spec.md "Controls"), which may be shorter. Not a lengthening.
            if case .segments? = spec.sections[s].rows[r].control, spec.sections[s].rows[r].title.isEmpty { return }
            var longer = spec
            longer.sections[s].rows[r].title += words
            let before = canvasHeight(spec), after = canvasHeight(longer)
            #expect(after >= before - LayoutProbe.tolerance, "sections[\(s)].rows[\(r)]: \(before) → \(after)")
        }
    }

    private func canvasHeight(_ spec: Spec) -> Double {
        TableLayoutEngine(measurer: FixedWidthMeasurer()).layout(spec).size.height
    }
}
