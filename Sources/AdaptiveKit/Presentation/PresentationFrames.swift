/// The frames UIKit gives the built-in presentation styles (behavior reference §10.3).
@MainActor
enum PresentationFrames {
  /// A form sheet's size on iPad (iOS 7–12; the centred sheet of iOS 13+ keeps it).
  static let formSheetSize = CGSize(width: 540, height: 620)

  static func frame(for controller: UIPresentationController) -> CGRect {
    let bounds = controller.containerView?.bounds ?? CGRect(origin: .zero, size: UIScreen.main.bounds.size)
    return frame(for: controller, in: bounds)
  }

  /// The size the presented controller gets when the container becomes `containerSize`.
  static func presentedSize(for controller: UIPresentationController, containerSize: CGSize) -> CGSize {
    if controller.currentStyle == .custom { return controller.frameOfPresentedViewInContainerView.size }
    return frame(for: controller, in: CGRect(origin: .zero, size: containerSize)).size
  }

  static func frame(for controller: UIPresentationController, in bounds: CGRect) -> CGRect {
    let traits = controller.traitsForAdaptation
    let compactWidth = traits.horizontalSizeClass == .compact
    switch controller.currentStyle {
    case .formSheet:
      if compactWidth { return sheetFrame(controller, in: bounds) }
      return centered(formSheetSize, in: bounds)
    case .pageSheet:
      if compactWidth { return sheetFrame(controller, in: bounds) }
      // A portrait screen's width, full height (iOS 7–12 page sheet; unconfirmed for iOS 13+ cards).
      let screen = controller.containerView?.window?.screen.bounds.size ?? UIScreen.main.bounds.size
      let width = min(bounds.width, min(screen.width, screen.height))
      return CGRect(x: ((bounds.width - width) / 2).rounded(), y: 0, width: width, height: bounds.height)
    case .popover:
      if let popover = controller as? UIPopoverPresentationController { return popover.popoverFrame(in: bounds) }
      return bounds
    default:
      return bounds
    }
  }

  /// A sheet in compact width: its detent's frame when the app configured detents (iOS 15),
  /// otherwise the whole container.
  private static func sheetFrame(_ controller: UIPresentationController, in bounds: CGRect) -> CGRect {
    (controller as? UISheetPresentationController)?.detentFrame(in: bounds) ?? bounds
  }

  /// `size` centred in `bounds`, clamped to fit.
  static func centered(_ size: CGSize, in bounds: CGRect) -> CGRect {
    let width = min(size.width, bounds.width)
    let height = min(size.height, bounds.height)
    return CGRect(
      x: bounds.minX + ((bounds.width - width) / 2).rounded(), y: bounds.minY + ((bounds.height - height) / 2).rounded(),
      width: width, height: height)
  }
}
