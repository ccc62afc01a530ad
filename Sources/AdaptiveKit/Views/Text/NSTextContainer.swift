import Foundation

/// The region a text view lays its text out in: the text view's width less the insets, with
/// `lineFragmentPadding` kept clear at both ends of every line.
@preconcurrency @MainActor
open class NSTextContainer {
  /// The container's size; a text view keeps the width in step with its own (`widthTracksTextView`).
  open var size: CGSize
  /// The space left empty at the start and end of every line fragment (5 points, as in UIKit).
  open var lineFragmentPadding: CGFloat = 5 { didSet { textView?.invalidateIntrinsicContentSize() } }
  /// The most lines laid out; 0 for no limit.
  open var maximumNumberOfLines = 0 { didSet { textView?.invalidateIntrinsicContentSize() } }
  /// How the last line breaks when `maximumNumberOfLines` cuts the text.
  open var lineBreakMode = NSLineBreakMode.byWordWrapping { didSet { textView?.invalidateIntrinsicContentSize() } }
  /// Whether the width follows the text view's bounds.
  open var widthTracksTextView = false
  /// Whether the height follows the text view's bounds.
  open var heightTracksTextView = false

  /// The text view that owns the container, told when the layout changes.
  weak var textView: UITextView?

  /// A container of `size` (use `.greatestFiniteMagnitude` for an unbounded axis).
  public init(size: CGSize) { self.size = size }
}
