extension CaseIterable {
  /// The case Interface Builder writes by its Swift name (`style="systemMaterialDark"`,
  /// `systemItem="add"`), or nil for a name this enumeration does not have.
  static func interfaceBuilderCase(named name: String) -> Self? {
    allCases.first { "\($0)" == name }
  }
}
