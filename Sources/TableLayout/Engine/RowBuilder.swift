import TableGraphics
import TableResolve

/// Arranges the contents of one row horizontally and measures it: icon, texts, accessories.
struct RowBuilder {
    let environment: LayoutEnvironment
    let measurer: TextMeasuring

    private var metrics: StyleMetrics { environment.metrics }
    private var palette: Palette { environment.palette }

    /// Where the text (and a separator aligned with it) starts: after the icon if there is one.
    func textLeading(for row: ContentRow) -> Double {
        let leading = environment.contentLeading
        switch row.icon {
        case nil:
            return leading
        case .avatar?:
            let size = environment.avatarSize(for: row)
            return leading + size.diameter + size.textGap
        case .symbol(let symbol) where !symbol.tile:
            return leading + environment.symbols.bareColumnWidth + environment.symbols.bareTextGap
        default:
            return leading + metrics.iconSize + metrics.iconTextGap
        }
    }

    /// Lays out a row's contents horizontally and computes its height.
    func arrange(_ row: ContentRow) -> ArrangedRow {
        let accessories = trailingAccessories(for: row)
        let clusterStart = accessories.map(\.x).min()
        let textStart = textLeading(for: row)
        // Accessories wider than the cell leave the texts a sliver rather than a negative width.
        let textEnd = max(textStart + 1, clusterStart.map { $0 - metrics.detailAccessoryGap } ?? environment.contentTrailing)
        var arranged = ArrangedRow(row: row, environment: environment, accessories: accessories)
        let available = max(1, textEnd - textStart)
        let titleStyle = environment.fonts.title
        if case .textField(let field)? = row.control {
            return arrangeTextField(field, into: arranged, from: textStart, to: textEnd)
        }

        if metrics.rowsAreCards {
            // A card stacks everything: title, subtitle (a date, say) and the detail as a wrapping description.
            arranged.title = placeTitle(row, x: textStart, width: available)
            if let subtitle = row.subtitle, !subtitle.isEmpty {
                arranged.subtitle = place(subtitle, style: environment.fonts.subtitle, color: environment.look.subtitle,
                                          x: textStart, width: available)
            }
            if let detail = row.detail, !detail.isEmpty {
                arranged.note = place(detail, style: environment.fonts.subtitle, color: environment.look.detail,
                                      x: textStart, width: available)
            }
            return withInlineControl(arranged, from: textStart, to: textEnd)
        }
        switch row.cellStyle {
        case .default:
            arranged.title = placeTitle(row, x: textStart, width: available)
        case .subtitle:
            // UIKit's subtitle cell has no trailing text; a detail given anyway is shown as value1 shows it,
            // which is what a spec author writing both means (a transaction's amount beside its date).
            var stackWidth = available
            if let detail = row.detail, !detail.isEmpty {
                let natural = measurer.measure(detail, style: titleStyle.withWeight(.regular), width: nil, maxLines: 1).width
                let width = max(1, min(natural, available * metrics.subtitleDetailMaximumShare))
                arranged.detail = place(detail, style: titleStyle.withWeight(.regular), color: environment.look.detail,
                                        x: textEnd - width, width: width, alignment: .right)
                stackWidth = max(1, available - width - metrics.titleDetailGap)
            }
            // The Settings account row sets its name and "Apple Account, iCloud, and more" in its own sizes.
            let account = environment.isAccountRow(row)
            let avatars = environment.resolved.look.avatars
            arranged.title = placeTitle(row, x: textStart, width: stackWidth,
                                        style: account ? avatars.accountTitleFont : environment.fonts.title)
            if let subtitle = row.subtitle, !subtitle.isEmpty {
                arranged.subtitle = place(subtitle, style: account ? avatars.accountSubtitleFont : environment.fonts.subtitle,
                                          color: environment.look.subtitle, x: textStart, width: stackWidth)
            }
        case .value1:
            arrangeValue1(row, into: &arranged, from: textStart, to: textEnd)
        case .value2:
            let labelWidth = max(1, (environment.contentTrailing - textStart) * metrics.value2LabelShare)
            if let detail = row.detail, !detail.isEmpty {
                arranged.detail = place(detail, style: environment.fonts.subtitle.withWeight(.semibold),
                                        color: environment.look.tint, x: textStart, width: labelWidth, alignment: .right)
            }
            let titleX = textStart + labelWidth + metrics.titleDetailGap
            arranged.title = placeTitle(row, x: titleX, width: max(1, textEnd - titleX))
        }
        return withInlineControl(arranged, from: textStart, to: textEnd)
    }

