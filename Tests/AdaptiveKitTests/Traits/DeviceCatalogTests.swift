import AdaptiveKit
import Testing

@Suite("Device catalog: sizes, size classes and lookup")
struct DeviceCatalogTests {
  static let plusMaxRows: Set<String> = [
    "iPhone 6 Plus / 6s Plus / 7 Plus / 8 Plus", "iPhone XR / 11", "iPhone XS Max / 11 Pro Max",
    "iPhone 12 Pro Max / 13 Pro Max / 14 Plus", "iPhone 14 Pro Max / 15 Plus / 15 Pro Max / 16 Plus",
    "iPhone 16 Pro Max / 17 Pro Max", "iPhone Air",
  ]

  @Test("Every iPad is regular/regular in both orientations", arguments: Device.all.filter { $0.idiom == .pad })
  func iPadRegularBothWays(device: Device) {
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
      let traits = device.traitCollection(in: orientation)
      #expect(traits.horizontalSizeClass == .regular, "\(device) \(orientation)")
      #expect(traits.verticalSizeClass == .regular, "\(device) \(orientation)")
    }
  }

  @Test("Every iPhone is compact width, regular height in portrait", arguments: Device.all.filter { $0.idiom == .phone })
  func iPhonePortrait(device: Device) {
    let traits = device.traitCollection(in: .portrait)
    #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular, "\(device)")
  }

  @Test(
    "iPhones are compact height in landscape; only Plus/Max-class phones get regular width",
    arguments: Device.all.filter { $0.idiom == .phone })
  func iPhoneLandscape(device: Device) {
    let traits = device.traitCollection(in: .landscapeRight)
    #expect(traits.verticalSizeClass == .compact, "\(device)")
    let expected: UIUserInterfaceSizeClass = Self.plusMaxRows.contains(device.name) ? .regular : .compact
    #expect(traits.horizontalSizeClass == expected, "\(device)")
  }

  @Test("The iPhone 6 Plus uses a 3.0 screen scale and regular width in landscape")
  func sixPlus() throws {
    let plus = try #require(Device.named("iPhone 6 Plus"))
    #expect(plus.scale == 3)
    #expect(plus.traitCollection(in: .landscapeLeft).horizontalSizeClass == .regular)
  }

  @Test("Lookup matches rows, models and IB ids case-insensitively; unknown names give nil")
  func lookup() {
    #expect(Device.named("iPhone 8 Plus")?.ibDeviceId == "retina5_5")
    #expect(Device.named("ipad air 2")?.portraitSize == CGSize(width: 768, height: 1024))
    #expect(Device.named("IPHONE 8")?.ibDeviceId == "retina4_7")
    #expect(Device.named("retina4_7")?.name == "iPhone 6 / 6s / 7 / 8 / SE (2nd & 3rd gen)")
    #expect(Device.named("iPhone 99") == nil)
    #expect(Device.named("") == nil)
    #expect(Device.withIBDeviceId("retina6_1")?.portraitSize == CGSize(width: 414, height: 896))
    // Interface Builder's ids for the rounded-corner iPads resolve to their family.
    #expect(Device.withIBDeviceId("ipad11_0rounded")?.portraitSize == CGSize(width: 834, height: 1194))
    #expect(Device.withIBDeviceId("ipad12_9rounded")?.portraitSize == CGSize(width: 1024, height: 1366))
    #expect(Device.withIBDeviceId("ipad10_9rounded")?.portraitSize == CGSize(width: 820, height: 1180))
    // The 12.9-inch row is the home-button model; its rounded id names the one with a home
    // indicator (devices.json's note: top 24, bottom 20 in both orientations).
    let rounded = Device.withIBDeviceId("ipad12_9rounded")
    #expect(rounded?.hasHomeIndicator == true)
    #expect(rounded?.portraitSafeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(rounded?.landscapeSafeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(Device.withIBDeviceId("ipad12_9")?.portraitSafeAreaInsets.top == 20)
    #expect(Device.withIBDeviceId("ipad11_0rounded")?.ibDeviceId == "ipad11", "already rounded: the row itself")
    #expect(Device.suggestions(for: "iphone 8 plsu").first == "iPhone 8 Plus")
    let suggestions = Device.suggestions(for: "iPad Pro 11-inch (M4)")
    #expect(Set(suggestions).count == suggestions.count, "a name suggested twice: \(suggestions)")
  }

  @Test("The catalog holds only devices: \"generic\" names none")
  func noCanvasInCatalog() {
    #expect(Device.named("generic") == nil)
    #expect(Device.all.allSatisfy { $0.idiom == .phone || $0.idiom == .pad })
  }

  @Test("iPad multitasking widths: compact below 2/3 on 9.7\", regular at half on 12.9\"")
  func multitaskingWidths() throws {
    let ipad = try #require(Device.named("iPad Air 2"))
    let landscape = ipad.multitaskingWindows(in: .landscapeLeft)
    #expect(landscape.first { $0.mode == .splitTwoThirds }?.sizeClasses.horizontal == .regular)
    #expect(landscape.first { $0.mode == .splitHalf }?.sizeClasses.horizontal == .compact)
    #expect(landscape.first { $0.mode == .splitOneThird }?.sizeClasses.horizontal == .compact)
    #expect(landscape.first { $0.mode == .slideOver }?.sizeClasses.horizontal == .compact)
    for window in ipad.multitaskingWindows { #expect(window.sizeClasses.vertical == .regular) }
    let pro = try #require(Device.named("iPad Pro 12.9\" (1st-6th gen)"))
    #expect(pro.multitaskingWindows(in: .landscapeLeft).first { $0.mode == .splitHalf }?.sizeClasses.horizontal == .regular)
  }

  @Test("Freeform iPad widths use the catalog's compact/regular boundary")
  func freeformWidths() throws {
    let ipad = try #require(Device.named("iPad Air 2"))
    #expect(Device.compactWidthBoundary > 592 && Device.compactWidthBoundary < 694)
    #expect(ipad.sizeClasses(forWindowSize: CGSize(width: 500, height: 768), in: .landscapeLeft).horizontal == .compact)
    #expect(ipad.sizeClasses(forWindowSize: CGSize(width: 700, height: 768), in: .landscapeLeft).horizontal == .regular)
  }
}
