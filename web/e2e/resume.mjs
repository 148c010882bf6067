// Browser test of a game that survives its client, run by web/e2e_test.go
// (TestBrowserResume) with the harness of harness.mjs. The player joins and
// guesses round 1; in round 2 the page is reloaded, then the 'wordproof web'
// server is restarted (CONTROL_URL/restart), and each time the board, the
// secret words and the guess input come back without a new wallet
// signature. The chain's clock is then moved (CONTROL_URL/advance) through
// the half-time and 30-second warnings and past the guess deadline: the
// player loses that guess, the reveal owed is still sent, and the game goes
// on to its end with the stake intact. The last stdout line is a JSON result.
//
// Environment: as play.mjs, plus CONTROL_URL; GUESSES are the guesses after
// the missed round.
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const control = env("CONTROL_URL");
const gameId = env("GAME_ID");
const secrets = JSON.parse(env("SECRETS"));
const [first, ...later] = JSON.parse(env("GUESSES"));

async function post(path, body) {
  const res = await fetch(control + path, { method: "POST", body: JSON.stringify(body || {}) });
  if (!res.ok) fail(path + ": " + (await res.text()));
}

await run(async ({ page, wallet, byTest, shot, waitMessage, connect, guessRound }) => {
  const awaiting = (round) => page.locator(`[data-testid="guess-area"][data-awaiting="true"]`).waitFor()
    .then(() => page.waitForFunction((r) => document.querySelector('[data-testid="phase"]').dataset.round === String(r), round));
  const checkRestored = async (what) => {
    await byTest("game-screen").waitFor();
    await awaiting(2);
    const words = await byTest("my-words").textContent();
    for (const w of secrets) if (!words.includes(w.toUpperCase())) fail(what + ": the page lost the secret word " + w + ": " + words);
    await shot(what);
  };

  await page.goto(url);
  await connect(true);
  await byTest("join-" + gameId).click();
  await byTest("join-screen").waitFor();
  await byTest("secret-0").fill(secrets[0]);
  await byTest("secret-1").fill(secrets[1]);
  await byTest("join").click();
  await byTest("game-screen").waitFor();
  const seen = [await guessRound(first.word, first.pattern)];

  log("round 2: reload the page");
  await awaiting(2);
  await page.reload();
  await checkRestored("reloaded");

  log("round 2: restart the server");
  await post("/restart");
  await page.reload();
  await checkRestored("restarted");
  if (wallet.signed !== 1) fail("the wallet signed " + wallet.signed + " times, want 1 (the stored session must be reused)");

  log("round 2: let the guess deadline pass");
  const timeout = Number(await page.evaluate(async (id) => (await (await fetch("/api/games/" + id)).json()).phaseTimeout, gameId));
  await post("/advance", { left: Math.floor(timeout / 2) - 10 });
  await page.locator('[data-testid="deadline-warning"][data-level="half"]').waitFor();
  const half = (await byTest("deadline-warning").textContent()).trim();
  await shot("warning-half");
  await post("/advance", { left: 20 });
  await page.locator('[data-testid="deadline-warning"][data-level="final"]').waitFor();
  const final = (await byTest("deadline-warning").textContent()).trim();
  await shot("warning-final");
  await post("/advance", { left: -1 });
  await page.locator('[data-testid="missed"]:not([hidden])').waitFor();
  await awaiting(3);
  const missed = (await byTest("missed").textContent()).trim();
  await shot("missed");

  for (const { word, pattern } of later) seen.push(await guessRound(word, pattern));

  await byTest("result").waitFor();
  const text = async (id) => (await byTest(id).textContent()).trim();
  const result = {
    outcome: await text("outcome"), winners: await text("winners"), reason: await text("end-reason"),
    collect: await text("collect"), payouts: await text("payouts"),
  };
  await shot("result");
  await byTest("withdraw").click();
  await waitMessage(/Withdrew/);
  result.withdrew = (await page.locator("#message").textContent()).trim();
  await page.waitForFunction(() => /withdrawn/.test(document.querySelector('[data-testid="collect"]').textContent));
  if (await byTest("withdraw").count()) fail("the Withdraw button is still shown after the withdrawal");
  await shot("withdrawn");
  return { ...result, half, final, missed, seen };
});
