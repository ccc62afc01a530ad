/// Where a split view controller's columns go (behavior reference §8.1).
@MainActor
enum SplitLayout {
  /// The primary column's width when the app sets no preference (unconfirmed, §17.13).
  static let defaultPrimaryWidth: CGFloat = 320
  /// The supplementary column's default width.
  static let defaultSupplementaryWidth: CGFloat = 320
  /// The divider between tiled columns (unconfirmed: UIKit draws a one-point separator).
  static let dividerWidth: CGFloat = 1

  static func width(of svc: UISplitViewController) -> CGFloat {
    svc.viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
  }

  /// Whether the split view is wider than tall, where `.automatic` tiles the columns.
  static func isLandscapeShaped(_ svc: UISplitViewController) -> Bool {
    let size = svc.viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size
    return size.width > size.height
  }

  static func primaryWidth(of svc: UISplitViewController) -> CGFloat {
    let total = width(of: svc)
    if svc.collapsed { return total }
    var result: CGFloat
    if svc.preferredPrimaryColumnWidth >= 0 {
      result = svc.preferredPrimaryColumnWidth
    } else if svc.preferredPrimaryColumnWidthFraction >= 0 {
      result = (total * svc.preferredPrimaryColumnWidthFraction).rounded()
    } else {
      result = defaultPrimaryWidth
    }
    if svc.minimumPrimaryColumnWidth >= 0 { result = max(result, svc.minimumPrimaryColumnWidth) }
    if svc.maximumPrimaryColumnWidth >= 0 { result = min(result, svc.maximumPrimaryColumnWidth) }
    return max(0, min(result, total))
  }

  static func supplementaryWidth(of svc: UISplitViewController) -> CGFloat {
    let total = width(of: svc)
    let fraction = svc.preferredSupplementaryColumnWidthFraction
    let result = fraction >= 0 ? (total * fraction).rounded() : defaultSupplementaryWidth
    return max(0, min(result, total))
  }

  static func arrange(_ svc: UISplitViewController) {
    let mode = svc.resolvedDisplayMode()
    if svc.collapsed {
      // Collapsing and expanding are not display-mode changes.
      svc.lastReportedDisplayMode = nil
    } else if mode != svc.lastReportedDisplayMode {
      if svc.lastReportedDisplayMode != nil { svc.delegate?.splitViewController(svc, willChangeTo: mode) }
      svc.lastReportedDisplayMode = mode
    }
    guard let container = svc.viewIfLoaded else { return }
    let frames = svc.style == .unspecified ? classicFrames(svc, mode: mode) : columnFrames(svc, mode: mode)
    let bounds = container.bounds
    let mirrored = svc.primaryEdge == .trailing
    let shown = Set(frames.map { ObjectIdentifier($0.0) })
    for child in svc.children where !shown.contains(ObjectIdentifier(child)) {
      if let childView = child.viewIfLoaded, childView.superview === container { childView.removeFromSuperview() }
    }
    for (index, (controller, frame)) in frames.enumerated() where !controller.isCoveredByPresentation {
      var placed = frame
      if mirrored { placed.origin.x = bounds.width - frame.maxX }
      let childView: UIView = controller.view
      if childView.superview !== container {
        childView.autoresizingMask = []
        childView.frame = placed
        container.insertSubview(childView, at: index)
      } else {
        if childView.frame != placed { childView.frame = placed }
        if container.subviews.firstIndex(where: { $0 === childView }) != index {
          container.insertSubview(childView, at: index)
        }
      }
    }
  }

  /// Back to front: the controllers shown and their frames.
  private static func classicFrames(_ svc: UISplitViewController, mode: UISplitViewController.DisplayMode)
    -> [(UIViewController, CGRect)]
  {
    let bounds = svc.viewIfLoaded?.bounds ?? .zero
    if svc.collapsed { return svc.primary.map { [($0, bounds)] } ?? [] }
    let primaryWidth = primaryWidth(of: svc)
    let primaryFrame = CGRect(x: 0, y: 0, width: primaryWidth, height: bounds.height)
    guard let secondary = svc.secondary else { return svc.primary.map { [($0, bounds)] } ?? [] }
    switch mode {
    case .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary:
      let x = primaryWidth + dividerWidth
      let secondaryFrame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
      return [(secondary, secondaryFrame)] + (svc.primary.map { [($0, primaryFrame)] } ?? [])
    case .oneOverSecondary, .twoOverSecondary:
      return [(secondary, bounds)] + (svc.primary.map { [($0, primaryFrame)] } ?? [])
    default:
      return [(secondary, bounds)]
    }
  }

