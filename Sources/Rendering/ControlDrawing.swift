import AdaptiveKit
import Foundation
import InterfaceBuilder

/// Buttons, switches, sliders, segmented controls, text fields, steppers, page controls,
/// activity indicators and progress views, drawn in their iOS 13+ look at their laid-out size.
@MainActor
enum ControlDrawing {
  // MARK: Buttons

  /// A button from its document alone (no app's button: `AppButtonDrawing` draws those), in the
  /// document's tint.
  static func drawButton(_ source: IBView, view: UIView, in bounds: CGRect, context: DrawingContext) {
    let tint = context.color(source.tintColor) ?? context.palette.systemBlue
    let normal = source.buttonState("normal")
    let configuration = source.buttonConfiguration
    let title = configuration?["title"] ?? normal?.title ?? normal?.attributedTitle?.string ?? ""
    let font = (view as? UIButton)?.titleLabel?.font ?? UIFont.systemFont(ofSize: 15)
    var color: RenderColor
    switch configuration?["style"] {
    case "filled"?:
      context.writer.rect(bounds, radius: min(6, bounds.height / 2), fill: tint.css)
      color = RenderColor(white: 1)
    case "tinted"?:
      context.writer.rect(bounds, radius: min(6, bounds.height / 2), fill: tint.withAlpha(0.15).css)
      color = tint
    case "gray"?:
      context.writer.rect(bounds, radius: min(6, bounds.height / 2), fill: context.palette.tertiaryFill.css)
      color = tint
    default:
      // Custom buttons default to white titles; system buttons to the tint color.
      let custom = source.buttonType == nil || source.buttonType == "custom"
      color = context.color(normal?.titleColor) ?? (custom && configuration == nil ? RenderColor(white: 1) : tint)
    }
    if !source.isEnabled { color = color.withAlpha(disabledAlpha) }
    switch source.buttonType {
    case "detailDisclosure"?, "infoLight"?, "infoDark"?:
      drawCircledGlyph("i", in: bounds, color: source.buttonType == "infoDark" ? context.palette.label : tint, context: context)
      return
    case "contactAdd"?:
      drawCircledGlyph("+", in: bounds, color: tint, context: context)
      return
    default: break
    }
    var titleBox = bounds
    // The canvas's button (the loader's `UIButton`) tells how its images show: as templates in a
    // system button, turned where they flip in its direction.
    let look = AppButtonDrawing.ImageLook(
      tint: tint, automaticIsTemplate: (view as? UIButton)?.buttonType == .system,
      direction: view.effectiveUserInterfaceLayoutDirection, traits: view.traitCollection)
    if let imageBox = AppButtonDrawing.imageBox(of: source, title: title, in: bounds, look: look, context: context),
      !title.isEmpty
    {
      titleBox = CGRect(x: imageBox.maxX, y: 0, width: bounds.width - imageBox.width, height: bounds.height)
    }
    guard !title.isEmpty else { return }
    TextDrawing.draw(
      title, in: titleBox, font: font, color: color, alignment: buttonAlignment(source.contentHorizontalAlignment),
      numberOfLines: 1, lineBreakMode: .byTruncatingMiddle, into: &context.writer)
  }

  private static func buttonAlignment(_ name: String?) -> TextDrawing.Alignment {
    switch name {
    case "left"?, "leading"?: .left
    case "right"?, "trailing"?: .right
    default: .center
    }
  }

  /// Draws a system button's own glyph — the circled "i" of the info and detail disclosure
  /// types (`infoDarkColor` for `.infoDark`), the circled "+" of contact add — and says whether
  /// `type` is one; other types draw their title and image instead.
  static func drawSystemGlyph(
    of type: UIButton.ButtonType, tint: RenderColor, infoDarkColor: RenderColor, in bounds: CGRect, context: DrawingContext
  ) -> Bool {
    switch type {
    case .detailDisclosure, .infoLight, .infoDark:
      drawCircledGlyph("i", in: bounds, color: type == .infoDark ? infoDarkColor : tint, context: context)
      return true
    case .contactAdd:
      drawCircledGlyph("+", in: bounds, color: tint, context: context)
      return true
    default: return false
    }
  }

