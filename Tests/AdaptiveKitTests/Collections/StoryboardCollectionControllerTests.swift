import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A prototype cell class with an outlet, as an app would declare it.
final class StoryboardPhotoCell: UICollectionViewCell {
  var captionLabel: UILabel?
  var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

/// A collection view controller serving five items from the "Photo" prototype and a header.
final class StoryboardPhotosController: UICollectionViewController {
  var prepared: [String] = []

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    (cell as? StoryboardPhotoCell)?.captionLabel?.text = "Photo \(indexPath.item)"
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append(segue.identifier ?? "")
  }
}

/// A plain view controller with an outlet to a collection view in its view.
final class StoryboardGalleryController: UIViewController {
  var gallery: UICollectionView?
}

/// Storyboard `collectionViewController` scenes at run time: the controller class, its
/// collection view and flow layout from the document, prototypes registered by reuse identifier.
@MainActor
@Suite("Storyboard collection view controller scenes instantiate with their prototypes")
struct StoryboardCollectionControllerTests {
  init() {
    UIStoryboard.register(StoryboardPhotosController.self, forClassName: "StoryboardPhotosController")
    UIStoryboard.register(StoryboardPhotoCell.self, forClassName: "StoryboardPhotoCell")
    UIStoryboard.register(StoryboardGalleryController.self, forClassName: "StoryboardGalleryController")
    KeyValueCoding.register(\StoryboardPhotoCell.captionLabel, forKey: "captionLabel")
    KeyValueCoding.register(\StoryboardGalleryController.gallery, forKey: "gallery")
  }

  static let content = """
    <cells>
        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="pc1-cv-001" customClass="StoryboardPhotoCell" customModule="AdaptiveKitTests">
            <rect key="frame" x="0.0" y="40" width="120" height="90"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="pcv-cv-001">
                <rect key="frame" x="0.0" y="0.0" width="120" height="90"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption" translatesAutoresizingMaskIntoConstraints="NO" id="plb-cv-001">
                        <rect key="frame" x="8" y="61" width="60" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </collectionViewCellContentView>
            <constraints>
                <constraint firstItem="plb-cv-001" firstAttribute="leading" secondItem="pcv-cv-001" secondAttribute="leading" constant="8" id="pk1-cv-001"/>
                <constraint firstAttribute="bottom" secondItem="plb-cv-001" secondAttribute="bottom" constant="8" id="pk2-cv-001"/>
            </constraints>
            <connections>
                <outlet property="captionLabel" destination="plb-cv-001" id="pot-cv-001"/>
                <segue destination="vc2" kind="show" identifier="ShowPhoto" id="psg-cv-001"/>
            </connections>
        </collectionViewCell>
    </cells>
    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr-cv-001">
        <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
        <autoresizingMask key="autoresizingMask"/>
        <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Album" translatesAutoresizingMaskIntoConstraints="NO" id="hlb-cv-001">
                <rect key="frame" x="16" y="10" width="48" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
        </subviews>
    </collectionReusableView>
    """

  func storyboard(_ xml: String) throws -> UIStoryboard {
    UIStoryboard(document: try IBDocument(xmlString: xml, fileName: "Collections.storyboard"), name: "Collections")
  }

  func photosScene() -> String {
    StoryboardXML.collectionViewControllerScene(
      customClass: "StoryboardPhotosController",
      layoutAttributes: #"minimumLineSpacing="12" minimumInteritemSpacing="4" sectionInsetReference="safeArea""#,
      itemSize: (120, 90), headerHeight: 40, sectionInset: #"minX="5" minY="6" maxX="7" maxY="8""#, content: Self.content)
  }

  @Test("The scene is the registered UICollectionViewController whose view is the document's collection view")
  func controllerAndCollectionView() throws {
    let controller = try #require(try storyboard(photosScene()).instantiateInitialViewController() as? StoryboardPhotosController)
    let collectionView = try #require(controller.collectionView)
    #expect(collectionView === controller.view)
    #expect(collectionView.dataSource === controller)
    #expect(collectionView.delegate === controller)
    let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout === controller.collectionViewLayout)
    #expect(layout.itemSize == CGSize(width: 120, height: 90))
    #expect(layout.minimumLineSpacing == 12)
    #expect(layout.minimumInteritemSpacing == 4)
    #expect(layout.headerReferenceSize == CGSize(width: 0, height: 40))
    #expect(layout.sectionInset == UIEdgeInsets(top: 6, left: 5, bottom: 8, right: 7))
    #expect(layout.sectionInsetReference == .fromSafeArea)
    #expect(layout.scrollDirection == .vertical)
  }

