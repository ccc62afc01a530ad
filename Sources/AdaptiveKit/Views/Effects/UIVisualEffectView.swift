import Foundation

/// A view that draws a visual effect behind its `contentView`. Subviews belong in the content
/// view, which fills the effect view by its autoresizing mask, so constraints placed inside it
/// can also size the effect view.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The effect drawn, or nil for none.
  open var effect: UIVisualEffect?

  /// The view that holds the effect view's content.
  public let contentView: UIView

  /// An effect view with `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    installContentView()
  }

  public convenience override init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    effect = nil
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}
