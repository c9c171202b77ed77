/// The namespace of the channel screens' base components (DESIGN section 3): `Header`,
/// `List` and `Input`, which the group channel module (and later the open channel and
/// thread modules) subclass.
@MainActor
public enum BaseChannelModule {}
