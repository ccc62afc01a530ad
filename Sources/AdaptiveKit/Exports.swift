// UIKit re-exports Foundation (CGFloat, CGRect, NSObject, NotificationCenter…), so code written
// against UIKit compiles against AdaptiveKit with only its import changed.
@_exported import Foundation