    /// Title and trailing detail side by side; when both do not fit on one line, the row's (else the table's)
    /// `valueLayout` decides as iOS does: the detail cut on one line, or moved under the title. The detail never
    /// wraps beside the title, so a long value does not make the row taller.
    private func arrangeValue1(_ row: ContentRow, into arranged: inout ArrangedRow, from textStart: Double, to textEnd: Double) {
        let available = max(1, textEnd - textStart)
        let titleStyle = environment.fonts.title
        let detailStyle = titleStyle.withWeight(.regular)
        let detail = row.detail ?? ""
        guard !detail.isEmpty else {
            arranged.title = placeTitle(row, x: textStart, width: available)
            return
        }
        let detailNatural = measurer.measure(detail, style: detailStyle, width: nil, maxLines: 1).width
        let titleNatural = measurer.measure(row.title, style: titleStyle, width: nil, maxLines: 1).width
        let fits = titleNatural + metrics.titleDetailGap + detailNatural <= available
        let layout = row.valueLayout
        if !fits, layout == .stack {
            // UIListContentConfiguration.valueCell(): the secondary text goes under the title, leading-aligned,
            // and both wrap at the full width.
            arranged.title = placeTitle(row, x: textStart, width: available)
            arranged.subtitle = place(detail, style: detailStyle, color: environment.look.detail,
                                      x: textStart, width: available)
            return
        }
        var detailWidth = min(detailNatural, available)
        if !fits {
            // The title keeps what it needs down to the detail's minimum share; the detail is cut in the rest.
            detailWidth = min(detailNatural, max(available * metrics.value1DetailMinimumShare,
                                                available - titleNatural - metrics.titleDetailGap))
        }
        detailWidth = max(1, detailWidth)
        let truncation: TextTruncation = layout == .truncateMiddle ? .middle : .tail
        let measurement = measurer.measure(detail, style: detailStyle, width: detailWidth, maxLines: 1,
                                           truncation: truncation)
        arranged.detail = PlacedText(text: detail, style: detailStyle, color: environment.look.detail,
                                     x: textEnd - detailWidth, width: detailWidth, alignment: .right, maxLines: 1,
                                     measurement: measurement, truncation: truncation)
        arranged.title = placeTitle(row, x: textStart, width: max(1, available - detailWidth - metrics.titleDetailGap))
    }

    func placeTitle(_ row: ContentRow, x: Double, width: Double, style: TextStyle? = nil) -> PlacedText {
        let color: RGBAColor
        if row.role == .prominent {
            // White on the tint, centred and semibold, as a prominent button's label.
            let look = environment.resolved.look.prominentRow
            return place(row.title, style: environment.fonts.title.withWeight(look.titleWeight),
                         color: row.disabled ? look.disabledTitle : look.title, x: x, width: width,
                         alignment: .center, maxLines: row.lines)
        }
        if row.disabled {
            color = palette.color(.tertiaryLabel)
        } else {
            switch row.role {
            case .normal: color = environment.look.title
            case .destructive: color = palette.color(.systemRed)
            case .button, .prominent: color = environment.look.tint
            }
        }
        let title = ControlItems.title(of: row, environment: environment)
        return place(title, style: style ?? environment.fonts.title, color: color, x: x, width: width,
                     alignment: row.centersTitle ? .center : .left, maxLines: row.lines)
    }

    func place(_ text: String, style: TextStyle, color: RGBAColor, x: Double, width: Double,
                       alignment: TextAlignment = .left, maxLines: Int = 0) -> PlacedText {
        let measurement = measurer.measure(text, style: style, width: width, maxLines: maxLines)
        return PlacedText(text: text, style: style, color: color, x: x, width: width, alignment: alignment,
                          maxLines: maxLines, measurement: measurement)
    }

