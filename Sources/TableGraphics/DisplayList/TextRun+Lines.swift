extension TextRun {
    /// How far down a run the layout did not measure is taken to reach, in ems: more than one line's ascent and
    /// descent, so a page never leaves out such a run it reaches; keeping it on a page it misses only costs drawing.
    static let unmeasuredReach = 2.0

    /// The vertical span the run paints: its measured lines, or one generous line when it was not measured.
    var verticalExtent: ClosedRange<Double> {
        origin.y...(origin.y + (height ?? style.size * Self.unmeasuredReach))
    }

    /// The run's lines as page cuts see them.
    var lines: TextLines {
        let extent = verticalExtent
        return TextLines(top: extent.lowerBound, height: extent.upperBound - extent.lowerBound, count: lineCount)
    }
}
