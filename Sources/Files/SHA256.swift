import CCrypto
import Foundation

/// SHA-256 by OpenSSL's libcrypto, as lowercase hex.
public enum SHA256 {
    /// The digest of `bytes`; nil only when libcrypto fails.
    public static func hex(of bytes: UnsafeRawBufferPointer) -> String? {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        guard EVP_Digest(bytes.baseAddress, bytes.count, &digest, &length, EVP_sha256(), nil) == 1 else { return nil }
        let hexDigits = Array("0123456789abcdef".utf8)
        var hex = [UInt8]()
        hex.reserveCapacity(Int(length) * 2)
        for byte in digest.prefix(Int(length)) {
            hex.append(hexDigits[Int(byte >> 4)])
            hex.append(hexDigits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    public static func hex(of bytes: [UInt8]) -> String? { bytes.withUnsafeBytes { hex(of: $0) } }

    /// The digest of the file at `path`, mapped rather than copied; nil when it is not a readable regular file.
    public static func hex(ofFile path: String) -> String? {
        guard RegularFile.exists(path),
              let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return data.withUnsafeBytes { hex(of: $0) }
    }
}
