import Foundation

/// Control sizes by UIKit release, each with its evidence.
///
/// Where a figure comes from Interface Builder's stored frames, the canvas of an Xcode draws with
/// the SDK that Xcode ships (Xcode 6 with iOS 8, Xcode 11 with iOS 13, Xcode 26 with iOS 26), so a
/// frame stored by that Xcode is that release's metric.
package enum ControlMetrics {
  /// A rounded-rect text field's height: 30 through iOS 12, 34 from iOS 13's redesign. Evidence:
  /// documents saved by Xcode 5 to 10 (AWS and IQKeyboardManager samples) store 30, from Xcode 11
  /// on 34 (the corpus's most frequent height).
  static let roundedTextFieldHeight = ReleaseTable<CGFloat>([(.iOS7, 30), (.iOS13, 34)])

  /// Whether a text field's centred line has its top rounded down to whole points (through iOS
  /// 10) rather than to the nearest point: aws-sdk-ios-samples' labels baseline-aligned with
  /// 30-point fields in Xcode 8 (6.5 → 6), Esri's Xcode 12 fields (0.75 → 1, 8.5 → 9).
  /// Unconfirmed between iOS 10.3 and 13; taken as iOS 11.
  static let textFieldFloorsTextTop = ReleaseTable<Bool>([(.iOS7, true), (.iOS11, false)])

  /// What a borderless text field adds to its text's line from iOS 15, when text fields moved to
  /// TextKit 2: the line and this allowance, each rounded up to the pixel (1.5 points on 2x
  /// screens, 5 pixels on 3x); through iOS 14 the field is its line in whole points. Unconfirmed as
  /// UIKit's own figure, inferred from the frames Xcode 13–26 store for fields without a height
  /// constraint: tinode's 18-point fields 23.33 and 17-point 22 (3x), DataDog's 10-, 12- and 14-point
  /// fields 13.67, 16 and 18.67 (3x), passforios' and GoMap's body fields 22 (3x), blink's
  /// 16-point field 21 and appcenter's 17-point 22 (2x). Secure fields keep the whole-point line.
  /// No iOS 15 document has such a field; the switch is taken at iOS 15, the release WWDC21's "Meet
  /// TextKit 2" gives for text fields (WWDC22: every UIKit text control from iOS 16).
  static let borderlessTextFieldLineAllowance = ReleaseTable<CGFloat?>([(.iOS7, nil), (.iOS15, 1.5)])

  /// A stepper's size: 94×29 through iOS 12, 94×32 from iOS 13 (documents of Xcode 6 to 10 store
  /// 29-point steppers, Xcode 11 and later 32).
  static let stepperSize = ReleaseTable<CGSize>([
    (.iOS7, CGSize(width: 94, height: 29)), (.iOS13, CGSize(width: 94, height: 32)),
  ])

  /// A segmented control's alignment-rect height: 28 through iOS 12 (a 29-point frame less the
  /// point below it Auto Layout does not see), 31 from iOS 13 (32-point frames).
  static let segmentedControlHeight = ReleaseTable<CGFloat>([(.iOS7, 28), (.iOS13, 31)])

  /// A segmented control's segments: iOS 7–12 title them in regular 13-point System with 14
  /// points of padding (RxSwift's and IBLinter's "First | Second", 121; Apple's "Linear | Radial",
  /// 105); iOS 13 in semibold with 17 (inaturalist's "Sign Up | Login", 135; Esri's "Roaming |
  /// Local", 147).
  static let segmentTitles = ReleaseTable<(weight: UIFont.Weight, padding: CGFloat)>([
    (.iOS7, (.regular, 14)), (.iOS13, (.semibold, 17)),
  ])

  /// A switch's frame: 51×31 from iOS 7 to 18, 63×28 on iOS 26 (Xcode 26's iOS plug-in 24000
  /// draws every switch 63×28; earlier plug-ins 51×31).
  static let switchSize = ReleaseTable<CGSize>([
    (.iOS7, CGSize(width: 51, height: 31)), (.iOS26, CGSize(width: 63, height: 28)),
  ])

  /// A slider's frame height: 31 through iOS 18, 34 on iOS 26. Documents of Xcode 26's plug-ins
  /// (24063, 24405, 24504) store 20 of their 21 sliders 34 high (nRF-Mesh's 16 in eight files,
  /// DataDog's 5); Xcode 5–16.2 documents 31.
  static let sliderHeight = ReleaseTable<CGFloat>([(.iOS7, 31), (.iOS26, 34)])

  /// The part of a slider's frame Auto Layout does not see: 2 points at each side and 1 below
  /// through iOS 18 (a 124-point width constraint gives Esri's 128-point frames; unconfirmed as
  /// UIKit's own figures), none on iOS 26 — Xcode 26 stores nRF-Mesh's leading-pinned sliders at
  /// their constraint's x (20 = the margin, the label beside them 16 after the frame's end) and
  /// the view pinned 8 below them 8 below the 34-point frame.
  static let sliderAlignmentInsets = ReleaseTable<UIEdgeInsets>([
    (.iOS7, UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2)), (.iOS26, .zero),
  ])

  /// The default progress bar's height: 2 points through iOS 13, 4 from iOS 14. Unconfirmed
  /// between plug-ins 16087 and 17126: OnionBrowser's bar is stored 2 high by plug-in 15704 and 4
  /// by 21678; AWS, Apple and ioscreator samples (Xcode 5–11) store 2, Esri's (Xcode 12) 4.
  static let progressBarHeight = ReleaseTable<CGFloat>([(.iOS7, 2), (.iOS14, 4)])

  /// A picker's (and a wheels date picker's) intrinsic height: 162 points on iOS 8, 216 on iOS 7
  /// and from iOS 9. Unconfirmed, from Xcode 6 documents: the intrinsic heights aws-sdk-ios-samples
  /// (6254) and iOS8-day-by-day (7531) store, and matrix-ios-kit's 162-point picker cell (6751);
  /// Xcode 7 documents (8191) store 216.
  static let pickerHeight = ReleaseTable<CGFloat>([(.iOS7, 216), (.iOS8, 162), (.iOS9, 216)])

  /// Whether a picker is drawn only at a wheel height (162, 180 or 216 points), centred on the
  /// height its constraints give: iOS 7–8. matrix-ios-kit's Xcode 6 picker pinned into a 119-point
  /// cell is stored 162 high at y −21.5; Xcode 7 documents store pickers 530 and 223 high.
  static let pickerSnapsToWheelHeights = ReleaseTable<Bool>([(.iOS7, true), (.iOS9, false)])

  /// The wheel heights an iOS 7–8 picker snaps to.
  static let pickerWheelHeights: [CGFloat] = [162, 180, 216]

  /// Whether date pickers have styles: from iOS 14 (the `style` attribute appears with Xcode
  /// 12's plug-in 17000); before, every date picker is wheels.
  static let datePickerHasStyles = ReleaseTable<Bool>([(.iOS7, false), (.iOS14, true)])

  /// A search bar's field row: 44 points through iOS 10, 56 from iOS 11, 64 on iOS 26. The same
  /// IQKeyboardManager search bar is stored 44 high by plug-in 12086 (Xcode 8.3), 56 by 14088
  /// (Xcode 10) and 22504, 64 by 24063 (Xcode 26); Xcode 6–8 bars 44.
  package static let searchBarHeight = ReleaseTable<CGFloat>([(.iOS7, 44), (.iOS11, 56), (.iOS26, 64)])
}
