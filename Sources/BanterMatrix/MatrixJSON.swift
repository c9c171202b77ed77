import BanterChatSDK
import Foundation

/// Any JSON value, for the contents of state events, which differ by type; only the few
/// fields Banter reads are looked up, the rest is carried untouched.
enum MatrixJSON: Codable, Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([MatrixJSON])
    case object([String: MatrixJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // A decoder that says what comes next is asked, rather than guessed at type by type.
        if let kind = (decoder as? any JSONValueKindReporting)?.jsonValueKind {
            switch kind {
            case .null: self = .null
            case .bool: self = .bool(try container.decode(Bool.self))
            case .number: self = .number(try container.decode(Double.self))
            case .string: self = .string(try container.decode(String.self))
            case .array: self = .array(try container.decode([MatrixJSON].self))
            case .object: self = .object(try container.decode([String: MatrixJSON].self))
            }
            return
        }
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MatrixJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: MatrixJSON].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    subscript(key: String) -> MatrixJSON? {
        if case .object(let object) = self { object[key] } else { nil }
    }

    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }

    var strings: [String] {
        if case .array(let values) = self { values.compactMap(\.string) } else { [] }
    }

    /// The value as JSON text, for readers that take `Data` (`MatrixPowerLevels`).
    var data: Data {
        (try? JSONEncoder().encode(self)) ?? Data("{}".utf8)
    }
}
