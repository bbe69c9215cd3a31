import SwiftSyntax

extension Reader {
    /// An operator between two operands of an unfolded sequence (`a == b`, `0..<3`, `c ? x : y`).
    private enum Operator {
        case binary(String)
        case ternary(ExprSyntax)
        case cast

        var precedence: Int {
            switch self {
            case .ternary: return 1
            case .cast: return 9
            case .binary(let name):
                switch name {
                case "||": return 2
                case "&&": return 3
                case "==", "!=", "<", ">", "<=", ">=", "===", "!==": return 4
                case "??": return 5
                case "..<", "...": return 6
                case "+", "-": return 7
                case "*", "/", "%": return 8
                default: return 7
                }
            }
        }

        var rightAssociative: Bool {
            switch self {
            case .ternary: return true
            case .binary(let name): return name == "??"
            case .cast: return false
            }
        }
    }

    /// The value of an operator sequence, folded with Swift's standard precedences (the reader parses only, so
    /// it folds the few operators view code uses itself).
    func sequenceValue(_ sequence: SequenceExprSyntax, in scope: Scope) -> Value {
        var operands: [ExprSyntax] = []
        var operators: [Operator] = []
        var expectOperand = true
        for element in sequence.elements {
            if expectOperand {
                operands.append(element)
                expectOperand = false
                continue
            }
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                operators.append(.binary(binary.operator.text))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                operators.append(.ternary(ternary.thenExpression))
            } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                operators.append(.cast)
            } else {
                return .unknown(sequence.trimmedDescription)
            }
            expectOperand = true
        }
        guard operands.count == operators.count + 1, operators.count <= SwiftUILimits.maximumOperators else {
            return .unknown("expression")
        }
        return fold(operands[...], operators[...], text: sequence.trimmedDescription, in: scope)
    }

    private func fold(_ operands: ArraySlice<ExprSyntax>, _ operators: ArraySlice<Operator>, text: String,
                      in scope: Scope) -> Value {
        guard let lowest = operators.map(\.precedence).min() else {
            return operands.first.map { value($0, in: scope) } ?? .unknown(text)
        }
        let candidates = operators.indices.filter { operators[$0].precedence == lowest }
        guard let first = candidates.first, let last = candidates.last else { return .unknown(text) }
        let split = operators[first].rightAssociative ? first : last
        let offset = split - operators.startIndex
        let leftOperands = operands[operands.startIndex ... operands.startIndex + offset]
        let rightOperands = operands[(operands.startIndex + offset + 1)...]
        let leftOperators = operators[operators.startIndex..<split]
        let rightOperators = operators[(split + 1)...]
        let left = { self.fold(leftOperands, leftOperators, text: text, in: scope) }
        let right = { self.fold(rightOperands, rightOperators, text: text, in: scope) }
        switch operators[split] {
        case .cast:
            return left()
        case .ternary(let then):
            guard let holds = left().bool else { return .unknown(text) }
            return holds ? value(then, in: scope) : right()
        case .binary(let name):
            return binary(name, left(), right, text: text)
        }
    }

    private func binary(_ name: String, _ left: Value, _ right: () -> Value, text: String) -> Value {
        switch name {
        case "&&":
            guard let a = left.bool else { return .unknown(text) }
            if !a { return .bool(false) }
            return right().bool.map(Value.bool) ?? .unknown(text)
        case "||":
            guard let a = left.bool else { return .unknown(text) }
            if a { return .bool(true) }
            return right().bool.map(Value.bool) ?? .unknown(text)
        case "??":
            if case .none = left { return right() }
            return left.isKnown ? left : .unknown(text)
        default:
            break
        }
        let other = right()
        guard left.isKnown, other.isKnown else { return .unknown(text) }
        switch name {
        case "==", "===": return .bool(left.matches(other))
        case "!=", "!==": return .bool(!left.matches(other))
        case "..<", "...":
            guard let lower = left.int, let upper = other.int else { return .unknown(text) }
            let end = name == "..." ? upper &+ 1 : upper
            return .range(lower, max(lower, end))
        case "<", ">", "<=", ">=":
            if let a = left.double, let b = other.double {
                switch name {
                case "<": return .bool(a < b)
                case ">": return .bool(a > b)
                case "<=": return .bool(a <= b)
                default: return .bool(a >= b)
                }
            }
            return .unknown(text)
        case "+":
            if case .string(let a) = left, case .string(let b) = other {
                return .string(String((a + b).prefix(SwiftUILimits.maximumTextLength)))
            }
            if case .array(let a) = left, case .array(let b) = other { return .array(a + b) }
            return arithmetic(left, other, text: text, &+, +)
        case "-": return arithmetic(left, other, text: text, &-, -)
        case "*": return arithmetic(left, other, text: text, &*, *)
        case "/":
            if case .int(let a) = left, case .int(let b) = other {
                let (quotient, overflow) = a.dividedReportingOverflow(by: b)
                return b == 0 || overflow ? .unknown(text) : .int(quotient)
            }
            guard let a = left.double, let b = other.double, b != 0 else { return .unknown(text) }
            return .double(a / b)
        case "%":
            if case .int(let a) = left, case .int(let b) = other {
                let (remainder, overflow) = a.remainderReportingOverflow(dividingBy: b)
                if b != 0, !overflow { return .int(remainder) }
            }
            return .unknown(text)
        default:
            return .unknown(text)
        }
    }

    private func arithmetic(_ left: Value, _ right: Value, text: String, _ whole: (Int, Int) -> Int,
                            _ real: (Double, Double) -> Double) -> Value {
        if case .int(let a) = left, case .int(let b) = right { return .int(whole(a, b)) }
        guard let a = left.double, let b = right.double else { return .unknown(text) }
        return .double(real(a, b))
    }
}
