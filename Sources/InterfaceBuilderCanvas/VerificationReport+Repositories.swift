import Foundation

extension VerificationReport {
  /// One repository's agreement: the files of a corpus that came from it, pooled.
  public struct RepositorySummary: Codable, Sendable, Equatable {
    /// The repository (`owner/name`), or the folder of files no manifest names.
    public var repository: String
    /// Its files, decoded or not.
    public var files = 0
    /// Its files' view counts, pooled.
    public var views = ViewCounts()

    /// The share of compared views that agree (1 when none was compared).
    public var agreement: Double { views.compared == 0 ? 1 : Double(views.agreeing) / Double(views.compared) }
  }

  /// The report's files grouped by repository (`repository(of:)` names a file's), worst agreement
  /// first; repositories with no compared view are left out.
  public func repositories(_ repository: (String) -> String) -> [RepositorySummary] {
    var byName: [String: RepositorySummary] = [:]
    for summary in fileSummaries {
      let name = repository(summary.file)
      var entry = byName[name] ?? RepositorySummary(repository: name)
      entry.files += 1
      entry.views.add(summary.views)
      byName[name] = entry
    }
    return byName.values.filter { $0.views.compared > 0 }
      .sorted { ($0.agreement, $0.repository) < ($1.agreement, $1.repository) }
  }

  /// The median and the worst tenth (the 10th percentile) of repositories' agreements, each
  /// repository counting once; nil without repositories.
  public static func spread(of repositories: [RepositorySummary]) -> (median: Double, worstTenth: Double)? {
    let shares = repositories.map(\.agreement).sorted()
    guard !shares.isEmpty else { return nil }
    let middle = shares.count / 2
    let median = shares.count % 2 == 1 ? shares[middle] : (shares[middle - 1] + shares[middle]) / 2
    return (median, shares[Int(Double(shares.count - 1) * 0.1)])
  }
}