  static func drawCircledGlyph(_ glyph: String, in bounds: CGRect, color: RenderColor, context: DrawingContext)
  {
    let radius = min(bounds.width, bounds.height) / 2 - 1
    context.writer.circle(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, stroke: color.css,
      strokeWidth: 1.5)
    let font = UIFont.systemFont(ofSize: radius * 1.3, weight: .semibold)
    TextDrawing.draw(glyph, in: bounds, font: font, color: color, alignment: .center, into: &context.writer)
  }

  // MARK: Switches, sliders, steppers

  /// UIKit's switch: a 51×31 track (green when on) with a 27-point white knob; state and
  /// colours from `loaded`, the app's switch, when there is one.
  static func drawSwitch(_ source: IBView, loaded: UISwitch? = nil, in bounds: CGRect, context: DrawingContext) {
    if let loaded {
      drawSwitch(
        isOn: loaded.isOn, onColor: loaded.onTintColor.map { context.color($0, of: loaded) } ?? context.palette.systemGreen,
        thumbColor: loaded.thumbTintColor.map { context.color($0, of: loaded) }, in: bounds, context: context)
      return
    }
    let onColor = context.color(source.element.child(key: "onTintColor").flatMap { IBColor($0) }) ?? context.palette.systemGreen
    drawSwitch(isOn: source.isOn, onColor: onColor, in: bounds, context: context)
  }

  /// A switch from plain values (documents and live `UISwitch`es); a nil `thumbColor` is UIKit's
  /// white knob.
  static func drawSwitch(
    isOn: Bool, onColor: RenderColor, thumbColor: RenderColor? = nil, in bounds: CGRect, context: DrawingContext
  ) {
    let track = CGRect(x: bounds.minX, y: bounds.midY - 15.5, width: 51, height: 31)
    context.writer.rect(track, radius: 15.5, fill: (isOn ? onColor : context.palette.systemGray5).css)
    let knobX = isOn ? track.maxX - 15.5 : track.minX + 15.5
    context.writer.circle(center: CGPoint(x: knobX, y: track.midY), radius: 13.5, fill: thumbColor?.css ?? "#ffffff",
      stroke: RenderColor(white: 0, alpha: 0.08).css, strokeWidth: 0.5)
  }

  /// A 4-point track, blue up to the value, with a 28-point white knob; `mirrored` (right to
  /// left) puts the minimum at the right, as UIKit flips sliders.
  /// Value, range and colours come from `loaded`, the app's slider, when there is one: the
  /// minimum track takes the slider's `tintColor` (inherited from its superviews, as UIKit's)
  /// when it has no colour of its own.
  static func drawSlider(_ source: IBView, loaded: UISlider? = nil, in bounds: CGRect, mirrored: Bool, context: DrawingContext) {
    if let loaded {
      drawSlider(
        fraction: valueFraction(of: loaded), tint: context.color(loaded.minimumTrackTintColor ?? loaded.tintColor, of: loaded),
        trackColor: loaded.maximumTrackTintColor.map { context.color($0, of: loaded) },
        thumbColor: loaded.thumbTintColor.map { context.color($0, of: loaded) }, in: bounds, mirrored: mirrored,
        context: context)
      return
    }
    let minimum = source.minimumValue ?? 0
    let maximum = source.maximumValue ?? 1
    let value = source.value ?? 0.5
    let fraction = maximum > minimum ? CGFloat(min(max((value - minimum) / (maximum - minimum), 0), 1)) : 0
    let tint = context.color(source.element.child(key: "minimumTrackTintColor").flatMap { IBColor($0) })
      ?? context.color(source.tintColor) ?? context.palette.systemBlue
    drawSlider(fraction: fraction, tint: tint, in: bounds, mirrored: mirrored, context: context)
  }

