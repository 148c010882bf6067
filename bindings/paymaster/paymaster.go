// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package paymaster

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// ISponsorPaymasterGasLimits is an auto generated low-level Go binding around an user-defined struct.
type ISponsorPaymasterGasLimits struct {
	VerificationGasLimit          uint32
	CallGasLimit                  uint32
	PaymasterVerificationGasLimit uint32
	PaymasterPostOpGasLimit       uint32
	PreVerificationGas            uint32
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
}

// PackedUserOperation is an auto generated low-level Go binding around an user-defined struct.
type PackedUserOperation struct {
	Sender             common.Address
	Nonce              *big.Int
	InitCode           []byte
	CallData           []byte
	AccountGasLimits   [32]byte
	PreVerificationGas *big.Int
	GasFees            [32]byte
	PaymasterAndData   []byte
	Signature          []byte
}

// SponsorPaymasterMetaData contains all meta data concerning the SponsorPaymaster contract.
var SponsorPaymasterMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"anEntryPoint\",\"type\":\"address\",\"internalType\":\"contractIEntryPoint\"},{\"name\":\"anOwner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"aSigner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"limits\",\"type\":\"tuple\",\"internalType\":\"structISponsorPaymaster.GasLimits\",\"components\":[{\"name\":\"verificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"callGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"preVerificationGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxFeePerGas\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint48\",\"internalType\":\"uint48\"}]}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"SPONSORSHIP_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"acceptOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"addStake\",\"inputs\":[{\"name\":\"unstakeDelaySec\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"deposit\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"entryPoint\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIEntryPoint\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"gasLimits\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structISponsorPaymaster.GasLimits\",\"components\":[{\"name\":\"verificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"callGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"preVerificationGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxFeePerGas\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint48\",\"internalType\":\"uint48\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getDeposit\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getHash\",\"inputs\":[{\"name\":\"userOp\",\"type\":\"tuple\",\"internalType\":\"structPackedUserOperation\",\"components\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"initCode\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"callData\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"accountGasLimits\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"preVerificationGas\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gasFees\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"paymasterAndData\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"name\":\"validUntil\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"validAfter\",\"type\":\"uint48\",\"internalType\":\"uint48\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"pendingOwner\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"postOp\",\"inputs\":[{\"name\":\"mode\",\"type\":\"uint8\",\"internalType\":\"enumIPaymaster.PostOpMode\"},{\"name\":\"context\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"actualGasCost\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"actualUserOpFeePerGas\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"renounceOwnership\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setGasLimits\",\"inputs\":[{\"name\":\"limits\",\"type\":\"tuple\",\"internalType\":\"structISponsorPaymaster.GasLimits\",\"components\":[{\"name\":\"verificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"callGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"preVerificationGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxFeePerGas\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint48\",\"internalType\":\"uint48\"}]}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setSigner\",\"inputs\":[{\"name\":\"newSigner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setSponsoredTarget\",\"inputs\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"sponsored\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"signer\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"sponsoredTargets\",\"inputs\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferOwnership\",\"inputs\":[{\"name\":\"newOwner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"unlockStake\",\"inputs\":[],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"validatePaymasterUserOp\",\"inputs\":[{\"name\":\"userOp\",\"type\":\"tuple\",\"internalType\":\"structPackedUserOperation\",\"components\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"initCode\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"callData\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"accountGasLimits\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"preVerificationGas\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"gasFees\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"paymasterAndData\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"name\":\"userOpHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"maxCost\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"context\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"validationData\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdrawStake\",\"inputs\":[{\"name\":\"withdrawAddress\",\"type\":\"address\",\"internalType\":\"addresspayable\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdrawTo\",\"inputs\":[{\"name\":\"withdrawAddress\",\"type\":\"address\",\"internalType\":\"addresspayable\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"GasLimitsSet\",\"inputs\":[{\"name\":\"limits\",\"type\":\"tuple\",\"indexed\":false,\"internalType\":\"structISponsorPaymaster.GasLimits\",\"components\":[{\"name\":\"verificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"callGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"preVerificationGas\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"maxFeePerGas\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint48\",\"internalType\":\"uint48\"}]}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferStarted\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"OwnershipTransferred\",\"inputs\":[{\"name\":\"previousOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newOwner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SignerChanged\",\"inputs\":[{\"name\":\"previousSigner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"newSigner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SponsoredTargetSet\",\"inputs\":[{\"name\":\"target\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"sponsored\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"OwnableInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"OwnableUnauthorizedAccount\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SponsorPaymasterGasLimitExceeded\",\"inputs\":[{\"name\":\"field\",\"type\":\"uint8\",\"internalType\":\"enumISponsorPaymaster.GasField\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"limit\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"SponsorPaymasterInvalidDataLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"SponsorPaymasterInvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SponsorPaymasterInvalidSigner\",\"inputs\":[{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SponsorPaymasterNotEntryPoint\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SponsorPaymasterSelectorNotSponsored\",\"inputs\":[{\"name\":\"selector\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}]},{\"type\":\"error\",\"name\":\"SponsorPaymasterTargetNotSponsored\",\"inputs\":[{\"name\":\"target\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"SponsorPaymasterWindowUnbounded\",\"inputs\":[{\"name\":\"validUntil\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"validAfter\",\"type\":\"uint48\",\"internalType\":\"uint48\"}]}]",
	ID:  "SponsorPaymaster",
	Bin: "0x60a060405234801561000f575f5ffd5b506040516129c23803806129c283398101604081905261002e916103d0565b83338061005557604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61005e816100c4565b50610068816100e0565b6001600160a01b0390811660805283166100a0576040516366af7ab960e11b81526001600160a01b038416600482015260240161004c565b6100a9836100c4565b6100b282610199565b6100bb81610226565b50505050610589565b600180546001600160a01b03191690556100dd81610340565b50565b6040516301ffc9a760e01b8152631313998b60e31b60048201526001600160a01b038216906301ffc9a790602401602060405180830381865afa158015610129573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061014d91906104d8565b6100dd5760405162461bcd60e51b815260206004820152601e60248201527f49456e747279506f696e7420696e74657266616365206d69736d617463680000604482015260640161004c565b6001600160a01b0381166101cb576040516371dbd6ad60e11b81526001600160a01b038216600482015260240161004c565b6002546040516001600160a01b038084169216907feeb293e1f8f3a9db91ade748726387ed1352ca78f5430c5f06fe3d1e1ad50579905f90a3600280546001600160a01b0319166001600160a01b0392909216919091179055565b80516004805460208401516040808601516060870151608088015160a089015160c08a015165ffffffffffff908116600160d01b026001600160d01b0391909216600160a01b0265ffffffffffff60a01b1963ffffffff948516600160801b0216600160801b600160d01b03199585166c010000000000000000000000000263ffffffff60601b19978616680100000000000000000297909716600160401b600160801b0319998616640100000000026001600160401b0319909b1695909c16949094179890981796909616989098179290921716179290921716929092179055517fd5b66b24865b75e85a6f935c11b3c6091bb98efa97c51fb9310501503dcffd88906103359083906104fe565b60405180910390a150565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146100dd575f5ffd5b805163ffffffff811681146103b6575f5ffd5b919050565b805165ffffffffffff811681146103b6575f5ffd5b5f5f5f5f8486036101408112156103e5575f5ffd5b85516103f08161038f565b60208701519095506104018161038f565b60408701519094506104128161038f565b925060e0605f1982011215610425575f5ffd5b5060405160e081016001600160401b038111828210171561045457634e487b7160e01b5f52604160045260245ffd5b604052610463606087016103a3565b8152610471608087016103a3565b602082015261048260a087016103a3565b604082015261049360c087016103a3565b60608201526104a460e087016103a3565b60808201526104b661010087016103bb565b60a08201526104c861012087016103bb565b60c0820152939692955090935050565b5f602082840312156104e8575f5ffd5b815180151581146104f7575f5ffd5b9392505050565b5f60e08201905063ffffffff835116825263ffffffff602084015116602083015263ffffffff604084015116604083015263ffffffff606084015116606083015263ffffffff608084015116608083015260a083015161056860a084018265ffffffffffff169052565b5060c083015161058260c084018265ffffffffffff169052565b5092915050565b6080516123f06105d25f395f81816104b7015281816105ad01528181610673015281816109d201528181610a9a01528181610b1d01528181610bce0152610d3f01526123f05ff3fe60806040526004361061016d575f3560e01c806388d229a2116100c6578063bb9fe6bf1161007c578063d0e30db011610057578063d0e30db014610520578063e30c397814610528578063f2fde38b14610552575f5ffd5b8063bb9fe6bf146104d9578063c23a5cea146104ed578063c399ec881461050c575f5ffd5b806396820eb6116100ac57806396820eb614610454578063a646eccc14610487578063b0d691fe146104a6575f5ffd5b806388d229a2146103ed5780638da5cb5b1461042b575f5ffd5b80635c76dffd11610126578063715018a611610101578063715018a6146103a657806379ba5097146103ba5780637c627b21146103ce575f5ffd5b80635c76dffd146102555780635f02e960146103685780636c19e78314610387575f5ffd5b8063238ac93311610156578063238ac933146101a557806352b7512c146101fb5780635829c5f514610228575f5ffd5b80630396cb6014610171578063205c287814610186575b5f5ffd5b61018461017f366004611ac3565b610571565b005b348015610191575f5ffd5b506101846101a0366004611b04565b61061f565b3480156101b0575f5ffd5b506002546101d19073ffffffffffffffffffffffffffffffffffffffff1681565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020015b60405180910390f35b348015610206575f5ffd5b5061021a610215366004611b45565b6106b4565b6040516101f2929190611b8f565b348015610233575f5ffd5b50610247610242366004611bfe565b6106d6565b6040519081526020016101f2565b348015610260575f5ffd5b5061035b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152506040805160e08101825260045463ffffffff80821683526401000000008204811660208401526801000000000000000082048116938301939093526c010000000000000000000000008104831660608301527001000000000000000000000000000000008104909216608082015265ffffffffffff740100000000000000000000000000000000000000008304811660a08301527a01000000000000000000000000000000000000000000000000000090920490911660c082015290565b6040516101f29190611c58565b348015610373575f5ffd5b50610184610382366004611ce3565b61085c565b348015610392575f5ffd5b506101846103a1366004611cfc565b61087e565b3480156103b1575f5ffd5b5061018461088f565b3480156103c5575f5ffd5b506101846108a2565b3480156103d9575f5ffd5b506101846103e8366004611d17565b61091b565b3480156103f8575f5ffd5b5061041b610407366004611cfc565b60036020525f908152604090205460ff1681565b60405190151581526020016101f2565b348015610436575f5ffd5b505f5473ffffffffffffffffffffffffffffffffffffffff166101d1565b34801561045f575f5ffd5b506102477f892b0946e3d53483238707747d82cde31046f0ebda2d86212d3e3427ae73db4081565b348015610492575f5ffd5b506101846104a1366004611dab565b610937565b3480156104b1575f5ffd5b506101d17f000000000000000000000000000000000000000000000000000000000000000081565b3480156104e4575f5ffd5b506101846109c8565b3480156104f8575f5ffd5b50610184610507366004611cfc565b610a4d565b348015610517575f5ffd5b50610247610aed565b610184610ba0565b348015610533575f5ffd5b5060015473ffffffffffffffffffffffffffffffffffffffff166101d1565b34801561055d575f5ffd5b5061018461056c366004611cfc565b610c26565b610579610cd5565b6040517f0396cb6000000000000000000000000000000000000000000000000000000000815263ffffffff821660048201527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1690630396cb609034906024015f604051808303818588803b158015610605575f5ffd5b505af1158015610617573d5f5f3e3d5ffd5b505050505050565b610627610cd5565b6040517f205c287800000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8381166004830152602482018390527f0000000000000000000000000000000000000000000000000000000000000000169063205c2878906044015f604051808303815f87803b158015610605575f5ffd5b60605f6106bf610d27565b6106ca858585610d98565b91509150935093915050565b5f6108547f391bbb034fb47ca838255cd6cb9322825c1c2448fb64cccd937f5b1b70bc68dc7fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc67f892b0946e3d53483238707747d82cde31046f0ebda2d86212d3e3427ae73db4061074a6020890189611cfc565b602089013561075c60408b018b611de6565b60405161076a929190611e4e565b60405190819003902061078060608c018c611de6565b60405161078e929190611e4e565b60405180910390208b608001356107a48d610f43565b6107ad8e610f72565b60408051602081019990995273ffffffffffffffffffffffffffffffffffffffff909716968801969096526060870194909452608086019290925260a08581019190915260c08581019290925260e085019290925261010084019290925289013561012083015288013561014082015265ffffffffffff80881661016083015286166101808201526101a00160405160208183030381529060405280519060200120610f8f565b949350505050565b610864610cd5565b61087b61087636839003830183611f02565b610fd8565b50565b610886610cd5565b61087b816111aa565b610897610cd5565b6108a05f61129c565b565b600154339073ffffffffffffffffffffffffffffffffffffffff168114610912576040517f118cdaa700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff821660048201526024015b60405180910390fd5b61087b8161129c565b610923610d27565b61093085858585856112cd565b5050505050565b61093f610cd5565b73ffffffffffffffffffffffffffffffffffffffff82165f8181526003602090815260409182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001685151590811790915591519182527fc5db0feb2f1249d6979d3766d0d0a3781fffd36cb79768483da4736df8d431f2910160405180910390a25050565b6109d0610cd5565b7f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff1663bb9fe6bf6040518163ffffffff1660e01b81526004015f604051808303815f87803b158015610a35575f5ffd5b505af1158015610a47573d5f5f3e3d5ffd5b50505050565b610a55610cd5565b6040517fc23a5cea00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff82811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063c23a5cea906024015f604051808303815f87803b158015610adb575f5ffd5b505af1158015610930573d5f5f3e3d5ffd5b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f907f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff16906370a0823190602401602060405180830381865afa158015610b77573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b9b9190611fb2565b905090565b6040517fb760faf90000000000000000000000000000000000000000000000000000000081523060048201527f000000000000000000000000000000000000000000000000000000000000000073ffffffffffffffffffffffffffffffffffffffff169063b760faf99034906024015f604051808303818588803b158015610adb575f5ffd5b610c2e610cd5565b6001805473ffffffffffffffffffffffffffffffffffffffff83167fffffffffffffffffffffffff00000000000000000000000000000000000000009091168117909155610c905f5473ffffffffffffffffffffffffffffffffffffffff1690565b73ffffffffffffffffffffffffffffffffffffffff167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f5473ffffffffffffffffffffffffffffffffffffffff1633146108a0576040517f118cdaa7000000000000000000000000000000000000000000000000000000008152336004820152602401610909565b3373ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016146108a0576040517fff601218000000000000000000000000000000000000000000000000000000008152336004820152602401610909565b60605f3681610daa60e0880188611de6565b9092509050610dbb604d6034611fc9565b8114610df6576040517faf125ff700000000000000000000000000000000000000000000000000000000815260048101829052602401610909565b5f82603483610e06826006611fc9565b92610e1393929190612001565b610e1c91612028565b60d01c90505f8383610e3060346006611fc9565b90610e3d6034600c611fc9565b92610e4a93929190612001565b610e5391612028565b60d01c90508165ffffffffffff165f03610eab576040517faead359000000000000000000000000000000000000000000000000000000000815265ffffffffffff808416600483015282166024820152604401610909565b610eb48961132f565b610ec9610ec460608b018b611de6565b6114bc565b5f610ef6610ed88b85856106d6565b8686610ee66034600c611fc9565b610ef1928290612001565b6115f3565b5050600254909150610f259073ffffffffffffffffffffffffffffffffffffffff80841691161415848461163a565b60408051602081019091525f81529b909a5098505050505050505050565b5f610f5160e0830183611de6565b610f6091602491601491612001565b610f699161208d565b60801c92915050565b5f610f8060e0830183611de6565b610f6091603491602491612001565b5f610854610f9d858561166d565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b80516004805460208401516040808601516060870151608088015160a089015160c08a015165ffffffffffff9081167a0100000000000000000000000000000000000000000000000000000279ffffffffffffffffffffffffffffffffffffffffffffffffffff9190921674010000000000000000000000000000000000000000027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff63ffffffff94851670010000000000000000000000000000000002167fffffffffffff00000000000000000000ffffffffffffffffffffffffffffffff9585166c01000000000000000000000000027fffffffffffffffffffffffffffffffff00000000ffffffffffffffffffffffff9786166801000000000000000002979097167fffffffffffffffffffffffffffffffff0000000000000000ffffffffffffffff998616640100000000027fffffffffffffffffffffffffffffffffffffffffffffffff0000000000000000909b1695909c16949094179890981796909616989098179290921716179290921716929092179055517fd5b66b24865b75e85a6f935c11b3c6091bb98efa97c51fb9310501503dcffd889061119f908390611c58565b60405180910390a150565b73ffffffffffffffffffffffffffffffffffffffff811661120f576040517fe3b7ad5a00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff82166004820152602401610909565b60025460405173ffffffffffffffffffffffffffffffffffffffff8084169216907feeb293e1f8f3a9db91ade748726387ed1352ca78f5430c5f06fe3d1e1ad50579905f90a3600280547fffffffffffffffffffffffff00000000000000000000000000000000000000001673ffffffffffffffffffffffffffffffffffffffff92909216919091179055565b600180547fffffffffffffffffffffffff000000000000000000000000000000000000000016905561087b816116d4565b6040517f08c379a000000000000000000000000000000000000000000000000000000000815260206004820152600d60248201527f6d757374206f76657272696465000000000000000000000000000000000000006044820152606401610909565b6040805160e08101825260045463ffffffff80821683526401000000008204811660208401526801000000000000000082048116938301939093526c010000000000000000000000008104831660608301527001000000000000000000000000000000008104909216608082015265ffffffffffff740100000000000000000000000000000000000000008304811660a08301527a01000000000000000000000000000000000000000000000000000090920490911660c08201526114045f6113f784611748565b835163ffffffff16611757565b61142260016114128461179c565b836020015163ffffffff16611757565b611440600261143084610f43565b836040015163ffffffff16611757565b61145e600361144e84610f72565b836060015163ffffffff16611757565b61147860048360a00135836080015163ffffffff16611757565b6114986005611486846117b9565b8360a0015165ffffffffffff16611757565b6114b860066114a6846117d6565b8360c0015165ffffffffffff16611757565b5050565b5f5f5f6114c985856117e4565b9250925092508161152a576040517fd8550b780000000000000000000000000000000000000000000000000000000081527fffffffff0000000000000000000000000000000000000000000000000000000084166004820152602401610909565b5f5b81518110156106175760035f83838151811061154a5761154a6120f2565b6020908102919091018101515173ffffffffffffffffffffffffffffffffffffffff1682528101919091526040015f205460ff166115eb57818181518110611594576115946120f2565b6020908102919091010151516040517ff87cb13500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff9091166004820152602401610909565b60010161152c565b5f80806041849003611627578435602086013560408701355f1a611619898285856119b8565b955095509550505050611631565b505f915060029050825b93509350939050565b5f60d08265ffffffffffff16901b60a08465ffffffffffff16901b85611660575f611663565b60015b1717949350505050565b604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f6020820152908101839052606081018290524660808201523060a08201525f9060c0016040516020818303038152906040528051906020012090505b92915050565b5f805473ffffffffffffffffffffffffffffffffffffffff8381167fffffffffffffffffffffffff0000000000000000000000000000000000000000831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f6116ce826080013560801c90565b80821115611797578282826040517f4c5b08a60000000000000000000000000000000000000000000000000000000081526004016109099392919061211f565b505050565b5f6fffffffffffffffffffffffffffffffff6080830135166116ce565b5f6fffffffffffffffffffffffffffffffff60c0830135166116ce565b5f60c082013560801c6116ce565b5f80606060048410156117fc575f92508291506119b1565b61180960045f8688612001565b6118129161216c565b92507f49e2d80a000000000000000000000000000000000000000000000000000000007fffffffff0000000000000000000000000000000000000000000000000000000084160161193f5760408051600180825281830190925290816020015b60408051606080820183525f8083526020830152918101919091528152602001906001900390816118725790505090506118af8460048188612001565b8101906118bc919061225b565b835f815181106118ce576118ce6120f2565b60200260200101515f01845f815181106118ea576118ea6120f2565b6020026020010151602001855f81518110611907576119076120f2565b60209081029190910101516040019290925291905273ffffffffffffffffffffffffffffffffffffffff9091169052600191506119b1565b7fcb032a42000000000000000000000000000000000000000000000000000000007fffffffff000000000000000000000000000000000000000000000000000000008416016119ad576119958460048188612001565b8101906119a291906122b0565b6001925090506119b1565b5f91505b9250925092565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156119f157505f91506003905082611aa1565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611a42573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff8116611a9857505f925060019150829050611aa1565b92505f91508190505b9450945094915050565b803563ffffffff81168114611abe575f5ffd5b919050565b5f60208284031215611ad3575f5ffd5b611adc82611aab565b9392505050565b73ffffffffffffffffffffffffffffffffffffffff8116811461087b575f5ffd5b5f5f60408385031215611b15575f5ffd5b8235611b2081611ae3565b946020939093013593505050565b5f6101208284031215611b3f575f5ffd5b50919050565b5f5f5f60608486031215611b57575f5ffd5b833567ffffffffffffffff811115611b6d575f5ffd5b611b7986828701611b2e565b9660208601359650604090950135949350505050565b604081525f83518060408401528060208601606085015e5f6060828501015260607fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f8301168401019150508260208301529392505050565b803565ffffffffffff81168114611abe575f5ffd5b5f5f5f60608486031215611c10575f5ffd5b833567ffffffffffffffff811115611c26575f5ffd5b611c3286828701611b2e565b935050611c4160208501611be9565b9150611c4f60408501611be9565b90509250925092565b5f60e08201905063ffffffff835116825263ffffffff602084015116602083015263ffffffff604084015116604083015263ffffffff606084015116606083015263ffffffff608084015116608083015260a0830151611cc260a084018265ffffffffffff169052565b5060c0830151611cdc60c084018265ffffffffffff169052565b5092915050565b5f60e0828403128015611cf4575f5ffd5b509092915050565b5f60208284031215611d0c575f5ffd5b8135611adc81611ae3565b5f5f5f5f5f60808688031215611d2b575f5ffd5b853560038110611d39575f5ffd5b9450602086013567ffffffffffffffff811115611d54575f5ffd5b8601601f81018813611d64575f5ffd5b803567ffffffffffffffff811115611d7a575f5ffd5b886020828401011115611d8b575f5ffd5b959860209190910197509495604081013595606090910135945092505050565b5f5f60408385031215611dbc575f5ffd5b8235611dc781611ae3565b915060208301358015158114611ddb575f5ffd5b809150509250929050565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe1843603018112611e19575f5ffd5b83018035915067ffffffffffffffff821115611e33575f5ffd5b602001915036819003821315611e47575f5ffd5b9250929050565b818382375f9101908152919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6040516060810167ffffffffffffffff81118282101715611ead57611ead611e5d565b60405290565b604051601f82017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe016810167ffffffffffffffff81118282101715611efa57611efa611e5d565b604052919050565b5f60e0828403128015611f13575f5ffd5b5060405160e0810167ffffffffffffffff81118282101715611f3757611f37611e5d565b604052611f4383611aab565b8152611f5160208401611aab565b6020820152611f6260408401611aab565b6040820152611f7360608401611aab565b6060820152611f8460808401611aab565b6080820152611f9560a08401611be9565b60a0820152611fa660c08401611be9565b60c08201529392505050565b5f60208284031215611fc2575f5ffd5b5051919050565b808201808211156116ce577f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b5f5f8585111561200f575f5ffd5b8386111561201b575f5ffd5b5050820193919092039150565b80357fffffffffffff00000000000000000000000000000000000000000000000000008116906006841015611cdc577fffffffffffff0000000000000000000000000000000000000000000000000000808560060360031b1b82161691505092915050565b80357fffffffffffffffffffffffffffffffff000000000000000000000000000000008116906010841015611cdc577fffffffffffffffffffffffffffffffff00000000000000000000000000000000808560100360031b1b82161691505092915050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b6060810160078510612158577f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b938152602081019290925260409091015290565b80357fffffffff000000000000000000000000000000000000000000000000000000008116906004841015611cdc577fffffffff00000000000000000000000000000000000000000000000000000000808560040360031b1b82161691505092915050565b5f82601f8301126121e0575f5ffd5b813567ffffffffffffffff8111156121fa576121fa611e5d565b61222b60207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f84011601611eb3565b81815284602083860101111561223f575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f6060848603121561226d575f5ffd5b833561227881611ae3565b925060208401359150604084013567ffffffffffffffff81111561229a575f5ffd5b6122a6868287016121d1565b9150509250925092565b5f602082840312156122c0575f5ffd5b813567ffffffffffffffff8111156122d6575f5ffd5b8201601f810184136122e6575f5ffd5b803567ffffffffffffffff81111561230057612300611e5d565b8060051b61231060208201611eb3565b9182526020818401810192908101908784111561232b575f5ffd5b6020850192505b838310156123e557823567ffffffffffffffff811115612350575f5ffd5b85016060818a037fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0011215612383575f5ffd5b61238b611e8a565b602082013561239981611ae3565b815260408201356020820152606082013567ffffffffffffffff8111156123be575f5ffd5b6123cd8b6020838601016121d1565b60408301525083525060209283019290910190612332565b97965050505050505056",
}

