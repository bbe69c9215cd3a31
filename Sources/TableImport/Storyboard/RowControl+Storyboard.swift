import TableSpec

extension RowControl.Kind {
    /// The storyboard view a control is read from (`<stepper>`), or nil where Interface Builder has none this
    /// reader knows (a pop-up menu is a button configured in code).
    var storyboardElement: String? {
        switch self {
        case .textField: return "textField"
        case .slider: return "slider"
        case .stepper: return "stepper"
        case .segments: return "segmentedControl"
        case .menu: return nil
        case .progress: return "progressView"
        case .spinner: return "activityIndicatorView"
        }
    }

    /// The control whose storyboard view is named `name`, if any.
    static func storyboard(_ name: String) -> RowControl.Kind? {
        allCases.first { $0.storyboardElement == name }
    }

    /// The control `view` shows, or nil for one the row cannot draw (a segmented control without segments);
    /// what is changed to fit the spec is told in `warnings`.
    func read(_ view: XMLElement, warnings: inout [StoryboardWarning]) -> RowControl? {
        switch self {
        case .textField:
            let secure = view.children(named: "textInputTraits").first?.flag("secureTextEntry") ?? false
            return .textField(TextFieldControl(value: view.attribute("text") ?? "",
                                               placeholder: view.attribute("placeholder") ?? "", secure: secure))
        case .slider:
            var minimum = view.number("minValue") ?? SliderControl.defaultMinimum
            var maximum = view.number("maxValue") ?? SliderControl.defaultMaximum
            if !(minimum < maximum) {
                // A slider needs a range to place its thumb; UISlider with equal bounds draws it at the start.
                warnings.append(StoryboardWarning("slider minValue is not below maxValue; drawn as 0…1",
                                                  at: view.location(of: "maxValue")))
                (minimum, maximum) = (SliderControl.defaultMinimum, SliderControl.defaultMaximum)
            }
            let value = min(maximum, max(minimum, view.number("value") ?? minimum))
            return .slider(SliderControl(value: value, minimum: minimum, maximum: maximum))
        case .segments:
            var items = view.children(named: "segments").flatMap { $0.children(named: "segment") }
                .map { $0.attribute("title") ?? "" }
            guard !items.isEmpty else { return nil }
            let most = SegmentsControl.itemCount.upperBound
            if items.count > most {
                // Past the spec's bound the segments would be too narrow to read anyway.
                warnings.append(StoryboardWarning("segmented control with \(items.count) segments: the first "
                    + "\(most) are drawn", at: view.location))
                items = Array(items.prefix(most))
            }
            let selected = view.attribute("selectedSegmentIndex").flatMap(Int.init)
            return .segments(SegmentsControl(items: items, selected: selected.flatMap {
                items.indices.contains($0) ? $0 : nil
            }))
        case .stepper:
            return .stepper(StepperControl())
        case .menu:
            // No storyboard view is read as a menu (`storyboardElement` is nil).
            return nil
        case .progress:
            let range = RowControl.progressRange
            return .progress(min(range.upperBound, max(range.lowerBound, view.number("progress") ?? 0)))
        case .spinner:
            return .spinner
        }
    }
}
