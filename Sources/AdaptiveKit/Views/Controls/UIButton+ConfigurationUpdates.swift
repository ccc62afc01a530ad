import Foundation

extension UIButton {
  /// Creates a system button that shows `configuration` and runs `primaryAction` for
  /// `.primaryActionTriggered`; the action's title and image fill a configuration without them.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    var configuration = configuration
    if let primaryAction {
      if configuration.titleText == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
      if configuration.image == nil { configuration.image = primaryAction.image }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
    self.configuration = configuration
    // An initializer's own assignment runs no property observer, so ask for the update here.
    configurationDidChange()
  }

  /// The label that shows the configuration's subtitle; nil while there is none (iOS 15).
  public var subtitleLabel: UILabel? {
    updateConfigurationIfNeeded()
    return storedSubtitleLabel
  }

  /// Runs a pending configuration update now: `updateConfiguration()` (the update handler),
  /// then shows the configuration styled for the current state. UIKit does this before layout
  /// and before measuring the button, and so before drawing it.
  package func updateConfigurationIfNeeded() {
    guard configurationUpdatePending, !isUpdatingConfiguration else { return }
    configurationUpdatePending = false
    isUpdatingConfiguration = true
    updateConfiguration()
    isUpdatingConfiguration = false
    showConfiguration()
  }

  /// A configuration assigned while the update handler runs is the update's result; any other
  /// assignment asks for an update, as UIKit's setter does.
  func configurationDidChange() {
    guard !isUpdatingConfiguration else { return }
    if configuration == nil {
      storedSubtitleLabel = nil
      configurationUpdatePending = false
      showLegacyContent()
    } else {
      setNeedsUpdateConfiguration()
    }
  }

  /// Shows the configuration styled for the state: title, subtitle and image in the labels and
  /// image view, in the state's foreground color.
  private func showConfiguration() {
    guard let configuration else { return }
    let shown = configuration.updated(for: self)
    let color = shown.resolvedForegroundColor ?? tintColor
    if let label = titleLabel {
      label.isApplyingAppearance = true
      defer { label.isApplyingAppearance = false }
      label.text = shown.titleText
      label.font = configuredTitleFont(shown)
      label.textColor = color
      label.lineBreakMode = shown.titleLineBreakMode
    }
    if let subtitle = shown.subtitleText {
      let label = storedSubtitleLabel ?? UILabel()
      label.text = subtitle
      label.font = configuredSubtitleFont(shown)
      label.textColor = color
      label.lineBreakMode = shown.subtitleLineBreakMode
      storedSubtitleLabel = label
    } else {
      storedSubtitleLabel = nil
    }
    if let image = configuredImage(shown) { showConfiguredImage(image) }
    invalidateIntrinsicContentSize()
  }

  /// A configured title's font: the button size's text style at the button's content size,
  /// semibold for a primary button (`role`; OnionBrowser's primary buttons are stored as wide as
  /// semibold titles plus the insets, see `ButtonSizeMetrics`), then as the title's attributes
  /// transformer restyles it.
  package func configuredTitleFont(_ configuration: UIButton.Configuration) -> UIFont {
    let font = UIFont.preferredFont(forTextStyle: configuration.buttonSize.metrics.titleStyle, compatibleWith: traitCollection)
    let styled = role == .primary ? UIFont.systemFont(ofSize: font.pointSize, weight: .semibold) : font
    return configuration.titleTextAttributesTransformer.font(transforming: styled)
  }

  /// A configured subtitle's font: the button size's subtitle text style, then as the subtitle's
  /// attributes transformer restyles it.
  func configuredSubtitleFont(_ configuration: UIButton.Configuration) -> UIFont {
    let font = UIFont.preferredFont(forTextStyle: configuration.buttonSize.metrics.subtitleStyle, compatibleWith: traitCollection)
    return configuration.subtitleTextAttributesTransformer.font(transforming: font)
  }

  /// The configuration's image as the button shows it: a symbol takes the configuration's
  /// preferred symbol configuration.
  func configuredImage(_ configuration: UIButton.Configuration) -> UIImage? {
    guard let image = configuration.image else { return nil }
    guard let preferred = configuration.preferredSymbolConfigurationForImage, image.isSymbolImage else { return image }
    return image.applyingSymbolConfiguration(preferred) ?? image
  }

  /// UIKit's size for a configured button: the image and the title (over the subtitle) with
  /// `imagePadding` between them when both show, placed by `imagePlacement`, inside
  /// `contentInsets`. Text lines count whole points and widths device pixels, as Interface
  /// Builder's stored frames of configured buttons show.
  ///
  /// `imageSize` stands in for the image's own size when the caller knows the size of an image it
  /// does not hold (a document's image measured by its listed size).
  package func configuredContentSize(_ configuration: UIButton.Configuration, imageSize: CGSize? = nil) -> CGSize {
    let scale = pixelScale
    let release = traitCollection.uiKitRelease
    func line(_ text: String?, _ font: UIFont) -> CGSize {
      guard let text, !text.isEmpty else { return .zero }
      let font = font.measured(on: release)
      return CGSize(
        width: TextMeasurer.ceilToPixel(TextMeasurer.size(of: text, font: font).width, scale: scale),
        height: font.lineHeight.rounded(.up))
    }
    let title = line(configuration.titleText, configuredTitleFont(configuration))
    let subtitle = line(configuration.subtitleText, configuredSubtitleFont(configuration))
    let between = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
    let text = CGSize(width: Swift.max(title.width, subtitle.width), height: title.height + between + subtitle.height)
    let image = imageSize ?? configuredImage(configuration)?.size ?? .zero
    let padding = image != .zero && text != .zero ? configuration.imagePadding : 0
    let content: CGSize
    if configuration.imagePlacement.contains(.top) || configuration.imagePlacement.contains(.bottom) {
      content = CGSize(width: Swift.max(image.width, text.width), height: image.height + padding + text.height)
    } else {
      content = CGSize(width: image.width + padding + text.width, height: Swift.max(image.height, text.height))
    }
    let insets = configuration.contentInsets
    return CGSize(
      width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
  }
}