  /// How far along its range `slider`'s value sits, from 0 to 1 (0 for an empty range).
  static func valueFraction(of slider: UISlider) -> CGFloat {
    let span = slider.maximumValue - slider.minimumValue
    return span > 0 ? CGFloat(min(max((slider.value - slider.minimumValue) / span, 0), 1)) : 0
  }

  /// A slider at `fraction` of its range from plain values; a nil `trackColor` is UIKit's grey
  /// track above the value, a nil `thumbColor` its white thumb.
  static func drawSlider(
    fraction: CGFloat, tint: RenderColor, trackColor: RenderColor? = nil, thumbColor: RenderColor? = nil, in bounds: CGRect,
    mirrored: Bool, context: DrawingContext
  ) {
    let mirror = HorizontalMirror(in: bounds, active: mirrored)
    let side = UISlider.trackSideInset
    let (thickness, knob) = (UISlider.trackThickness, UISlider.thumbDiameter / 2)
    let inset = side + knob
    let usable = max(0, bounds.width - 2 * inset)
    let knobX = bounds.minX + inset + usable * fraction
    let y = bounds.midY - 0.5
    context.writer.rect(CGRect(x: bounds.minX + side, y: y - thickness / 2, width: bounds.width - 2 * side, height: thickness),
      radius: thickness / 2, fill: (trackColor ?? context.palette.systemGray5).css)
    context.writer.rect(
      mirror.rect(CGRect(x: bounds.minX + side, y: y - thickness / 2, width: knobX - bounds.minX - side, height: thickness)),
      radius: thickness / 2, fill: tint.css)
    context.writer.circle(center: mirror.point(CGPoint(x: knobX, y: y)), radius: knob, fill: thumbColor?.css ?? "#ffffff",
      stroke: RenderColor(white: 0, alpha: 0.15).css, strokeWidth: 0.5)
  }

  /// The alpha disabled content is drawn with in these drawings (a disabled button's title
  /// without a disabled colour of its own, a stepper half that cannot step): unmeasured, one
  /// value for all of them.
  static let disabledAlpha: Double = 0.35

  /// A stepper: from `loaded`, the app's stepper, when there is one (its value, range, wrapping,
  /// enabled state and tint, inherited from its superviews as UIKit's), else from the document.
  static func drawStepper(_ source: IBView, loaded: UIStepper? = nil, in bounds: CGRect, context: DrawingContext) {
    if let loaded {
      drawStepper(
        loaded, tint: context.color(loaded.tintColor, of: loaded),
        defaultTint: context.color(UIColor.systemBlue, of: loaded), in: bounds, context: context)
      return
    }
    let minimum = source.minimumValue ?? 0
    let maximum = source.maximumValue ?? 100
    let value = source.value ?? 0
    let wraps = source.element.bool("wraps") ?? false
    drawStepper(
      glyphColor: context.color(source.tintColor) ?? context.palette.label,
      canDecrement: source.isEnabled && (wraps || value > minimum),
      canIncrement: source.isEnabled && (wraps || value < maximum), in: bounds, context: context)
  }

  /// The app's `stepper`, its glyphs in `tint` (its `tintColor`, resolved) unless that is the
  /// system's default tint `defaultTint`, when they keep the iOS 13 look's label colour; a half
  /// that cannot step (the value at that end of the range, unless it `wraps`) or a disabled
  /// stepper is dimmed, as UIKit disables it.
  static func drawStepper(
    _ stepper: UIStepper, tint: RenderColor, defaultTint: RenderColor, in bounds: CGRect, context: DrawingContext
  ) {
    drawStepper(
      glyphColor: tint == defaultTint ? context.palette.label : tint,
      canDecrement: stepper.isEnabled && (stepper.wraps || stepper.value > stepper.minimumValue),
      canIncrement: stepper.isEnabled && (stepper.wraps || stepper.value < stepper.maximumValue), in: bounds,
      context: context)
  }

