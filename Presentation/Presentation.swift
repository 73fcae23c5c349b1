// The Presentation layer: view models and text views. See Presentation/README in ARCHITECTURE.md.
import Domain
