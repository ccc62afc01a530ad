/// Collapsing and expanding split view controllers (behavior reference §8.2, §8.3).
@MainActor
enum SplitCollapsing {
  static func collapse(_ svc: UISplitViewController) {
    if svc.style != .unspecified {
      collapseColumns(svc)
      return
    }
    guard let primary = svc.primary else {
      svc.collapsed = true
      svc.postShowDetailTargetDidChange()
      return
    }
    let newPrimary = svc.delegate?.primaryViewController(forCollapsing: svc) ?? primary
    if let secondary = svc.secondary {
      let handled = svc.delegate?.splitViewController(svc, collapseSecondary: secondary, onto: newPrimary) ?? false
      if !handled { newPrimary.collapseSecondaryViewController(secondary, for: svc) }
      svc.secondaryBeforeCollapse = secondary
      // Neither merged into the primary nor made the primary: the secondary leaves the split view.
      if secondary.storedParent === svc && secondary !== newPrimary { detach(secondary) }
    }
    install(newPrimary, replacing: primary, in: svc)
    svc.secondary = nil
    svc.collapsed = true
    svc.arrangeViews()
    svc.postShowDetailTargetDidChange()
  }

  static func expand(_ svc: UISplitViewController) {
    if svc.style != .unspecified {
      expandColumns(svc)
      return
    }
    guard let primary = svc.primary else {
      svc.collapsed = false
      svc.postShowDetailTargetDidChange()
      return
    }
    let newPrimary = svc.delegate?.primaryViewController(forExpanding: svc) ?? primary
    var secondary = svc.delegate?.splitViewController(svc, separateSecondaryFrom: newPrimary)
    if secondary == nil { secondary = newPrimary.separateSecondaryViewController(for: svc) }
    // Still nil: the secondary from before the collapse comes back (unconfirmed, chosen behaviour).
    if secondary == nil { secondary = svc.secondaryBeforeCollapse }
    if secondary === newPrimary { secondary = nil }
    install(newPrimary, replacing: primary, in: svc)
    if let secondary {
      if let parent = secondary.storedParent, parent !== svc {
        // The delegate handed back a controller still inside another container.
        secondary.willMove(toParent: nil)
        secondary.viewIfLoaded?.removeFromSuperview()
        secondary.removeFromParent()
      }
      if secondary.storedParent !== svc {
        svc.addChild(secondary)
        secondary.didMove(toParent: svc)
      }
    }
    svc.secondary = secondary
    svc.collapsed = false
    svc.arrangeViews()
    svc.postShowDetailTargetDidChange()
  }

  /// Makes `newPrimary` the primary child in place of `oldPrimary`.
  static func install(_ newPrimary: UIViewController, replacing oldPrimary: UIViewController, in svc: UISplitViewController) {
    guard newPrimary !== oldPrimary else { return }
    if oldPrimary.storedParent === svc { detach(oldPrimary) }
    if newPrimary.storedParent !== svc {
      if newPrimary.storedParent != nil {
        newPrimary.willMove(toParent: nil)
        newPrimary.viewIfLoaded?.removeFromSuperview()
        newPrimary.removeFromParent()
      }
      svc.addChild(newPrimary)
      newPrimary.didMove(toParent: svc)
    }
    // Keep the primary first among the children.
    svc.storedChildren.removeAll { $0 === newPrimary }
    svc.storedChildren.insert(newPrimary, at: 0)
    svc.primary = newPrimary
  }

  static func detach(_ controller: UIViewController) {
    controller.willMove(toParent: nil)
    controller.viewIfLoaded?.removeFromSuperview()
    controller.removeFromParent()
  }

  // MARK: Column style (iOS 14)

  private static func collapseColumns(_ svc: UISplitViewController) {
    if svc.columnWrappers[.compact] != nil {
      svc.collapsedTopColumn = .compact
    } else {
      // UIKit proposes the secondary, so an iPhone launch shows the detail (unconfirmed, §17.20).
      svc.collapsedTopColumn = svc.delegate?.splitViewController(svc, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
    }
    svc.collapsed = true
    svc.arrangeViews()
    svc.delegate?.splitViewControllerDidCollapse(svc)
    svc.postShowDetailTargetDidChange()
  }

  private static func expandColumns(_ svc: UISplitViewController) {
    svc.collapsed = false
    svc.chosenDisplayMode = nil
    let proposed = svc.resolvedDisplayMode()
    if let mode = svc.delegate?.splitViewController(svc, displayModeForExpandingToProposedDisplayMode: proposed),
      mode != proposed, mode != .automatic
    {
      svc.chosenDisplayMode = mode
    }
    svc.arrangeViews()
    svc.delegate?.splitViewControllerDidExpand(svc)
    svc.postShowDetailTargetDidChange()
  }
}
