// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title IWorthOfWords
/// @notice Worth of Words on chain: many lobbies in one deployment, stakes in
/// escrow, simultaneous guesses (commit, then open), proven colour reveals,
/// scoring and settlement by the rules of `../shared/seeds/worth-of-words-rules.txt`
/// as the Go rules engine (package `game`) states them precisely.
/// @dev A game moves through phases: Lobby -> (Commit -> Open -> Reveal)* -> Ended.
/// Every phase has a deadline; `advance` moves a stalled game on once it passed.
/// The work of a phase change that grows with the players (copying guesses to their targets,
/// ending a round, finding and crediting the winners) is done in pages: the move that ends a
/// phase does one page and, if work remains, the game is Settling until `advance` calls (by
/// anyone) finish it, a page each; a page costs at most about 400,000 gas at any seat count.
///
/// Proof public inputs, in the circuits' field order (package `circuits`):
///   join (commit circuit, K = 2): [secretRoot, commitment0, commitment1, context]
///   reveal:                       [commitment, packedBatch | (context & (2**120 - 1)) << 132]
/// where context = uint256(keccak256(abi.encode(block.chainid, address(this), gameId, round, player))) >> 8
/// (round 0 for a join) and packedBatch packs each attacker's guess, its colours
/// and a used flag in slots of 7L+1 bits (see `circuits.PackReveal`); a reveal carries the low
/// 120 bits of its context above the batch (`circuits.WithContext`), one public input fewer.
interface IWorthOfWords {
    /// @notice Phase of a game.
    enum Phase {
        None, // no such game
        Lobby, // accepting players
        Commit, // players commit their hidden guesses
        Open, // players open their guesses
        Reveal, // targets prove the colours of the guesses aimed at them
        Ended, // settled; winners can withdraw
        Settling // a phase ended and its work continues in pages: anyone calls `advance`
    }

    /// @notice Why a player left the running game.
    enum Status {
        Active,
        Solved, // every secret word was guessed: eliminated, keeps its score
        Forfeited // failed to reveal in time: eliminated, cannot win
    }

    /// @notice Settings chosen by the creator of a lobby.
    /// @param token stake token; address(0) for the native coin
    /// @param stake stake every player pays to join (may be zero)
    /// @param minPlayers players needed before the creator may start (at least 2)
    /// @param maxPlayers lobby size; the game starts by itself when it is full (at most 255)
    /// @param wordLength letters per secret word (a length registered in the dictionary registry)
    /// @param roundCap rounds after which the game ends anyway (and pays); at least 1
    /// @param commitTimeout seconds players have to commit a guess
    /// @param openTimeout seconds players have to open their guess
    /// @param revealTimeout seconds targets have to prove their colours
    /// @param inviteSigner when non-zero, joining needs this key's signature (invite-only)
    struct Settings {
        address token;
        uint96 stake;
        uint8 minPlayers;
        uint8 maxPlayers;
        uint8 wordLength;
        uint16 roundCap;
        uint32 commitTimeout;
        uint32 openTimeout;
        uint32 revealTimeout;
        address inviteSigner;
    }

    /// @notice A Groth16 proof in the form the gnark-exported verifiers take.
    struct Proof {
        uint256[8] words;
    }

    // ---------------------------------------------------------------- events

    event LobbyCreated(uint256 indexed gameId, address indexed creator, Settings settings, uint256 secretRoot, bytes32 guessRoot);
    event PlayerJoined(uint256 indexed gameId, address indexed player, uint8 index, uint256[2] commitments);
    event PlayerLeft(uint256 indexed gameId, address indexed player);
    event GameStarted(uint256 indexed gameId, uint8 players);
    /// @notice A round began; its targets will be drawn from the hash of block `drawBlock` (the
    /// block of this event), which no transaction in that block can read (see TargetsDrawn).
    event RoundStarted(uint256 indexed gameId, uint16 indexed round, uint64 drawBlock, uint64 deadline);
    /// @notice The round's order was drawn: targets follow from `seed` exactly as
    /// `game.AssignTargets` computes them over the players still in, in join order.
    /// seed = keccak256(abi.encode(blockhash(drawBlock), gameId, round)).
    event TargetsDrawn(uint256 indexed gameId, uint16 indexed round, bytes32 seed);
    /// @notice The hash of the round's draw block was out of reach (older than the block-hash
    /// history serves) before anyone drew: the round draws from block `drawBlock` instead.
    event TargetsRearmed(uint256 indexed gameId, uint16 indexed round, uint64 drawBlock);
    event PhaseChanged(uint256 indexed gameId, uint16 indexed round, Phase phase, uint64 deadline);
    event GuessCommitted(uint256 indexed gameId, uint16 indexed round, address indexed player);
    event GuessOpened(uint256 indexed gameId, uint16 indexed round, address indexed player, uint32 guess);
    /// @notice A target proved the colours of the guesses aimed at its current word.
    /// @param reveal the reveal packed in one word (see `client.Reveal`):
    /// bits 0..7 the attacked secret's index, 8..15 the slot count n (at most 3), and for each
    /// slot s < n: bits 16+8s.. the attacker's join index (see PlayerJoined), 40+16s.. its
    /// colours (2 bits a letter: 0 grey, 1 yellow, 2 green), 88+16s.. its points
    /// @dev The proof is not repeated here (256 bytes of log cost about 2,000 gas): it is in the
    /// transaction's calldata, where an auditor finds it, as it finds a join's (docs/audit.md).
    event Revealed(uint256 indexed gameId, uint16 indexed round, address indexed target, uint256 reveal);