  /// A stepper's shape (it shows no value): two rounded halves with − and + in `glyphColor`,
  /// a half that cannot step dimmed (`disabledAlpha`).
  static func drawStepper(
    glyphColor: RenderColor, canDecrement: Bool, canIncrement: Bool, in bounds: CGRect, context: DrawingContext
  ) {
    context.writer.rect(bounds, radius: 8, fill: context.palette.tertiaryFill.css)
    context.writer.line(from: CGPoint(x: bounds.midX, y: bounds.minY + 8), to: CGPoint(x: bounds.midX, y: bounds.maxY - 8),
      stroke: context.palette.separator.css)
    let minus = (canDecrement ? glyphColor : glyphColor.withAlpha(disabledAlpha)).css
    let plus = (canIncrement ? glyphColor : glyphColor.withAlpha(disabledAlpha)).css
    let half = bounds.width / 4
    context.writer.line(from: CGPoint(x: half - 6, y: bounds.midY), to: CGPoint(x: half + 6, y: bounds.midY), stroke: minus,
      width: 1.5)
    let plusX = bounds.midX + half
    context.writer.line(from: CGPoint(x: plusX - 6, y: bounds.midY), to: CGPoint(x: plusX + 6, y: bounds.midY),
      stroke: plus, width: 1.5)
    context.writer.line(from: CGPoint(x: plusX, y: bounds.midY - 6), to: CGPoint(x: plusX, y: bounds.midY + 6),
      stroke: plus, width: 1.5)
  }

  // MARK: Segmented controls and text fields

  /// A grey rounded track with the selected segment raised in white; titles in 13-point text.
  /// Titles, the selection and the selected colour come from `loaded`, the app's control, when
  /// there is one; segment images stay the document's names (the loader gives image segments
  /// an empty title, and the drawing shows an image's name where the image is missing).
  static func drawSegmentedControl(
    _ source: IBView, loaded: UISegmentedControl? = nil, in bounds: CGRect, mirrored: Bool, context: DrawingContext
  ) {
    if let loaded {
      let images = source.segments.map(\.image)
      let segments = (0..<loaded.numberOfSegments).map { index -> (title: String?, image: String?) in
        let image = images.indices.contains(index) ? images[index] : nil
        let title = loaded.titleForSegment(at: index)
        return (image != nil && (title ?? "").isEmpty ? nil : title, image)
      }
      drawSegments(
        segments, selected: loaded.selectedSegmentIndex,
        selectedColor: loaded.selectedSegmentTintColor.map { context.color($0, of: loaded) }, in: bounds,
        mirrored: mirrored, context: context)
      return
    }
    drawSegments(source.segments.map { ($0.title, $0.image) }, selected: source.selectedSegmentIndex ?? -1, in: bounds,
      mirrored: mirrored, context: context)
  }

