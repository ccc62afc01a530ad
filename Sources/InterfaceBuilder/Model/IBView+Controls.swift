extension IBView {
  /// Button `buttonType` (`system`, `custom`, `roundedRect`, `detailDisclosure`, …), when written.
  public var buttonType: String? { element["buttonType"] }
  /// Button states (`normal`, `highlighted`, `selected`, `disabled`) in order.
  public var buttonStates: [IBButtonState] { element.children(named: "state").compactMap(IBButtonState.init) }
  /// The button state for `key`, such as `normal`.
  public func buttonState(_ key: String) -> IBButtonState? { buttonStates.first { $0.key == key } }
  /// The Xcode 13+ `<buttonConfiguration>`, kept whole.
  public var buttonConfiguration: IBXMLElement? { element.firstChild(named: "buttonConfiguration") }
  /// `contentHorizontalAlignment` of controls, when written.
  public var contentHorizontalAlignment: String? { element["contentHorizontalAlignment"] }
  /// `contentVerticalAlignment` of controls, when written.
  public var contentVerticalAlignment: String? { element["contentVerticalAlignment"] }
  /// `enabled`; `true` when absent.
  public var isEnabled: Bool { element.bool("enabled") ?? true }
  /// Image view / button `image` name.
  public var image: String? { element["image"] }
  /// Image view `highlightedImage` name.
  public var highlightedImage: String? { element["highlightedImage"] }
  /// Switch `on`; `false` when absent.
  public var isOn: Bool { element.bool("on") ?? false }
  /// Slider/stepper `value`, when written.
  public var value: Double? { element.double("value") }
  /// Slider `minValue` (stepper `minimumValue`), when written.
  public var minimumValue: Double? { element.double("minValue") ?? element.double("minimumValue") }
  /// Slider `maxValue` (stepper `maximumValue`), when written.
  public var maximumValue: Double? { element.double("maxValue") ?? element.double("maximumValue") }
  /// Progress view `progress`; 0 when absent.
  public var progress: Double { element.double("progress") ?? 0 }
  /// Activity indicator `style` (`medium`, `large`, `gray`, `white`, `whiteLarge`), when written.
  public var activityIndicatorStyle: String? { element["style"] }
  /// Activity indicator `animating`; `false` when absent.
  public var isAnimating: Bool { element.bool("animating") ?? false }
  /// Segmented control segments: titles (or image names) in order.
  public var segments: [IBSegment] { element.elements(in: "segments").map(IBSegment.init) }
  /// Segmented control `apportionsSegmentWidthsByContent`; `false` when absent.
  public var apportionsSegmentWidthsByContent: Bool { element.bool("apportionsSegmentWidthsByContent") ?? false }
  /// Segmented control `selectedSegmentIndex`, when written.
  public var selectedSegmentIndex: Int? { element.int("selectedSegmentIndex") }
  /// Page control `numberOfPages`, when written.
  public var numberOfPages: Int? { element.int("numberOfPages") }
}
