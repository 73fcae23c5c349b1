import DI
import Testing

private protocol Named: Sendable {}
private protocol Tagged: Sendable {}
extension SystemClock: Named, Tagged {}

@Suite("Type forwarding: one registration answers several types")
struct TypeForwardingTests {
    @Test("implements forwards types that share the registration's instance")
    func implementsSharesTheInstance() throws {
        let container = Container()
        container.register(SystemClock.self) { _ in SystemClock() }
            .implements((any Clock).self, (any Tagged).self)
            .inObjectScope(.container)

        let clock = try container.require(SystemClock.self)

        #expect(try container.require((any Clock).self) === clock)
        #expect(try container.require((any Tagged).self) as? SystemClock === clock)
    }

    @Test("forward with a name answers only under that name, with the registration's arguments")
    func forwardUnderAName() throws {
        let container = Container()
        let registration = container.register(SystemClock.self) { (_, _: Int) in SystemClock() }
        container.forward((any Named).self, name: "wall", to: registration)

        #expect(container.resolve((any Named).self, name: "wall", argument: 1) is SystemClock)
        #expect(container.resolve((any Named).self, argument: 1) == nil)
        #expect(container.resolve((any Named).self, name: "wall") == nil)
    }

    @Test("a forwarded type the instance does not conform to does not resolve")
    func incompatibleForwardFails() throws {
        let container = Container()
        container.register(SystemClock.self) { _ in SystemClock() }.implements((any TodoDataSource).self)

        #expect(container.resolve((any TodoDataSource).self) == nil)
    }
}
