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
  /// and before measuring the button.
  func updateConfigurationIfNeeded() {
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
    let metrics = shown.buttonSize.metrics
    let color = shown.resolvedForegroundColor ?? tintColor
    if let label = titleLabel {
      label.isApplyingAppearance = true
      defer { label.isApplyingAppearance = false }
      label.text = shown.titleText
      label.font = UIFont.preferredFont(forTextStyle: metrics.titleStyle, compatibleWith: traitCollection)
      label.textColor = color
      label.lineBreakMode = shown.titleLineBreakMode
    }
    if let subtitle = shown.subtitleText {
      let label = storedSubtitleLabel ?? UILabel()
      label.text = subtitle
      label.font = UIFont.preferredFont(forTextStyle: metrics.subtitleStyle, compatibleWith: traitCollection)
      label.textColor = color
      label.lineBreakMode = shown.subtitleLineBreakMode
      storedSubtitleLabel = label
    } else {
      storedSubtitleLabel = nil
    }
    if let image = shown.image { showConfiguredImage(image) }
    invalidateIntrinsicContentSize()
  }

  /// UIKit's size for a configured button: the image and the title (over the subtitle) with
  /// `imagePadding` between them when both show, placed by `imagePlacement`, inside
  /// `contentInsets`. Text lines count whole points and widths device pixels, as Interface
  /// Builder's stored frames of configured buttons show.
  func configuredContentSize(_ configuration: UIButton.Configuration) -> CGSize {
    let metrics = configuration.buttonSize.metrics
    let scale = pixelScale
    let release = traitCollection.uiKitRelease
    func line(_ text: String?, _ style: UIFont.TextStyle) -> CGSize {
      guard let text, !text.isEmpty else { return .zero }
      let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).measured(on: release)
      return CGSize(
        width: TextMeasurer.ceilToPixel(TextMeasurer.size(of: text, font: font).width, scale: scale),
        height: font.lineHeight.rounded(.up))
    }
    let title = line(configuration.titleText, metrics.titleStyle)
    let subtitle = line(configuration.subtitleText, metrics.subtitleStyle)
    let between = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
    let text = CGSize(width: Swift.max(title.width, subtitle.width), height: title.height + between + subtitle.height)
    let image = configuration.image?.size ?? .zero
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
