import CCrypto
import Foundation

/// SHA-256 of font files, used to record which exact font files an output was made with. Computed by OpenSSL's
/// libcrypto (a hand-written digest cost 0.35–0.45 s per process over the 20 MB CJK files).
enum FileDigest {
    /// The lowercase hex SHA-256 of the file's bytes, or nil when it cannot be read. The file is mapped, not copied.
    static func sha256Hex(ofFile path: String) -> String? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let succeeded = data.withUnsafeBytes { bytes in
            EVP_Digest(bytes.baseAddress, bytes.count, &digest, &length, EVP_sha256(), nil) == 1
        }
        guard succeeded else { return nil }
        let hexDigits = Array("0123456789abcdef".utf8)
        var hex = [UInt8]()
        hex.reserveCapacity(Int(length) * 2)
        for byte in digest.prefix(Int(length)) {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
