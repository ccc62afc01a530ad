import Foundation

/// One axis of UIKit's autoresizing-mask constraints: a view's offset and length as linear
/// functions of its superview's length. Fixed parts keep their current size; a change of the
/// superview's length is shared among the flexible parts (margins and length) in proportion to
/// their current sizes, as `UIView.autoresizingMask` documents, or equally when they are all
/// zero. With no flexible part the frame stays as it is.
struct AutoresizingAxis {
  /// The offset from the superview's start is `offsetShare × superLength′ + offsetConstant`.
  let offsetShare: Double
  let offsetConstant: Double
  /// The length is `lengthShare × superLength′ + lengthConstant`.
  let lengthShare: Double
  let lengthConstant: Double

  init(offset: CGFloat, length: CGFloat, superLength: CGFloat, flexible: (start: Bool, length: Bool, end: Bool)) {
    let parts = [Double(offset), Double(length), Double(superLength - offset - length)]
    let flags = [flexible.start, flexible.length, flexible.end]
    let flexibleTotal = zip(parts, flags).reduce(0) { $0 + ($1.1 ? Swift.max($1.0, 0) : 0) }
    let flexibleCount = Double(flags.filter { $0 }.count)
    func share(_ index: Int) -> Double {
      guard flags[index] else { return 0 }
      return flexibleTotal > 0 ? Swift.max(parts[index], 0) / flexibleTotal : 1 / flexibleCount
    }
    let superLength = Double(superLength)
    offsetShare = share(0)
    offsetConstant = parts[0] - offsetShare * superLength
    lengthShare = share(1)
    lengthConstant = parts[1] - lengthShare * superLength
  }
}
