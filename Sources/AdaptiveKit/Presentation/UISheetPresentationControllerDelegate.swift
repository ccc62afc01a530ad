/// Hears of a sheet's detent changes besides its adaptation and dismissal; every method is optional.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The user dragged the sheet to another detent (`selectedDetentIdentifier` holds it); setting
  /// `selectedDetentIdentifier` in code does not send this.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  )
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

extension UISheetPresentationController {
  /// Drags the sheet to the detent `identifier` as a user does: the sheet rests there and the
  /// delegate hears of it. Returns false, changing nothing, when no detent has that identifier
  /// or the sheet already rests there (AdaptiveKit addition: there are no touches).
  @discardableResult
  public func _selectDetentAsUser(_ identifier: Detent.Identifier) -> Bool {
    guard detents.contains(where: { $0.identifier == identifier }) else { return false }
    let current = selectedDetentIdentifier ?? detents.first?.identifier
    guard identifier != current else { return false }
    selectedDetentIdentifier = identifier
    (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    return true
  }
}