    /// The accessory (or switch) and badge, placed from the trailing edge inwards.
    private func trailingAccessories(for row: ContentRow) -> [PlacedAccessory] {
        var placed: [PlacedAccessory] = []
        var edge = environment.contentTrailing
        let textStart = textLeading(for: row)
        func add(_ kind: AccessoryKind, width: Double, inset: Double = 0, gap: Double = 0) {
            // Where the accessories do not all fit (a control beside an outline chevron in a narrow row at the
            // largest sizes), the last one stops at the text's start rather than leaving the row, as a badge
            // does, but never so far in that it leaves the row's trailing side instead.
            let x = max(edge - inset - width, min(textStart, environment.contentTrailing - width))
            placed.append(PlacedAccessory(kind: kind, x: x, width: width))
            edge = x - gap
        }
        let info = metrics.infoButtonDiameter
        if OutlineRows.isOutline(row) {
            // UICellAccessory.outlineDisclosure sits at the trailing edge, outside any other accessory.
            let parts = environment.resolved.look.tableParts
            let size = parts.outlineChevronSize
            add(.outline(expanded: row.expanded), width: row.expanded ? size.height : size.width,
                inset: parts.outlineChevronInset, gap: parts.outlineAccessoryGap)
        }
        if let control = ControlItems.trailing(for: row, textLeading: textLeading(for: row),
                                                       environment: environment, measurer: measurer) {
            add(.control(control.kind), width: control.width, inset: control.inset)
        } else if let isOn = row.switchValue {
            add(.toggle(isOn: isOn, onColor: row.switchOnColor),
                width: environment.resolved.look.controls.switch.trackSize.width, inset: -metrics.switchTrailingOutset)
        } else if let symbol = row.accessorySymbol, let glyph = symbol.glyph {
            let size = environment.symbols.accessoryFont.size
            // The box reaches past the chevron's edge by the glyph's side bearing, so the ink ends where a
            // chevron's does.
            add(.symbol(glyph, color: symbol.color),
                width: size, inset: metrics.chevronExtraInset - size * environment.symbols.accessoryOverhangPerSize)
        } else {
            switch row.accessory {
            case .none:
                break
            case .disclosure:
                add(.chevron, width: metrics.chevronSize.width, inset: metrics.chevronExtraInset)
            case .checkmark:
                add(.checkmark, width: metrics.checkmarkSize.width, inset: metrics.checkmarkExtraInset)
            case .detail:
                add(.infoButton, width: info)
            case .detailDisclosure:
                add(.chevron, width: metrics.chevronSize.width, inset: metrics.chevronExtraInset, gap: metrics.detailDisclosureGap)
                add(.infoButton, width: info)
            }
        }
        if let badge = row.badge, !badge.isEmpty {
            if !placed.isEmpty { edge -= metrics.badgeGap }
            let style = environment.fonts.subtitle
            let natural = measurer.measure(badge, style: style, width: nil, maxLines: 1)
            // A long badge is ellipsised to a third of the cell, so it never pushes the texts off the row, and
            // never past the text's start when a control already takes much of the trailing side.
            let room = edge - textLeading(for: row) - 2 * metrics.badgeHorizontalPadding
            let textWidth = min(natural.width, max(1, (environment.contentTrailing - environment.contentLeading)
                                                        * metrics.badgeMaximumShare), max(1, room))
            let measurement = measurer.measure(badge, style: style, width: textWidth, maxLines: 1)
            let height = metrics.badgeHeight(textHeight: measurement.height)
            let width = max(height, textWidth + 2 * metrics.badgeHorizontalPadding)
            let text = PlacedText(text: badge, style: style, color: environment.look.badgeText, x: 0,
                                  width: textWidth, alignment: .center, maxLines: 1, measurement: measurement)
            // A pill is never narrower than it is tall; where even that does not fit (a control and a badge in a
            // narrow row at the largest sizes) it stops at the text's start rather than leaving the row.
            edge = max(edge, textLeading(for: row) + width)
            add(.badge(text), width: width)
        }
        let leading = textLeading(for: row)
        if let segments = ControlItems.fullWidth(
            for: row, textLeading: leading, edge: placed.isEmpty ? edge : edge - metrics.detailAccessoryGap,
            environment: environment, measurer: measurer) {
            placed.append(PlacedAccessory(kind: .control(segments.kind), x: leading, width: segments.width))
        }
        return placed
    }

    /// The height of a row (fixed, or self-sized around its content).
    func height(of arranged: ArrangedRow) -> Double {
        if let fixed = arranged.row.height { return fixed }
        if let sized = ControlItems.fullWidthRowHeight(for: arranged.row, environment: environment) {
            return sized
        }
        var avatarHeight = 0.0
        if case .avatar? = arranged.row.icon {
            avatarHeight = environment.avatarSize(for: arranged.row).diameter
                + 2 * environment.resolved.look.avatars.verticalPadding
        }
        return max(metrics.minimumRowHeight, arranged.contentHeight + 2 * metrics.rowVerticalPadding,
                   // Every row is at least as tall as a row with a switch.
                   environment.resolved.look.controls.switch.trackSize.height + 2 * metrics.switchVerticalPadding,
                   avatarHeight, ControlItems.minimumRowHeight(for: arranged.row, environment: environment))
    }
}

extension TextStyle {
    /// The same font at another weight.
    func withWeight(_ weight: FontWeight) -> TextStyle {
        var copy = self
        copy.weight = weight
        return copy
    }
}
