// Browser end-to-end test of the static web client (web/dapp, built by
// scripts/build-dapp), run by web/dapp_game_test.go (TestDappGame): the site
// comes from a plain static file server, the game's Go client runs in the
// page's worker and talks to the chain and the relayer from the browser,
// and every proof is made there. With the test wallet of harness.mjs:
// unlock the secret store (personal_sign), sign the session grant, join
// the bot's lobby, type a guess each round (reloading the page after the
// first: unlock again, no new grant), check the colours, read the result,
// withdraw; then fund the account from the wallet and send it back; then
// open the site's Worduel page on the same session: 100 coins (the daily
// gift installed the session), queue with a bet and leave the queue.
// The last stdout line is a JSON result.
//
// Environment: as play.mjs (WORDPROOF_URL is the site's wow/ page), and
// VIEWPORT (harness.mjs).
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const gameId = env("GAME_ID");
const secrets = JSON.parse(env("SECRETS"));
const guesses = JSON.parse(env("GUESSES"));

await run(async ({ page, wallet, byTest, shot, waitMessage, guessRound }) => {
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  // EIP-6963: two wallets announce themselves, the test wallet first; the
  // page offers a choice and uses the one chosen.
  await page.addInitScript(() => {
    const announce = (name, uuid, provider) => window.dispatchEvent(new CustomEvent("eip6963:announceProvider",
      { detail: Object.freeze({ info: { uuid, name, icon: "data:,", rdns: "test." + uuid }, provider }) }));
    window.addEventListener("eip6963:requestProvider", () => {
      announce("Test wallet", "test", window.ethereum);
      announce("Another wallet", "other", { request: async () => { throw Object.assign(new Error("not this wallet"), { code: 4001 }); } });
    });
  });
  log("open", url);
  await page.goto(url);
  await byTest("unlock-screen").waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="wallet-choice"] option').length === 2);
  const choices = await page.locator('[data-testid="wallet-choice"] option').allTextContents();
  if (choices.join() !== "Test wallet,Another wallet") fail("wallet choice: " + choices.join());
  // unlock unlocks the store and waits for the game's first screen.
  const unlock = async (screen) => {
    await page.waitForFunction(() => /prover ready/.test(document.getElementById("boot-status").textContent));
    await byTest("unlock").click();
    await byTest(screen).waitFor({ timeout: 180_000 });
  };
  await unlock("connect-screen");
  if (wallet.messages !== 1) fail("the wallet signed " + wallet.messages + " messages to unlock, want 1");

  await byTest("connect").click();
  await byTest("grant-screen").waitFor();
  await byTest("sign").click();
  await byTest("lobbies-screen").waitFor();
  if (wallet.signed !== 1) fail("the wallet signed " + wallet.signed + " grants, want 1");
  await byTest("lobby-" + gameId).waitFor();
  await byTest("wallet-bar").waitFor();
  await page.waitForFunction(() => /^Account: /.test(document.querySelector('[data-testid="account-balance"]').textContent));
  await shot("lobby");

  await byTest("join-" + gameId).click();
  await byTest("join-screen").waitFor();
  await byTest("secret-0").fill(secrets[0]);
  await byTest("secret-1").fill(secrets[1]);
  await byTest("join").click();
  await byTest("game-screen").waitFor();
  // The stake is locked while the game runs.
  await page.waitForFunction(() => /locked in games: 0\.01 ETH/.test(document.querySelector('[data-testid="locked-stake"]').textContent));

  const seen = [];
  for (const { word, pattern } of guesses) {
    seen.push(await guessRound(word, pattern));
    if (seen.length !== 1) continue;
    // A reload mid-game: the worker starts again from the secret store in
    // IndexedDB, resumes the stored session, still live (connected with
    // no new grant), and the game goes on with the words stored before the
    // join.
    log("reload");
    await page.reload();
    await unlock("game-screen"); // the page's address still names the game
    await page.waitForFunction(() => /CRANE, SLATE/.test(document.querySelector('[data-testid="game-screen"]').textContent));
    if (wallet.signed !== 1) fail("the reload asked for another grant");
  }

  await byTest("result").waitFor();
  // A phone's width: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) fail("the page is " + overflow + " px wider than the screen");
  const outcome = (await byTest("outcome").textContent()).trim();
  const winners = (await byTest("winners").textContent()).trim();
  await shot("result");
  let withdrew = "";
  if (await byTest("withdraw").count()) {
    await byTest("withdraw").click();
    await waitMessage(/Withdrew/);
    withdrew = (await page.locator("#message").textContent()).trim();
  }

  // Money in and out of the account from the wallet: fund 0.01 ETH, then
  // send 0.01 ETH back (the account's execute, called by the owner).
  const balanceIs = (text) => page.waitForFunction((t) =>
    document.querySelector('[data-testid="account-balance"]').textContent === "Account: " + t, text);
  await balanceIs("0.02 ETH");
  const lockedText = (await byTest("locked-stake").textContent()).trim();
  await byTest("amount").fill("0.01");
  await byTest("fund").click();
  await balanceIs("0.03 ETH");
  await byTest("to-wallet").click();
  await balanceIs("0.02 ETH");
  const moved = (await page.locator("#message").textContent()).trim();
  // The secret store in IndexedDB holds the game's words, as the CLI's
  // store would (the page saved them before the join was signed).
  const stored = await page.evaluate(() => new Promise((resolve, reject) => {
    const req = indexedDB.open("wordproof");
    req.onsuccess = () => {
      const tx = req.result.transaction("secret-stores", "readonly");
      const all = tx.objectStore("secret-stores").getAllKeys();
      all.onsuccess = () => resolve(all.result.length);
    };
    req.onerror = () => reject(req.error);
  }));
  // The Worduel page of the same site, on the same session: its API is
  // answered by the worker too, and the grant covers the duel platform.
  await page.goto(new URL("../worduel/", page.url()).href);
  await unlock("duel-profile");
  await page.waitForFunction(() => { const c = document.querySelector('[data-testid="coins"]'); return c && c.dataset.free === "100"; });
  await byTest("bet").fill("10");
  await byTest("queue").click();
  await byTest("queued").waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="coins"]').dataset.inPlay === "10");
  await shot("duel-queued");
  await byTest("leave-queue").click();
  await byTest("queue").waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="coins"]').dataset.inPlay === "0");
  await page.locator('[data-testid="op"][data-action="leave queue"][data-state="included"]').waitFor({ state: "attached" });
  if (wallet.signed !== 1) fail("the duel page asked for another grant");
  if (errors.length) fail("console errors: " + errors.join(" | "));
  return { outcome, winners, withdrew, seen, stored, lockedText, moved };
});
