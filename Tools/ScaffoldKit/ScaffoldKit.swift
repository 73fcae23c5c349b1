/// The scaffold generator.
public enum ScaffoldKit {}
