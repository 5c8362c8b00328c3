extension Encoder {
    /// Encodes every pair in a keyed container, absent values as `null`: the report's and the layout diff's JSON
    /// always has every key, so its shape never depends on what happened.
    func encodeEveryKey<Key: CodingKey>(_ pairs: KeyValuePairs<Key, any Encodable>) throws {
        var container = container(keyedBy: Key.self)
        for (key, value) in pairs { try container.encode(value, forKey: key) }
    }
}
