package deploy

import "errors"

var (
	// ErrInvalidManifest is returned by ReadManifest, ParseManifest,
	// Manifest.Validate and Manifest.Write when the manifest is malformed; the
	// wrapping FieldError names the bad field.
	ErrInvalidManifest = errors.New("invalid manifest")

	// ErrUnknownContract is returned by Manifest.Address when the manifest has
	// no contract of that name.
	ErrUnknownContract = errors.New("contract not in manifest")

	// ErrNoCreate2Deployer is returned when the chain has no code at the
	// deterministic CREATE2 deployer's address.
	ErrNoCreate2Deployer = errors.New("CREATE2 deployer missing on chain")

	// ErrNotCanonical is returned when init code would not land at the
	// canonical address it is meant for (the bindings do not hold the
	// published creation code).
	ErrNotCanonical = errors.New("init code does not yield the canonical address")

	// ErrReverted is returned when a deployment or setup transaction reverts,
	// in gas estimation or on chain.
	ErrReverted = errors.New("transaction reverted")

	// ErrNoCode is returned when a deployment succeeded but left no code at
	// the expected address.
	ErrNoCode = errors.New("no code after deployment")

	// ErrWrongChain is returned by Run when the manifest belongs to another
	// chain than the deployer's.
	ErrWrongChain = errors.New("manifest is for another chain")

	// ErrBadHouseConfig is returned by HouseStep's run for a zero bond or an
	// exit delay below MinHouseExitDelay (the contract would revert).
	ErrBadHouseConfig = errors.New("bad house registry config")

	// ErrNoKey is returned by NewDeployer without a private key.
	ErrNoKey = errors.New("no deployer key")
)
