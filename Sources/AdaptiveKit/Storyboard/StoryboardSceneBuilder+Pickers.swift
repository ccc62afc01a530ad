import Foundation
import InterfaceBuilder

extension StoryboardSceneBuilder {
  // MARK: Text views and pickers

  /// `textView` given the document's text, font, alignment and editing and scrolling flags.
  static func makeTextView(
    _ textView: UITextView, for source: IBView, contentSizeCategory: String, appFonts: AppFontCatalog
  ) -> UITextView {
    textView.text = source.text ?? source.attributedText?.fragments.map(\.content).joined() ?? ""
    if let font = font(of: source, contentSizeCategory: contentSizeCategory, appFonts: appFonts) { textView.font = font }
    textView.textAlignment = source.textAlignment.flatMap(NSTextAlignment.interfaceBuilderCase(named:)) ?? .natural
    textView.isEditable = source.element.bool("editable") ?? true
    textView.isSelectable = source.element.bool("selectable") ?? true
    textView.isScrollEnabled = source.isScrollEnabled
    applyTextInputTraits(of: source.element, to: textView)
    if let insets = source.element.child(key: "textContainerInset", named: "inset") {
      textView.textContainerInset = UIEdgeInsets(
        top: insets.double("minY") ?? 0, left: insets.double("minX") ?? 0,
        bottom: insets.double("maxY") ?? 0, right: insets.double("maxX") ?? 0)
    }
    return textView
  }

  /// `picker` given the document's mode, style and minute interval. Documents saved before
  /// Xcode 12 have no `style`: their pickers are wheels, the only style of their releases
  /// (`UIDatePicker.datePickerStyle`).
  static func makeDatePicker(_ picker: UIDatePicker, for source: IBView) -> UIDatePicker {
    switch source.element["datePickerMode"] {
    case "time": picker.datePickerMode = .time
    case "date": picker.datePickerMode = .date
    case "countDownTimer": picker.datePickerMode = .countDownTimer
    default: picker.datePickerMode = .dateAndTime
    }
    switch source.element["style"] {
    case "wheels": picker.preferredDatePickerStyle = .wheels
    case "compact": picker.preferredDatePickerStyle = .compact
    case "inline": picker.preferredDatePickerStyle = .inline
    default: picker.preferredDatePickerStyle = .automatic
    }
    if let interval = source.element.int("minuteInterval") { picker.minuteInterval = interval }
    if let duration = source.element.double("countDownDuration") { picker.countDownDuration = duration }
    return picker
  }
}
