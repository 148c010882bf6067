// Browser end-to-end test of the Wordproof web client, run by
// web/e2e_test.go (TestBrowserGame), which starts the devnet, the relayer,
// a bot and the web server first. With the test wallet of harness.mjs:
// connect, reject then sign the session grant, join a lobby (an invalid
// word first), type a guess each round, check the colours, read the result,
// withdraw. On the way: a lobby it cannot afford is refused; an invite-only
// lobby is created, joined by its own link and left (stake back, withdrawn);
// the countdown moves, the keyboard colours learned letters (labels say
// it), every move shows with its hash, the eliminated bot reads as out,
// and no screen scrolls sideways at 390×844. It saves a screenshot of every screen and fails if the page
// requests anything outside loopback. The last stdout line is a JSON result.
//
// Environment: WORDPROOF_URL, WALLET_URL (POST /sign), OWNER, CHAIN_ID,
// GAME_ID, SECRETS (JSON [a, b]), GUESSES (JSON [{word, pattern}]),
// SCREENSHOTS (a directory), CHROMIUM (the browser binary).
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const gameId = env("GAME_ID");
const secrets = JSON.parse(env("SECRETS"));
const guesses = JSON.parse(env("GUESSES"));

await run(async ({ page, wallet, chainId, byTest, shot, waitMessage, guessRound }) => {
  log("open", url);
  await page.goto(url);
  await byTest("connect-screen").waitFor();
  await shot("connect");

  await byTest("connect").click();
  await byTest("grant-screen").waitFor();
  const typed = JSON.parse(await byTest("typed-data").textContent());
  if (typed.primaryType !== "SessionGrant" || typed.domain.name !== "WordproofAccount" || typed.domain.chainId !== chainId) {
    fail("unexpected typed data: " + JSON.stringify(typed.domain));
  }
  await shot("grant");

  wallet.rejectNext = true;
  await byTest("sign").click();
  await waitMessage(/rejected/);
  await shot("grant-rejected");
  await byTest("sign").click();
  await byTest("lobbies-screen").waitFor();
  if (wallet.signed !== 1) fail("the wallet signed " + wallet.signed + " times, want 1");
  await byTest("lobby-" + gameId).waitFor();
  await shot("lobbies");

  // A lobby the account cannot afford is refused with a sentence.
  const form = page.locator("form");
  await form.getByLabel("stake in ETH").fill("100");
  await form.locator('button[type="submit"]').click();
  await waitMessage(/cannot afford this lobby/);
  await shot("create-unaffordable");

  // An invite-only lobby: created, joined through its own link, its link
  // shown, then left: the stake comes back and is withdrawn.
  await form.getByLabel("stake in ETH").fill("0.01");
  await byTest("invite-only").check();
  await form.locator('button[type="submit"]').click();
  await byTest("join-screen").waitFor();
  await byTest("invited").waitFor();
  const ownLobby = /#\/join\/(\d+)\//.exec(page.url())[1];
  await byTest("random").click();
  await page.waitForFunction(() => document.querySelector('[data-testid="secret-1"]').value.length === 5);
  await byTest("join").click();
  await byTest("game-screen").waitFor();
  await page.locator('[data-testid="toast"][data-action="join"][data-state="included"]').waitFor();
  const link = await byTest("invite-link").inputValue();
  if (!new RegExp("#/join/" + ownLobby + "/0x[0-9a-f]{64}$").test(link)) fail("bad invite link: " + link);
  await shot("invite-lobby");
  await byTest("leave").click();
  await waitMessage(/stake of 0\.01 ETH is back/);
  await byTest("lobbies-screen").waitFor();
  await byTest("withdraw-all").click();
  await waitMessage(/Withdrew 0\.01 ETH/);
  await page.locator('[data-testid="op"][data-action="leave lobby"][data-state="included"]').waitFor({ state: "attached" });
  await shot("lobby-left");

  await byTest("join-" + gameId).click();
  await byTest("join-screen").waitFor();
  await byTest("secret-0").fill("qqqqq");
  await page.waitForFunction(() => /not an allowed secret word/.test(document.querySelector('[data-testid="secret-note-0"]').textContent));
  await byTest("random").click();
  await page.waitForFunction(() => document.querySelector('[data-testid="secret-1"]').value.length === 5);
  await shot("join-random");
  await byTest("secret-0").fill(secrets[0]);
  await byTest("secret-1").fill(secrets[1]);
  await byTest("join").click();
  await byTest("game-screen").waitFor();
  await shot("board");

  // The phase countdown moves between polls.
  await page.locator('[data-testid="guess-area"][data-awaiting="true"]').waitFor();
  const left0 = Number(await byTest("phase").getAttribute("data-left"));
  await page.waitForTimeout(2500);
  const left1 = Number(await byTest("phase").getAttribute("data-left"));
  if (!(left1 < left0)) fail("the countdown does not move: " + left0 + " s, then " + left1 + " s");

  const seen = [];
  let keys = null;
  for (const { word, pattern } of guesses) {
    seen.push(await guessRound(word, pattern));
    if (keys) continue;
    // The keyboard colours what the first reveal taught about the target's word.
    await page.locator('[data-testid="guess-area"][data-awaiting="true"]').waitFor();
    keys = {};
    for (const [i, c] of [...word].entries()) {
      const want = { G: "correct", Y: "present", ".": "absent" }[pattern[i]];
      const key = page.locator(`[data-testid="keyboard"] [data-key="${c}"]`);
      await page.waitForFunction(([c, want]) => document.querySelector(`[data-testid="keyboard"] [data-key="${c}"]`).dataset.state === want, [c, want]);
      const label = await key.getAttribute("aria-label");
      if (!label.includes(want)) fail("key " + c + " is labelled " + label + ", want " + want);
      keys[c] = want;
    }
    const untried = await page.locator('[data-testid="keyboard"] [data-key="q"]').getAttribute("aria-label");
    if (untried !== "Q, not tried") fail("key q is labelled " + untried);
    await shot("keyboard-learned");
  }
  // Every move of the game showed with its operation hash, and was included.
  for (const action of ["join", "commit", "open", "reveal"]) {
    const op = page.locator(`[data-testid="op"][data-action="${action}"][data-state="included"][data-game="${gameId}"]`).first();
    await op.waitFor({ state: "attached" });
    if (!/^0x[0-9a-f]{64}$/.test(await op.getAttribute("data-hash"))) fail(action + " shows no operation hash");
  }

  await byTest("result").waitFor();
  // The last guess's banner went with the game.
  const banner = await page.locator("#message").textContent();
  if (/Guess [A-Z]+ sent/.test(banner)) fail("the last guess's banner stays after the game ended: " + banner);
  const botStatus = (await byTest("payout-player-1").textContent()) + (await byTest("player-player-1").locator('[data-testid="status"]').textContent());
  if (/solved/.test(botStatus) || !/out: both words guessed/.test(botStatus)) fail("the eliminated bot's status reads " + botStatus);
  const outcome = (await byTest("outcome").textContent()).trim();
  const winners = (await byTest("winners").textContent()).trim();
  await shot("result");
  let withdrew = "";
  if (await byTest("withdraw").count()) {
    await byTest("withdraw").click();
    await waitMessage(/Withdrew/);
    withdrew = (await page.locator("#message").textContent()).trim();
    await page.locator('[data-testid="op"][data-action="withdraw"][data-state="included"]').first().waitFor({ state: "attached" });
    await shot("withdrawn");
  }
  return { outcome, winners, withdrew, seen };
});