  private static func columnFrames(_ svc: UISplitViewController, mode: UISplitViewController.DisplayMode)
    -> [(UIViewController, CGRect)]
  {
    let bounds = svc.viewIfLoaded?.bounds ?? .zero
    let wrappers = svc.columnWrappers
    if svc.collapsed {
      let order: [UISplitViewController.Column] = [svc.collapsedTopColumn, .compact, .secondary, .supplementary, .primary]
      for column in order {
        if let wrapper = wrappers[column] { return [(wrapper, bounds)] }
      }
      return []
    }
    guard let secondary = wrappers[.secondary] else {
      return wrappers[.primary].map { [($0, bounds)] } ?? []
    }
    let height = bounds.height
    let primaryWidth = primaryWidth(of: svc)
    let supplementaryWidth = supplementaryWidth(of: svc)
    var result: [(UIViewController, CGRect)] = []
    func tiled(_ columns: [(UIViewController?, CGFloat)], displace: Bool) {
      var x: CGFloat = 0
      var placed: [(UIViewController, CGRect)] = []
      for (controller, width) in columns {
        guard let controller else { continue }
        placed.append((controller, CGRect(x: x, y: 0, width: width, height: height)))
        x += width + dividerWidth
      }
      let secondaryWidth = displace ? bounds.width : max(0, bounds.width - x)
      result = [(secondary, CGRect(x: x, y: 0, width: secondaryWidth, height: height))] + placed
    }
    func overlaid(_ columns: [(UIViewController?, CGFloat)]) {
      result = [(secondary, bounds)]
      var x: CGFloat = 0
      for (controller, width) in columns {
        guard let controller else { continue }
        result.append((controller, CGRect(x: x, y: 0, width: width, height: height)))
        x += width + dividerWidth
      }
    }
    let triple = svc.style == .tripleColumn
    switch (mode, triple) {
    case (.oneBesideSecondary, false):
      tiled([(wrappers[.primary], primaryWidth)], displace: false)
    case (.oneOverSecondary, false):
      overlaid([(wrappers[.primary], primaryWidth)])
    case (.oneBesideSecondary, true):
      tiled([(wrappers[.supplementary], supplementaryWidth)], displace: false)
    case (.oneOverSecondary, true):
      overlaid([(wrappers[.supplementary], supplementaryWidth)])
    case (.twoBesideSecondary, _):
      tiled([(wrappers[.primary], primaryWidth), (wrappers[.supplementary], supplementaryWidth)], displace: false)
    case (.twoDisplaceSecondary, _):
      tiled([(wrappers[.primary], primaryWidth), (wrappers[.supplementary], supplementaryWidth)], displace: true)
    case (.twoOverSecondary, _):
      overlaid([(wrappers[.primary], primaryWidth), (wrappers[.supplementary], supplementaryWidth)])
    default:
      result = [(secondary, bounds)]
    }
    return result
  }
}

extension UISplitViewController {
  /// The display mode in effect (behavior reference §8.1).
  func resolvedDisplayMode() -> DisplayMode {
    // A collapsed split view reports all-visible, as UIKit does on iPhone (unconfirmed, chosen).
    if collapsed { return .oneBesideSecondary }
    if let chosenDisplayMode { return chosenDisplayMode }
    var mode = preferredDisplayMode
    if mode == .automatic {
      let landscape = SplitLayout.isLandscapeShaped(self)
      switch style {
      case .tripleColumn:
        // Triple columns show the supplementary beside the secondary in landscape (unconfirmed).
        mode = landscape ? .oneBesideSecondary : .secondaryOnly
      default:
        mode = landscape ? .oneBesideSecondary : .secondaryOnly
      }
    }
    if style != .tripleColumn {
      switch mode {
      case .twoBesideSecondary, .twoDisplaceSecondary: mode = .oneBesideSecondary
      case .twoOverSecondary: mode = .oneOverSecondary
      default: break
      }
    }
    return mode
  }
}