  /// Segments (each a title or an image name) from plain values; `mirrored` (right to left)
  /// puts the first segment at the right, as UIKit does; a nil `selectedColor` is UIKit's white.
  static func drawSegments(
    _ segments: [(title: String?, image: String?)], selected: Int, selectedColor: RenderColor? = nil, in bounds: CGRect,
    mirrored: Bool, context: DrawingContext
  ) {
    guard !segments.isEmpty else { return }
    let mirror = HorizontalMirror(in: bounds, active: mirrored)
    context.writer.rect(bounds, radius: 8, fill: context.palette.tertiaryFill.css)
    let width = bounds.width / CGFloat(segments.count)
    for (index, segment) in segments.enumerated() {
      let box = mirror.rect(CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height))
      if index == selected {
        context.writer.rect(box.insetBy(dx: 2, dy: 2), radius: 7, fill: selectedColor?.css ?? "#ffffff",
          stroke: RenderColor(white: 0, alpha: 0.04).css, strokeWidth: 0.5)
      } else if index > 0, index != selected + 1 {
        // The divider sits on the segment's leading edge.
        let x = mirrored ? box.maxX : box.minX
        context.writer.line(from: CGPoint(x: x, y: box.minY + 6), to: CGPoint(x: x, y: box.maxY - 6),
          stroke: context.palette.separator.css)
      }
      let font = UIFont.systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
      if let title = segment.title {
        TextDrawing.draw(title, in: box.insetBy(dx: 4, dy: 0), font: font, color: context.palette.label, alignment: .center,
          into: &context.writer)
      } else if let image = segment.image {
        let side = min(box.height - 8, 20)
        ImageDrawing.drawPlaceholder(label: image,
          in: CGRect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side), context: context)
      }
    }
  }

  /// The border style's frame, then the text (or the placeholder in grey) inset 7 points, from
  /// the document alone (the app's field is `LiveContentDrawing`'s).
  static func drawTextField(_ source: IBView, view: UIView, in bounds: CGRect, context: DrawingContext) {
    let color = context.textColor(of: nil, nil, document: source.textColor)
    drawTextField(
      borderStyle: source.borderStyle, text: source.text, placeholder: source.placeholder,
      font: (view as? UITextField)?.font ?? UIFont.systemFont(ofSize: 14),
      color: color, alignment: LabelDrawing.alignment(source.textAlignment, in: view),
      in: bounds, context: context)
  }

  /// A text field from plain values (`borderStyle` by its Interface Builder name).
  static func drawTextField(
    borderStyle: String?, text: String?, placeholder: String?, font: UIFont, color: RenderColor,
    alignment: TextDrawing.Alignment, in bounds: CGRect, context: DrawingContext
  ) {
    switch borderStyle {
    case "roundedRect"?:
      context.writer.rect(bounds.insetBy(dx: 0.25, dy: 0.25), radius: 5, fill: context.palette.cellBackground.css,
        stroke: RenderColor(white: 0, alpha: 0.2).css, strokeWidth: 0.5)
    case "line"?:
      context.writer.rect(bounds.insetBy(dx: 0.5, dy: 0.5), fill: nil, stroke: "#000000", strokeWidth: 1)
    case "bezel"?:
      context.writer.rect(bounds.insetBy(dx: 0.5, dy: 0.5), fill: "#ffffff", stroke: "#808080", strokeWidth: 1)
    default: break
    }
    let box = bounds.insetBy(dx: borderStyle == nil || borderStyle == "none" ? 0 : 7, dy: 0)
    if let text, !text.isEmpty {
      TextDrawing.draw(text, in: box, font: font, color: color, alignment: alignment, into: &context.writer)
    } else if let placeholder {
      TextDrawing.draw(placeholder, in: box, font: font, color: context.palette.placeholderText, alignment: alignment,
        into: &context.writer)
    }
  }

  // MARK: Indicators

  /// Eight (medium) or twelve (large) spokes fading around the circle; style and colour from
  /// `loaded`, the app's indicator, when there is one.
  static func drawActivityIndicator(
    _ source: IBView, loaded: UIActivityIndicatorView? = nil, in bounds: CGRect, context: DrawingContext
  ) {
    if let loaded {
      drawActivityIndicator(loaded, color: context.color(loaded.color, of: loaded), in: bounds, context: context)
      return
    }
    let large = ["large", "whiteLarge"].contains(source.activityIndicatorStyle ?? "")
    let white = ["white", "whiteLarge"].contains(source.activityIndicatorStyle ?? "")
    let color = context.color(source.element.child(key: "color").flatMap { IBColor($0) })
      ?? (white ? RenderColor(white: 1) : context.palette.systemGray)
    drawActivityIndicator(large: large, color: color, in: bounds, context: context)
  }

  /// The app's activity indicator, its spokes in `color` (its `color` resolved).
  static func drawActivityIndicator(
    _ indicator: UIActivityIndicatorView, color: RenderColor, in bounds: CGRect, context: DrawingContext
  ) {
    let large = indicator.style == .large || indicator.style == .whiteLarge
    drawActivityIndicator(large: large, color: color, in: bounds, context: context)
  }

  /// An activity indicator from plain values.
  static func drawActivityIndicator(large: Bool, color: RenderColor, in bounds: CGRect, context: DrawingContext) {
    let spokes = large ? 12 : 8
    let radius = min(bounds.width, bounds.height) / 2
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    for index in 0..<spokes {
      let angle = Double(index) / Double(spokes) * 2 * Double.pi - Double.pi / 2
      let inner = radius * 0.45
      let outer = radius * 0.9
      let start = CGPoint(x: center.x + inner * CGFloat(cos(angle)), y: center.y + inner * CGFloat(sin(angle)))
      let end = CGPoint(x: center.x + outer * CGFloat(cos(angle)), y: center.y + outer * CGFloat(sin(angle)))
      context.writer.line(from: start, to: end, stroke: color.withAlpha(0.25 + 0.75 * Double(index) / Double(spokes)).css,
        width: max(1.5, radius * 0.16), extra: [("stroke-linecap", "round")])
    }
  }

  /// A rounded 4-point track filled to the progress; progress and colours from `loaded`, the
  /// app's progress view, when there is one (the fill takes its `tintColor`, inherited from its
  /// superviews as UIKit's, when it has no `progressTintColor`).
  static func drawProgress(
    _ source: IBView, loaded: UIProgressView? = nil, in bounds: CGRect, mirrored: Bool, context: DrawingContext
  ) {
    if let loaded {
      drawProgress(
        CGFloat(min(max(loaded.progress, 0), 1)), tint: context.color(loaded.progressTintColor ?? loaded.tintColor, of: loaded),
        trackColor: loaded.trackTintColor.map { context.color($0, of: loaded) }, in: bounds, mirrored: mirrored,
        context: context)
      return
    }
    let tint = context.color(source.element.child(key: "progressTintColor").flatMap { IBColor($0) })
      ?? context.color(source.tintColor) ?? context.palette.systemBlue
    drawProgress(CGFloat(min(max(source.progress, 0), 1)), tint: tint, in: bounds, mirrored: mirrored, context: context)
  }

  /// A progress view filled to `fraction` from plain values, from the right when `mirrored`; a
  /// nil `trackColor` is UIKit's grey track.
  static func drawProgress(
    _ fraction: CGFloat, tint: RenderColor, trackColor: RenderColor? = nil, in bounds: CGRect, mirrored: Bool,
    context: DrawingContext
  ) {
    let height = min(bounds.height, 4)
    let track = CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    context.writer.rect(track, radius: height / 2, fill: (trackColor ?? context.palette.systemGray5).css)
    let filled = CGRect(x: track.minX, y: track.minY, width: track.width * fraction, height: height)
    context.writer.rect(HorizontalMirror(in: track, active: mirrored).rect(filled), radius: height / 2, fill: tint.css)
  }

  /// Seven-point dots 16 points apart, the current one opaque; pages and colours from `loaded`,
  /// the app's page control, when there is one.
  static func drawPageControl(_ source: IBView, loaded: UIPageControl? = nil, in bounds: CGRect, context: DrawingContext) {
    if let loaded {
      drawPageControl(
        pages: loaded.numberOfPages, current: loaded.currentPage,
        currentColor: loaded.currentPageIndicatorTintColor.map { context.color($0, of: loaded) },
        otherColor: loaded.pageIndicatorTintColor.map { context.color($0, of: loaded) }, in: bounds, context: context)
      return
    }
    drawPageControl(
      pages: source.numberOfPages ?? 3, current: source.element.int("currentPage") ?? 0, currentColor: nil,
      otherColor: nil, in: bounds, context: context)
  }

  /// Page dots from plain values; nil colours are white for the current page and translucent
  /// white for the others.
  static func drawPageControl(
    pages: Int, current: Int, currentColor: RenderColor?, otherColor: RenderColor?, in bounds: CGRect,
    context: DrawingContext
  ) {
    let count = max(0, pages)
    guard count > 0 else { return }
    let spacing: CGFloat = 16
    let start = bounds.midX - spacing * CGFloat(count - 1) / 2
    for index in 0..<count {
      let color =
        index == current ? currentColor ?? RenderColor(white: 1) : otherColor ?? RenderColor(white: 1, alpha: 0.3)
      context.writer.circle(center: CGPoint(x: start + spacing * CGFloat(index), y: bounds.midY), radius: 3.5,
        fill: color.css)
    }
  }
}