// SponsorPaymaster is an auto generated Go binding around an Ethereum contract.
type SponsorPaymaster struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SponsorPaymaster) GetABI() abi.ABI {
	return c.abi
}

// NewSponsorPaymaster creates a new instance of SponsorPaymaster.
func NewSponsorPaymaster() *SponsorPaymaster {
	parsed, err := SponsorPaymasterMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SponsorPaymaster{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SponsorPaymaster) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address anEntryPoint, address anOwner, address aSigner, (uint32,uint32,uint32,uint32,uint32,uint48,uint48) limits) returns()
func (sponsorPaymaster *SponsorPaymaster) PackConstructor(anEntryPoint common.Address, anOwner common.Address, aSigner common.Address, limits ISponsorPaymasterGasLimits) []byte {
	enc, err := sponsorPaymaster.abi.Pack("", anEntryPoint, anOwner, aSigner, limits)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackSPONSORSHIPTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96820eb6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SPONSORSHIP_TYPEHASH() view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) PackSPONSORSHIPTYPEHASH() []byte {
	enc, err := sponsorPaymaster.abi.Pack("SPONSORSHIP_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSPONSORSHIPTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x96820eb6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SPONSORSHIP_TYPEHASH() view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) TryPackSPONSORSHIPTYPEHASH() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("SPONSORSHIP_TYPEHASH")
}

// UnpackSPONSORSHIPTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x96820eb6.
//
// Solidity: function SPONSORSHIP_TYPEHASH() view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) UnpackSPONSORSHIPTYPEHASH(data []byte) ([32]byte, error) {
	out, err := sponsorPaymaster.abi.Unpack("SPONSORSHIP_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptOwnership() returns()
func (sponsorPaymaster *SponsorPaymaster) PackAcceptOwnership() []byte {
	enc, err := sponsorPaymaster.abi.Pack("acceptOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptOwnership() returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackAcceptOwnership() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("acceptOwnership")
}

// PackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0396cb60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addStake(uint32 unstakeDelaySec) payable returns()
func (sponsorPaymaster *SponsorPaymaster) PackAddStake(unstakeDelaySec uint32) []byte {
	enc, err := sponsorPaymaster.abi.Pack("addStake", unstakeDelaySec)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0396cb60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addStake(uint32 unstakeDelaySec) payable returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackAddStake(unstakeDelaySec uint32) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("addStake", unstakeDelaySec)
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e30db0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit() payable returns()
func (sponsorPaymaster *SponsorPaymaster) PackDeposit() []byte {
	enc, err := sponsorPaymaster.abi.Pack("deposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e30db0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit() payable returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackDeposit() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("deposit")
}

// PackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryPoint() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) PackEntryPoint() []byte {
	enc, err := sponsorPaymaster.abi.Pack("entryPoint")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function entryPoint() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) TryPackEntryPoint() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("entryPoint")
}

// UnpackEntryPoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0d691fe.
//
// Solidity: function entryPoint() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) UnpackEntryPoint(data []byte) (common.Address, error) {
	out, err := sponsorPaymaster.abi.Unpack("entryPoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGasLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c76dffd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gasLimits() view returns((uint32,uint32,uint32,uint32,uint32,uint48,uint48))
func (sponsorPaymaster *SponsorPaymaster) PackGasLimits() []byte {
	enc, err := sponsorPaymaster.abi.Pack("gasLimits")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGasLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c76dffd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gasLimits() view returns((uint32,uint32,uint32,uint32,uint32,uint48,uint48))
func (sponsorPaymaster *SponsorPaymaster) TryPackGasLimits() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("gasLimits")
}

// UnpackGasLimits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c76dffd.
//
// Solidity: function gasLimits() view returns((uint32,uint32,uint32,uint32,uint32,uint48,uint48))
func (sponsorPaymaster *SponsorPaymaster) UnpackGasLimits(data []byte) (ISponsorPaymasterGasLimits, error) {
	out, err := sponsorPaymaster.abi.Unpack("gasLimits", data)
	if err != nil {
		return *new(ISponsorPaymasterGasLimits), err
	}
	out0 := *abi.ConvertType(out[0], new(ISponsorPaymasterGasLimits)).(*ISponsorPaymasterGasLimits)
	return out0, nil
}

// PackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc399ec88.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeposit() view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) PackGetDeposit() []byte {
	enc, err := sponsorPaymaster.abi.Pack("getDeposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc399ec88.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDeposit() view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) TryPackGetDeposit() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("getDeposit")
}

// UnpackGetDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc399ec88.
//
// Solidity: function getDeposit() view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) UnpackGetDeposit(data []byte) (*big.Int, error) {
	out, err := sponsorPaymaster.abi.Unpack("getDeposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5829c5f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, uint48 validUntil, uint48 validAfter) view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) PackGetHash(userOp PackedUserOperation, validUntil *big.Int, validAfter *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("getHash", userOp, validUntil, validAfter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5829c5f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, uint48 validUntil, uint48 validAfter) view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) TryPackGetHash(userOp PackedUserOperation, validUntil *big.Int, validAfter *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("getHash", userOp, validUntil, validAfter)
}

// UnpackGetHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5829c5f5.
//
// Solidity: function getHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, uint48 validUntil, uint48 validAfter) view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) UnpackGetHash(data []byte) ([32]byte, error) {
	out, err := sponsorPaymaster.abi.Unpack("getHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) PackOwner() []byte {
	enc, err := sponsorPaymaster.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) TryPackOwner() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwner(data []byte) (common.Address, error) {
	out, err := sponsorPaymaster.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingOwner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) PackPendingOwner() []byte {
	enc, err := sponsorPaymaster.abi.Pack("pendingOwner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingOwner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) TryPackPendingOwner() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("pendingOwner")
}

// UnpackPendingOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) UnpackPendingOwner(data []byte) (common.Address, error) {
	out, err := sponsorPaymaster.abi.Unpack("pendingOwner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPostOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c627b21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postOp(uint8 mode, bytes context, uint256 actualGasCost, uint256 actualUserOpFeePerGas) returns()
func (sponsorPaymaster *SponsorPaymaster) PackPostOp(mode uint8, context []byte, actualGasCost *big.Int, actualUserOpFeePerGas *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("postOp", mode, context, actualGasCost, actualUserOpFeePerGas)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c627b21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postOp(uint8 mode, bytes context, uint256 actualGasCost, uint256 actualUserOpFeePerGas) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackPostOp(mode uint8, context []byte, actualGasCost *big.Int, actualUserOpFeePerGas *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("postOp", mode, context, actualGasCost, actualUserOpFeePerGas)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (sponsorPaymaster *SponsorPaymaster) PackRenounceOwnership() []byte {
	enc, err := sponsorPaymaster.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackRenounceOwnership() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("renounceOwnership")
}

// PackSetGasLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f02e960.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setGasLimits((uint32,uint32,uint32,uint32,uint32,uint48,uint48) limits) returns()
func (sponsorPaymaster *SponsorPaymaster) PackSetGasLimits(limits ISponsorPaymasterGasLimits) []byte {
	enc, err := sponsorPaymaster.abi.Pack("setGasLimits", limits)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetGasLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5f02e960.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setGasLimits((uint32,uint32,uint32,uint32,uint32,uint48,uint48) limits) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackSetGasLimits(limits ISponsorPaymasterGasLimits) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("setGasLimits", limits)
}

// PackSetSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c19e783.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSigner(address newSigner) returns()
func (sponsorPaymaster *SponsorPaymaster) PackSetSigner(newSigner common.Address) []byte {
	enc, err := sponsorPaymaster.abi.Pack("setSigner", newSigner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c19e783.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSigner(address newSigner) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackSetSigner(newSigner common.Address) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("setSigner", newSigner)
}

// PackSetSponsoredTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa646eccc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSponsoredTarget(address target, bool sponsored) returns()
func (sponsorPaymaster *SponsorPaymaster) PackSetSponsoredTarget(target common.Address, sponsored bool) []byte {
	enc, err := sponsorPaymaster.abi.Pack("setSponsoredTarget", target, sponsored)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSponsoredTarget is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa646eccc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSponsoredTarget(address target, bool sponsored) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackSetSponsoredTarget(target common.Address, sponsored bool) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("setSponsoredTarget", target, sponsored)
}

// PackSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x238ac933.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function signer() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) PackSigner() []byte {
	enc, err := sponsorPaymaster.abi.Pack("signer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x238ac933.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function signer() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) TryPackSigner() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("signer")
}

// UnpackSigner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x238ac933.
//
// Solidity: function signer() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) UnpackSigner(data []byte) (common.Address, error) {
	out, err := sponsorPaymaster.abi.Unpack("signer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSponsoredTargets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88d229a2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sponsoredTargets(address target) view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) PackSponsoredTargets(target common.Address) []byte {
	enc, err := sponsorPaymaster.abi.Pack("sponsoredTargets", target)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSponsoredTargets is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88d229a2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sponsoredTargets(address target) view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) TryPackSponsoredTargets(target common.Address) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("sponsoredTargets", target)
}

// UnpackSponsoredTargets is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88d229a2.
//
// Solidity: function sponsoredTargets(address target) view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsoredTargets(data []byte) (bool, error) {
	out, err := sponsorPaymaster.abi.Unpack("sponsoredTargets", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (sponsorPaymaster *SponsorPaymaster) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := sponsorPaymaster.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("transferOwnership", newOwner)
}

// PackUnlockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb9fe6bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unlockStake() returns()
func (sponsorPaymaster *SponsorPaymaster) PackUnlockStake() []byte {
	enc, err := sponsorPaymaster.abi.Pack("unlockStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnlockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb9fe6bf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unlockStake() returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackUnlockStake() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("unlockStake")
}

// PackValidatePaymasterUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52b7512c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validatePaymasterUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 maxCost) returns(bytes context, uint256 validationData)
func (sponsorPaymaster *SponsorPaymaster) PackValidatePaymasterUserOp(userOp PackedUserOperation, userOpHash [32]byte, maxCost *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("validatePaymasterUserOp", userOp, userOpHash, maxCost)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidatePaymasterUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52b7512c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validatePaymasterUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 maxCost) returns(bytes context, uint256 validationData)
func (sponsorPaymaster *SponsorPaymaster) TryPackValidatePaymasterUserOp(userOp PackedUserOperation, userOpHash [32]byte, maxCost *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("validatePaymasterUserOp", userOp, userOpHash, maxCost)
}

// ValidatePaymasterUserOpOutput serves as a container for the return parameters of contract
// method ValidatePaymasterUserOp.
type ValidatePaymasterUserOpOutput struct {
	Context        []byte
	ValidationData *big.Int
}

// UnpackValidatePaymasterUserOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52b7512c.
//
// Solidity: function validatePaymasterUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 maxCost) returns(bytes context, uint256 validationData)
func (sponsorPaymaster *SponsorPaymaster) UnpackValidatePaymasterUserOp(data []byte) (ValidatePaymasterUserOpOutput, error) {
	out, err := sponsorPaymaster.abi.Unpack("validatePaymasterUserOp", data)
	outstruct := new(ValidatePaymasterUserOpOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Context = *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	outstruct.ValidationData = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23a5cea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawStake(address withdrawAddress) returns()
func (sponsorPaymaster *SponsorPaymaster) PackWithdrawStake(withdrawAddress common.Address) []byte {
	enc, err := sponsorPaymaster.abi.Pack("withdrawStake", withdrawAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23a5cea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawStake(address withdrawAddress) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackWithdrawStake(withdrawAddress common.Address) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("withdrawStake", withdrawAddress)
}

// PackWithdrawTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x205c2878.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawTo(address withdrawAddress, uint256 amount) returns()
func (sponsorPaymaster *SponsorPaymaster) PackWithdrawTo(withdrawAddress common.Address, amount *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("withdrawTo", withdrawAddress, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x205c2878.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawTo(address withdrawAddress, uint256 amount) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackWithdrawTo(withdrawAddress common.Address, amount *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("withdrawTo", withdrawAddress, amount)
}

// SponsorPaymasterGasLimitsSet represents a GasLimitsSet event raised by the SponsorPaymaster contract.
type SponsorPaymasterGasLimitsSet struct {
	Limits ISponsorPaymasterGasLimits
	Raw    *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterGasLimitsSetEventName = "GasLimitsSet"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterGasLimitsSet) ContractEventName() string {
	return SponsorPaymasterGasLimitsSetEventName
}

// UnpackGasLimitsSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event GasLimitsSet((uint32,uint32,uint32,uint32,uint32,uint48,uint48) limits)
func (sponsorPaymaster *SponsorPaymaster) UnpackGasLimitsSetEvent(log *types.Log) (*SponsorPaymasterGasLimitsSet, error) {
	event := "GasLimitsSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterGasLimitsSet)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// SponsorPaymasterOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the SponsorPaymaster contract.
type SponsorPaymasterOwnershipTransferStarted struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterOwnershipTransferStartedEventName = "OwnershipTransferStarted"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterOwnershipTransferStarted) ContractEventName() string {
	return SponsorPaymasterOwnershipTransferStartedEventName
}

// UnpackOwnershipTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwnershipTransferStartedEvent(log *types.Log) (*SponsorPaymasterOwnershipTransferStarted, error) {
	event := "OwnershipTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterOwnershipTransferStarted)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// SponsorPaymasterOwnershipTransferred represents a OwnershipTransferred event raised by the SponsorPaymaster contract.
type SponsorPaymasterOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterOwnershipTransferred) ContractEventName() string {
	return SponsorPaymasterOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwnershipTransferredEvent(log *types.Log) (*SponsorPaymasterOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// SponsorPaymasterSignerChanged represents a SignerChanged event raised by the SponsorPaymaster contract.
type SponsorPaymasterSignerChanged struct {
	PreviousSigner common.Address
	NewSigner      common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterSignerChangedEventName = "SignerChanged"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterSignerChanged) ContractEventName() string {
	return SponsorPaymasterSignerChangedEventName
}

// UnpackSignerChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SignerChanged(address indexed previousSigner, address indexed newSigner)
func (sponsorPaymaster *SponsorPaymaster) UnpackSignerChangedEvent(log *types.Log) (*SponsorPaymasterSignerChanged, error) {
	event := "SignerChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterSignerChanged)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// SponsorPaymasterSponsoredTargetSet represents a SponsoredTargetSet event raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsoredTargetSet struct {
	Target    common.Address
	Sponsored bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterSponsoredTargetSetEventName = "SponsoredTargetSet"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterSponsoredTargetSet) ContractEventName() string {
	return SponsorPaymasterSponsoredTargetSetEventName
}

// UnpackSponsoredTargetSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SponsoredTargetSet(address indexed target, bool sponsored)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsoredTargetSetEvent(log *types.Log) (*SponsorPaymasterSponsoredTargetSet, error) {
	event := "SponsoredTargetSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterSponsoredTargetSet)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (sponsorPaymaster *SponsorPaymaster) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["SponsorPaymasterGasLimitExceeded"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackSponsorPaymasterGasLimitExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["SponsorPaymasterInvalidDataLength"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackSponsorPaymasterInvalidDataLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["SponsorPaymasterInvalidOwner"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackSponsorPaymasterInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["SponsorPaymasterInvalidSigner"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackSponsorPaymasterInvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["SponsorPaymasterNotEntryPoint"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackSponsorPaymasterNotEntryPointError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["SponsorPaymasterSelectorNotSponsored"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackSponsorPaymasterSelectorNotSponsoredError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["SponsorPaymasterTargetNotSponsored"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackSponsorPaymasterTargetNotSponsoredError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["SponsorPaymasterWindowUnbounded"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackSponsorPaymasterWindowUnboundedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SponsorPaymasterOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the SponsorPaymaster contract.
type SponsorPaymasterOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func SponsorPaymasterOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwnableInvalidOwnerError(raw []byte) (*SponsorPaymasterOwnableInvalidOwner, error) {
	out := new(SponsorPaymasterOwnableInvalidOwner)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the SponsorPaymaster contract.
type SponsorPaymasterOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func SponsorPaymasterOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwnableUnauthorizedAccountError(raw []byte) (*SponsorPaymasterOwnableUnauthorizedAccount, error) {
	out := new(SponsorPaymasterOwnableUnauthorizedAccount)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterSponsorPaymasterGasLimitExceeded represents a SponsorPaymasterGasLimitExceeded error raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorPaymasterGasLimitExceeded struct {
	Field uint8
	Value *big.Int
	Limit *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SponsorPaymasterGasLimitExceeded(uint8 field, uint256 value, uint256 limit)
func SponsorPaymasterSponsorPaymasterGasLimitExceededErrorID() common.Hash {
	return common.HexToHash("0x4c5b08a6f69e1640d6855fed9fdaec29e3d276f045da92ef42981773f7fdb5a3")
}

// UnpackSponsorPaymasterGasLimitExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SponsorPaymasterGasLimitExceeded(uint8 field, uint256 value, uint256 limit)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorPaymasterGasLimitExceededError(raw []byte) (*SponsorPaymasterSponsorPaymasterGasLimitExceeded, error) {
	out := new(SponsorPaymasterSponsorPaymasterGasLimitExceeded)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "SponsorPaymasterGasLimitExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterSponsorPaymasterInvalidDataLength represents a SponsorPaymasterInvalidDataLength error raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorPaymasterInvalidDataLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SponsorPaymasterInvalidDataLength(uint256 length)
func SponsorPaymasterSponsorPaymasterInvalidDataLengthErrorID() common.Hash {
	return common.HexToHash("0xaf125ff7abea81bb6b43aeed53f8d318de8457cae31500f37940baa91684c35a")
}

// UnpackSponsorPaymasterInvalidDataLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SponsorPaymasterInvalidDataLength(uint256 length)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorPaymasterInvalidDataLengthError(raw []byte) (*SponsorPaymasterSponsorPaymasterInvalidDataLength, error) {
	out := new(SponsorPaymasterSponsorPaymasterInvalidDataLength)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "SponsorPaymasterInvalidDataLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterSponsorPaymasterInvalidOwner represents a SponsorPaymasterInvalidOwner error raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorPaymasterInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SponsorPaymasterInvalidOwner(address owner)
func SponsorPaymasterSponsorPaymasterInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0xcd5ef572af844f315b90c3fb475676cb99b8428c71caa1ffd1432dde328ee9a8")
}

// UnpackSponsorPaymasterInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SponsorPaymasterInvalidOwner(address owner)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorPaymasterInvalidOwnerError(raw []byte) (*SponsorPaymasterSponsorPaymasterInvalidOwner, error) {
	out := new(SponsorPaymasterSponsorPaymasterInvalidOwner)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "SponsorPaymasterInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterSponsorPaymasterInvalidSigner represents a SponsorPaymasterInvalidSigner error raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorPaymasterInvalidSigner struct {
	Signer common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SponsorPaymasterInvalidSigner(address signer)
func SponsorPaymasterSponsorPaymasterInvalidSignerErrorID() common.Hash {
	return common.HexToHash("0xe3b7ad5ae2ae545485139ac279670505497af3c6c06d232f7d7fe1d4b8128f1b")
}

// UnpackSponsorPaymasterInvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SponsorPaymasterInvalidSigner(address signer)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorPaymasterInvalidSignerError(raw []byte) (*SponsorPaymasterSponsorPaymasterInvalidSigner, error) {
	out := new(SponsorPaymasterSponsorPaymasterInvalidSigner)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "SponsorPaymasterInvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterSponsorPaymasterNotEntryPoint represents a SponsorPaymasterNotEntryPoint error raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorPaymasterNotEntryPoint struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SponsorPaymasterNotEntryPoint(address caller)
func SponsorPaymasterSponsorPaymasterNotEntryPointErrorID() common.Hash {
	return common.HexToHash("0xff6012188d77caabb8771a7d75d8bba12920bf8b339e2f127238ff82f8e48c47")
}

// UnpackSponsorPaymasterNotEntryPointError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SponsorPaymasterNotEntryPoint(address caller)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorPaymasterNotEntryPointError(raw []byte) (*SponsorPaymasterSponsorPaymasterNotEntryPoint, error) {
	out := new(SponsorPaymasterSponsorPaymasterNotEntryPoint)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "SponsorPaymasterNotEntryPoint", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterSponsorPaymasterSelectorNotSponsored represents a SponsorPaymasterSelectorNotSponsored error raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorPaymasterSelectorNotSponsored struct {
	Selector [4]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SponsorPaymasterSelectorNotSponsored(bytes4 selector)
func SponsorPaymasterSponsorPaymasterSelectorNotSponsoredErrorID() common.Hash {
	return common.HexToHash("0xd8550b78b0d06f4a33de60808c560d8f09a8388289fac32162c53d7df705598c")
}

// UnpackSponsorPaymasterSelectorNotSponsoredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SponsorPaymasterSelectorNotSponsored(bytes4 selector)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorPaymasterSelectorNotSponsoredError(raw []byte) (*SponsorPaymasterSponsorPaymasterSelectorNotSponsored, error) {
	out := new(SponsorPaymasterSponsorPaymasterSelectorNotSponsored)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "SponsorPaymasterSelectorNotSponsored", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterSponsorPaymasterTargetNotSponsored represents a SponsorPaymasterTargetNotSponsored error raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorPaymasterTargetNotSponsored struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SponsorPaymasterTargetNotSponsored(address target)
func SponsorPaymasterSponsorPaymasterTargetNotSponsoredErrorID() common.Hash {
	return common.HexToHash("0xf87cb1353d573b750517fd6e9ee173e833c5e600759e23aa9b01872b5b9c4c56")
}

// UnpackSponsorPaymasterTargetNotSponsoredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SponsorPaymasterTargetNotSponsored(address target)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorPaymasterTargetNotSponsoredError(raw []byte) (*SponsorPaymasterSponsorPaymasterTargetNotSponsored, error) {
	out := new(SponsorPaymasterSponsorPaymasterTargetNotSponsored)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "SponsorPaymasterTargetNotSponsored", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterSponsorPaymasterWindowUnbounded represents a SponsorPaymasterWindowUnbounded error raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorPaymasterWindowUnbounded struct {
	ValidUntil *big.Int
	ValidAfter *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SponsorPaymasterWindowUnbounded(uint48 validUntil, uint48 validAfter)
func SponsorPaymasterSponsorPaymasterWindowUnboundedErrorID() common.Hash {
	return common.HexToHash("0xaead3590bfe62a56c3d94ae39237f029c7de3a45f3287be3ebd36dd0d5a0b5e0")
}

// UnpackSponsorPaymasterWindowUnboundedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SponsorPaymasterWindowUnbounded(uint48 validUntil, uint48 validAfter)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorPaymasterWindowUnboundedError(raw []byte) (*SponsorPaymasterSponsorPaymasterWindowUnbounded, error) {
	out := new(SponsorPaymasterSponsorPaymasterWindowUnbounded)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "SponsorPaymasterWindowUnbounded", raw); err != nil {
		return nil, err
	}
	return out, nil
}
