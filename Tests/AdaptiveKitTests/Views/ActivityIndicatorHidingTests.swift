import AdaptiveKit
import Foundation
import Testing

/// `hidesWhenStopped`: "the receiver sets its isHidden property to true when receiver is not
/// animating" (UIKit's documentation); starting and stopping show and hide it.
@MainActor
@Suite("Activity indicators hide while stopped when they hide when stopped")
struct ActivityIndicatorHidingTests {
  @Test("A new spinner is stopped and hidden; starting shows it, stopping hides it")
  func startAndStop() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(spinner.hidesWhenStopped && !spinner.isAnimating && spinner.isHidden)
    spinner.startAnimating()
    #expect(spinner.isAnimating && !spinner.isHidden)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating && spinner.isHidden)
  }

  @Test("A spinner that does not hide when stopped stays visible")
  func notHiding() {
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden, "turning it off while stopped shows it")
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
  }

  @Test("Turning hiding on while stopped hides the spinner; while animating it stays visible")
  func turningHidingOn() {
    let spinner = UIActivityIndicatorView(frame: .zero)
    spinner.hidesWhenStopped = false
    spinner.startAnimating()
    spinner.hidesWhenStopped = true
    #expect(!spinner.isHidden)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
  }
}
