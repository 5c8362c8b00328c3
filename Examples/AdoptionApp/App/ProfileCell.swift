import UIKit

/// The account row at the top of Settings, designed in `ProfileCell.xib`: the reader's name and the plan they
/// are on.
final class ProfileCell: UITableViewCell {
    static let nibName = "ProfileCell"

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var planLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        planLabel.textColor = .secondaryLabel
    }

    @IBAction func editProfile(_ sender: Any) {}
}
