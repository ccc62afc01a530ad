/// Whether a document is a storyboard or a xib.
public enum IBDocumentKind: String, Hashable, Sendable {
  /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`: scenes.
  case storyboard
  /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`: a flat list of top-level objects.
  case xib
}
