/// The dependency-injection container lives here.
enum DIModule {}
