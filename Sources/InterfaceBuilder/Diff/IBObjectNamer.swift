/// Names a document's objects as `IBDocumentDiff` does (`UILabel nameLabel “Name”`), for reports
/// that list objects found by id elsewhere, such as frames that moved.
public struct IBObjectNamer: Sendable {
  private let naming: IBDiffNaming

  /// A namer for `document` (indexes it once).
  public init(document: IBDocument) { naming = IBDiffNaming(document) }

  /// The object's name: a view's class with its outlet, text or label; `missing object <id>` when absent.
  public func name(ofObjectWithID id: String) -> String {
    naming.fullName(id)
  }
}
