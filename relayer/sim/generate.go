package sim

//go:generate go run ./internal/epsimgen/cmd ../../node_modules/@account-abstraction/contracts/artifacts/EntryPointSimulations.json epsim_gen.go
