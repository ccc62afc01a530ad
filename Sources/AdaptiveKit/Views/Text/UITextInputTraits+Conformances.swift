/// Text fields and text views take the keyboard and text-entry traits a search bar does.
extension UITextField: UITextInputTraits {}

extension UITextView: UITextInputTraits {}