  @Test("A scene without a custom class is a plain UICollectionViewController")
  func plainController() throws {
    let xml = StoryboardXML.collectionViewControllerScene(
      layoutAttributes: #"minimumLineSpacing="0" minimumInteritemSpacing="0" scrollDirection="horizontal""#, content: Self.content)
    let controller = try #require(try storyboard(xml).instantiateInitialViewController() as? UICollectionViewController)
    #expect(!(controller is StoryboardPhotosController))
    controller.loadViewIfNeeded()
    let layout = try #require(controller.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(layout.scrollDirection == .horizontal)
    #expect(layout.minimumLineSpacing == 0)
  }

  @Test("Dequeuing the prototype's identifier builds a new cell of its class with its outlet connected")
  func prototypeDequeue() throws {
    let controller = try #require(try storyboard(photosScene()).instantiateInitialViewController() as? StoryboardPhotosController)
    controller.loadViewIfNeeded()
    let collectionView = try #require(controller.collectionView)
    let index = IndexPath(item: 0, section: 0)
    let first = try #require(try collectionView.validatedDequeueReusableCell(withReuseIdentifier: "Photo", for: index) as? StoryboardPhotoCell)
    let second = try #require(collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: index) as? StoryboardPhotoCell)
    #expect(first !== second)
    #expect(first.reuseIdentifier == "Photo")
    #expect(first.awoke)
    let label = try #require(first.captionLabel)
    #expect(label.text == "Caption")
    #expect(label.superview === first.contentView)
    #expect(label !== second.captionLabel)
    #expect(throws: UICollectionViewError.unregisteredIdentifier(kind: "UICollectionElementKindCell", identifier: "Missing")) {
      _ = try collectionView.validatedDequeueReusableCell(withReuseIdentifier: "Missing", for: index)
    }
  }

  @Test("On screen, items tile from the prototype at the layout's places, laid out by their constraints")
  func prototypeItemsOnScreen() throws {
    let controller = try #require(try storyboard(photosScene()).instantiateInitialViewController() as? StoryboardPhotosController)
    let simulator = try hosted(controller, on: "iPhone 8")
    let collectionView = try #require(controller.collectionView)
    let cells = collectionView.visibleCells.compactMap { $0 as? StoryboardPhotoCell }
    #expect(cells.count == 5)
    #expect(cells.map { $0.captionLabel?.text } == ["Photo 0", "Photo 1", "Photo 2", "Photo 3", "Photo 4"])
    // Inside the 5 and 7 point insets 363 points hold two 120-point items 4 apart (three need
    // 368): the second ends at the trailing inset. The line starts below the 40-point header
    // and the 6-point top inset.
    let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? StoryboardPhotoCell)
    #expect(second.frame == CGRect(x: 248, y: 46, width: 120, height: 90))
    let label = try #require(second.captionLabel)
    #expect(label.frame.minX == 8)
    #expect(label.frame.maxY == 82)
    let header = try #require(
      collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
    #expect(header.reuseIdentifier == "Header")
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(header.subviews.contains { ($0 as? UILabel)?.text == "Album" })
    collectionView._selectItemAsUser(at: IndexPath(item: 1, section: 0))
    #expect(controller.prepared == ["ShowPhoto"])
    _ = simulator
  }

  @Test("An outlet typed UICollectionView connects to a collection view inside a plain scene")
  func collectionViewOutlet() throws {
    let subviews = """
      <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="gal">
          <rect key="frame" x="0.0" y="20" width="375" height="300"/>
          <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="gfl">
              <size key="itemSize" width="80" height="80"/>
              <size key="headerReferenceSize" width="0.0" height="0.0"/>
              <size key="footerReferenceSize" width="0.0" height="0.0"/>
              <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
          </collectionViewFlowLayout>
      </collectionView>
      """
    var xml = StoryboardXML.oneScene(subviews: subviews, constraints: "")
    xml = xml.replacingOccurrences(
      of: #"<viewController id="vc1" sceneMemberID="viewController">"#,
      with: #"<viewController id="vc1" customClass="StoryboardGalleryController" customModule="AdaptiveKitTests" sceneMemberID="viewController">"#)
    xml = xml.replacingOccurrences(
      of: "</viewController>",
      with: #"<connections><outlet property="gallery" destination="gal" id="gol"/></connections></viewController>"#)
    let controller = try #require(try storyboard(xml).instantiateInitialViewController() as? StoryboardGalleryController)
    controller.loadViewIfNeeded()
    let gallery = try #require(controller.gallery)
    #expect(gallery.superview === controller.view)
    #expect((gallery.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize == CGSize(width: 80, height: 80))
  }
}