    event WordSolved(uint256 indexed gameId, uint16 indexed round, address indexed target, uint8 secretIndex);
    event PlayerEliminated(uint256 indexed gameId, uint16 indexed round, address indexed player, Status status);
    /// @notice A winner's share of the pot was credited to its balance (`withdraw` pays it):
    /// the prize, and for the first winner in join order also the remainder of the division.
    event PrizeCredited(uint256 indexed gameId, address indexed player, uint256 amount);
    /// @notice The game is settled: `winners` players (each named by a PrizeCredited event
    /// before this one) share the pot, `prize` each.
    event GameEnded(uint256 indexed gameId, uint16 rounds, uint8 winners, uint256 prize);
    event Withdrawn(address indexed player, address indexed token, uint256 amount);

    // ---------------------------------------------------------------- errors

    error WordproofUnknownGame(uint256 gameId);
    error WordproofWrongPhase(uint256 gameId, Phase expected, Phase actual);
    /// @notice createLobby: a game needs at least two players (`minPlayers` is below 2).
    error WordproofTooFewPlayers(uint8 minPlayers);
    /// @notice createLobby: the lobby size `maxPlayers` is below `minPlayers`.
    error WordproofMaxPlayersBelowMin(uint8 maxPlayers, uint8 minPlayers);
    /// @notice createLobby: every phase needs a timeout above zero, else a stalled game could
    /// be moved on at once.
    error WordproofZeroTimeout();
    /// @notice createLobby: the round cap is zero; a game must have one so that it ends (and pays).
    error WordproofZeroRoundCap();
    error WordproofUnsupportedLength(uint8 wordLength);
    error WordproofLobbyFull(uint256 gameId);
    error WordproofAlreadyJoined(uint256 gameId, address player);
    error WordproofNotPlayer(uint256 gameId, address player);
    error WordproofNotActive(uint256 gameId, address player);
    error WordproofNotCreator(uint256 gameId, address caller);
    error WordproofNotEnoughPlayers(uint256 gameId, uint256 players, uint256 needed);
    error WordproofWrongStake(uint256 expected, uint256 paid);
    error WordproofBadInvite(uint256 gameId, address player);
    error WordproofInvalidProof(uint256 gameId, address player);
    error WordproofAlreadyCommitted(uint256 gameId, address player);
    error WordproofNoCommitment(uint256 gameId, address player);
    error WordproofCommitmentMismatch(uint256 gameId, address player);
    error WordproofAlreadyOpened(uint256 gameId, address player);
    error WordproofNotInDictionary(uint256 gameId, uint32 guess);
    error WordproofBadWord(uint32 word);
    error WordproofNothingToReveal(uint256 gameId, address player);
    error WordproofAlreadyRevealed(uint256 gameId, address player);
    error WordproofBadColours(uint256 gameId, uint256 slot);
    error WordproofDeadlineNotReached(uint256 gameId, uint64 deadline);
    error WordproofDeadlinePassed(uint256 gameId, uint64 deadline);
    error WordproofNothingToWithdraw(address player, address token);
    /// @notice The round's targets are not drawn yet: the hash of `drawBlock` cannot be read in
    /// this block (it is `drawBlock` itself; or, when older than the history serves, `advance`
    /// re-arms the draw).
    error WordproofTargetsNotDrawn(uint256 gameId, uint64 drawBlock);
    /// @notice The game is settling a phase change (stage: 1 reveal set-up, 2 end of round,
    /// 3 tally, 4 payout); `advance` continues it.
    error WordproofSettling(uint256 gameId, uint8 stage);

    // ---------------------------------------------------------------- lobby

