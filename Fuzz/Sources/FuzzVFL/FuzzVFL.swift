import AdaptiveKit
import FuzzSupport
import Foundation

/// libFuzzer entry point: any format string must produce constraints that lay out to finite
/// frames, or a VFL error that shows the format with a caret — never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVFL(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  guard let format = String(bytes: UnsafeBufferPointer(start: start, count: count), encoding: .utf8) else { return 0 }
  MainActor.assumeIsolated {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [String: Any] = [:]
    for name in ["a", "b", "c", "view1", "_x"] {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      superview.addSubview(view)
      views[name] = view
    }
    let options: [NSLayoutConstraint.FormatOptions] = [[], .alignAllTop, .alignAllLeading, .alignAllCenterY, .directionRightToLeft]
    for option in options {
      do {
        let constraints = try NSLayoutConstraint.validatedConstraints(
          withVisualFormat: format, options: option, metrics: ["m": 10, "big": 1e9], views: views)
        NSLayoutConstraint.activate(constraints)
        superview.layoutIfNeeded()
        for case let view as UIView in views.values {
          let frame = view.frame
          precondition(frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                       "non-finite frame \(frame) for \(format)")
        }
        NSLayoutConstraint.deactivate(constraints)
      } catch {
        precondition(!String(describing: error).isEmpty, "an empty VFL error message")
      }
    }
  }
  return 0
}

@_cdecl("FuzzVFL_main")
public func fuzzVFLMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzVFL)
}
