/// The iOS 14 column interface of `UISplitViewController` (behavior reference §16).
///
/// Simplification: a collapsed column-style split view shows one column's navigation controller
/// full size (the compact column when set, otherwise the top column the delegate chose) rather
/// than merging the columns' stacks into one navigation stack as UIKit does.
@MainActor
enum SplitColumns {
  typealias Column = UISplitViewController.Column

  static func setViewController(_ vc: UIViewController?, for column: Column, in svc: UISplitViewController) {
    guard svc.style != .unspecified else {
      AdaptiveKitLog.shared.report(
        .containment, "setViewController(_:for:) is ignored on a split view controller created without a style")
      return
    }
    if column == .supplementary && svc.style == .doubleColumn {
      AdaptiveKitLog.shared.report(.containment, "A double-column split view controller has no supplementary column")
      return
    }
    if let old = svc.columnWrappers[column], old !== vc { SplitCollapsing.detach(old) }
    svc.columnWrappers[column] = nil
    svc.columnControllers[column] = nil
    if let vc {
      let wrapper: UIViewController
      if column == .compact || vc is UINavigationController {
        wrapper = vc
      } else if let existing = vc.storedParent as? UINavigationController, existing.viewControllers.first === vc,
        existing.storedParent == nil
      {
        wrapper = existing
      } else {
        wrapper = UINavigationController(rootViewController: vc)
      }
      if wrapper.storedParent !== svc {
        if wrapper.storedParent != nil { SplitCollapsing.detach(wrapper) }
        svc.addChild(wrapper)
        wrapper.didMove(toParent: svc)
      }
      svc.columnControllers[column] = vc
      svc.columnWrappers[column] = wrapper
    }
    svc.arrangeViews()
  }

  static func isShowing(_ column: Column, in svc: UISplitViewController) -> Bool {
    guard svc.columnWrappers[column] != nil || svc.style == .unspecified else { return false }
    if svc.collapsed { return column == svc.collapsedTopColumn }
    let mode = svc.resolvedDisplayMode()
    switch column {
    case .secondary: return true
    case .compact: return false
    case .primary:
      if svc.style == .tripleColumn { return [.twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(mode) }
      return mode == .oneBesideSecondary || mode == .oneOverSecondary
    case .supplementary:
      return svc.style == .tripleColumn && mode != .secondaryOnly
    }
  }

  static func show(_ column: Column, in svc: UISplitViewController) {
    guard svc.style != .unspecified else {
      AdaptiveKitLog.shared.report(.containment, "show(_:) with a column needs a split view controller created with a style")
      return
    }
    guard !isShowing(column, in: svc) else { return }
    svc.delegate?.splitViewController(svc, willShow: column)
    if svc.collapsed {
      svc.collapsedTopColumn = column
      svc.arrangeViews()
      return
    }
    let tiles = svc.splitBehavior == .tile
    let triple = svc.style == .tripleColumn
    switch column {
    case .primary:
      svc.chosenDisplayMode = triple ? (tiles ? .twoBesideSecondary : .twoOverSecondary) : (tiles ? .oneBesideSecondary : .oneOverSecondary)
    case .supplementary:
      svc.chosenDisplayMode = tiles ? .oneBesideSecondary : .oneOverSecondary
    case .secondary, .compact:
      break
    }
    svc.arrangeViews()
  }

  static func hide(_ column: Column, in svc: UISplitViewController) {
    guard svc.style != .unspecified else {
      AdaptiveKitLog.shared.report(.containment, "hide(_:) with a column needs a split view controller created with a style")
      return
    }
    guard isShowing(column, in: svc) else { return }
    svc.delegate?.splitViewController(svc, willHide: column)
    if svc.collapsed {
      // Going back one column, as popping the collapsed stack does.
      switch column {
      case .secondary: svc.collapsedTopColumn = svc.columnWrappers[.supplementary] != nil ? .supplementary : .primary
      case .supplementary: svc.collapsedTopColumn = .primary
      default: break
      }
      svc.arrangeViews()
      return
    }
    let mode = svc.resolvedDisplayMode()
    switch column {
    case .primary where svc.style == .tripleColumn:
      svc.chosenDisplayMode = mode == .twoBesideSecondary || mode == .twoDisplaceSecondary ? .oneBesideSecondary : .oneOverSecondary
    case .primary, .supplementary:
      svc.chosenDisplayMode = .secondaryOnly
    case .secondary, .compact:
      break
    }
    svc.arrangeViews()
  }

  /// The display-mode button: the delegate's target mode, else toggling the primary.
  static func triggerDisplayModeAction(in svc: UISplitViewController) {
    if let target = svc.delegate?.targetDisplayModeForAction(in: svc), target != .automatic {
      svc.chosenDisplayMode = target
    } else if svc.resolvedDisplayMode() == .secondaryOnly {
      svc.chosenDisplayMode = SplitLayout.isLandscapeShaped(svc) ? .oneBesideSecondary : .oneOverSecondary
    } else {
      svc.chosenDisplayMode = .secondaryOnly
    }
    svc.arrangeViews()
  }
}

extension UISplitViewController: BarButtonActionPerforming {
  func performBarButtonAction(_ action: Selector, sender: UIBarButtonItem) -> Bool {
    guard action == UISplitViewController.displayModeAction else { return false }
    SplitColumns.triggerDisplayModeAction(in: self)
    return true
  }
}