    /// @notice Opens a lobby with `settings`; the caller is its creator (and does not join by this call).
    /// @return gameId the new game's id (ids start at 1)
    /// @dev Emits LobbyCreated. Snapshots the dictionary roots and verifiers for `settings.wordLength`.
    function createLobby(Settings calldata settings) external returns (uint256 gameId);

    /// @notice Joins a lobby with two committed secret words and the proof that they are
    /// dictionary words, paying the stake (msg.value for native stakes; an ERC-20 allowance otherwise).
    /// @param commitments Poseidon2 commitments C(packed word, salt) of the two secrets, in play order
    /// @param proof commit-circuit proof for [secretRoot, commitments, context(round 0, msg.sender)]
    /// @param invite the invite signer's signature when the lobby is invite-only; empty otherwise
    /// @dev Emits PlayerJoined; starts the game (GameStarted, RoundStarted) when the lobby becomes full.
    function join(uint256 gameId, uint256[2] calldata commitments, Proof calldata proof, bytes calldata invite)
        external
        payable;

    /// @notice Leaves a lobby before the game starts; the stake is refunded to the caller's balance.
    /// @dev Emits PlayerLeft.
    function leave(uint256 gameId) external;

    /// @notice Starts the game; only the creator, and only with at least minPlayers.
    /// @dev Emits GameStarted and RoundStarted.
    function start(uint256 gameId) external;

    // ---------------------------------------------------------------- rounds

    /// @notice Commits this round's hidden guess: keccak256(abi.encode(gameId, round, player, guess, salt)).
    /// @dev Emits GuessCommitted; moves to the Open phase when every active player committed.
    /// The round's first commit draws its targets (TargetsDrawn); in the round's draw block, whose
    /// hash seeds them, every commit reverts with WordproofTargetsNotDrawn.
    function commitGuess(uint256 gameId, bytes32 commitment) external;

    /// @notice Opens the committed guess, with its proof of membership in the guess dictionary.
    /// @param guess the guess packed 5 bits a letter (`game.PackWord`)
    /// @param salt the salt of the commitment
    /// @param index the guess's leaf index in the guess-dictionary keccak tree
    /// @param siblings the Merkle path, bottom-up (see package `merkle`)
    /// @dev Emits GuessOpened; moves to the Reveal phase when every committed guess is open
    /// (through Settling when the set-up takes more than one page).
    function openGuess(uint256 gameId, uint32 guess, bytes32 salt, uint256 index, bytes32[] calldata siblings)
        external;

    /// @notice Proves the colours of every guess aimed at the caller's current word this round.
    /// @param colours 16 bits a slot (slot s at bits 16s..16s+15), one slot per attacker who opened
    /// a guess, in `attackersOf` order, 2 bits a letter (0 grey, 1 yellow, 2 green); higher bits zero
    /// @param commitments the caller's two secret commitments (checked against the stored hash)
    /// @dev Emits Revealed, and WordSolved when a word falls; ends the round when the last
    /// expected reveal arrives: PlayerEliminated for players out (all words solved, or a reveal
    /// missed), then PrizeCredited and GameEnded, or RoundStarted (through Settling when that
    /// takes more than one page).
    function reveal(uint256 gameId, uint256 colours, uint256[2] calldata commitments, Proof calldata proof)
        external;

    /// @notice Moves a stalled game on once the current phase's deadline passed: unopened guesses
    /// are lost, and players who did not reveal are eliminated and forfeit their stake to the pot.
    /// Before the commit deadline, while the round's targets are not drawn (the first commit of a
    /// later block draws them), it does nothing, so it can seal the next block on a chain that
    /// seals blocks only for transactions; or it re-arms the draw when the draw block's hash is
    /// out of reach (TargetsRearmed).
    /// While the game is Settling it does the next page of work, at any time; in the lobby it
    /// sets up the storage of the next seats (a join sets up its own otherwise).
    function advance(uint256 gameId) external;

    /// @notice Withdraws the caller's balance of `token` (winnings and refunds).
    /// @dev Emits Withdrawn.
    function withdraw(address token) external;

    // ---------------------------------------------------------------- views

    /// @notice Players in join order.
    function playersOf(uint256 gameId) external view returns (address[] memory);

    /// @notice The draw of the current round's targets: the block whose hash seeds it, whether the
    /// order is stored, and the seed (zero while the block's hash cannot be read). All zero outside
    /// a round.
    function targetDraw(uint256 gameId) external view returns (uint64 drawBlock, bool drawn, bytes32 seed);

    /// @notice The players `player` attacks in the current round, and those attacking it; empty
    /// until the round's targets can be drawn (see targetDraw).
    function targetsOf(uint256 gameId, address player) external view returns (address[] memory);
    function attackersOf(uint256 gameId, address player) external view returns (address[] memory);
}
