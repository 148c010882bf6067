// Browser test of a Worduel Blitz match, run twice at once by
// web/blitz_e2e_test.go (TestBrowserBlitz), one browser context per player,
// with the harness of harness.mjs: the player connects its wallet and signs
// one session grant (Worth of Words, the duel platform and Blitz), gets
// the daily coins (the new account's first operation), queues for Blitz with a bet (ROLE b only once a waits),
// sees "Match Found", types guesses on the match screen (each answered with
// proven colours by the opponent's client, "?" standing for the current
// word's answer, which the test derives from the opponent's seed), then
// asks the test to run both clocks out (CONTROL_URL/finish, once both
// players are there) and reads the result: coins and MMR change. Checks the
// clocks, the solve counts, the keyboard's labels, and no sideways scroll at
// 390×844. The last stdout line is a JSON result.
//
// Environment: WORDPROOF_URL, CONTROL_URL, ROLE (a or b), BET, GUESSES
// (JSON [word]), and the harness's.
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const control = env("CONTROL_URL");
const bet = env("BET");
const guesses = JSON.parse(env("GUESSES"));
const role = env("ROLE");

await run(async ({ page, byTest, shot, waitMessage, wallet }) => {
  await page.goto(url + "worduel/");
  await byTest("connect").click();
  await byTest("grant-screen").waitFor();
  const typed = JSON.parse(await byTest("typed-data").textContent());
  await byTest("sign").click();
  await byTest("duel-profile").waitFor();
  if (wallet.signed !== 1) fail("the wallet signed " + wallet.signed + " times, want 1");
  // The new account's session was installed by the daily gift (its first
  // operation): 100 coins, and the next gift tomorrow.
  await page.waitForFunction(() => { const c = document.querySelector('[data-testid="coins"]'); return c && c.dataset.free === "100"; });
  if (!(await byTest("daily").isDisabled())) fail("the daily gift can be claimed twice");
  if (!/next gift in 2[34]h/.test(await byTest("daily-next").textContent())) fail("daily: " + await byTest("daily-next").textContent());
  await shot("duel-platform");
  if (role === "b") { // queue once a waits: a waits, b finds the match
    for (let i = 0; ; i++) {
      if ((await fetch(control + "/queued")).ok) break;
      if (i > 600) fail("the other player never queued");
      await page.waitForTimeout(200);
    }
  }
  await byTest("bet").fill(bet);
  await byTest("queue").click();
  await byTest("match-found").waitFor();
  const inPlay = await byTest("coins").getAttribute("data-in-play");
  if (inPlay !== bet) fail("coins in play: " + inPlay + ", want the bet " + bet);
  await shot("match-found");
  await byTest("match-screen").waitFor();

  const tries = [];
  for (let word of guesses) {
    await page.locator('[data-testid="match-note"][data-can-guess="true"]').waitFor();
    if (word === "?") { // the current word's answer, from the test (which holds the bot's seed)
      const i = Number(await byTest("match-head").getAttribute("data-word")) - 1;
      const res = await fetch(control + "/word?role=" + role + "&i=" + i);
      if (!res.ok) fail("/word: " + (await res.text()));
      word = await res.text();
    }
    const before = await page.locator('[data-testid="try"]').count();
    const solvesBefore = Number(await byTest("match-head").getAttribute("data-solves"));
    log("typing", word);
    await page.keyboard.type(word);
    await page.waitForFunction((w) => document.querySelector('[data-testid="guess-row"]').dataset.typed === w, word);
    await page.keyboard.press("Enter");
    // Answered: a new coloured row, or the word solved (the grid moves on).
    await page.waitForFunction(([n, s]) => document.querySelectorAll('[data-testid="try"]').length > n ||
      Number(document.querySelector('[data-testid="match-head"]').dataset.solves) > s, [before, solvesBefore]);
    const row = page.locator('[data-testid="try"]').last();
    const solved = Number(await byTest("match-head").getAttribute("data-solves")) > solvesBefore;
    const got = solved ? { word, pattern: "GGGGG" } : { word: await row.getAttribute("data-word"), pattern: await row.getAttribute("data-pattern") };
    tries.push(got);
    if (got.pattern !== "GGGGG") {
      const c = word[got.pattern.indexOf(".") >= 0 ? got.pattern.indexOf(".") : 0];
      const label = await page.locator(`[data-testid="keyboard"] [data-key="${c}"]`).getAttribute("aria-label");
      if (!/absent|present|correct/.test(label)) fail("key " + c + " is labelled " + label);
    }
    await shot("guess-" + tries.length);
  }
  const you = Number(await byTest("clock-you").getAttribute("data-left"));
  const them = Number(await byTest("clock-them").getAttribute("data-left"));
  if (!(you > 0 && you <= 300 && them > 0 && them <= 300)) fail("clocks: you " + you + " s, them " + them + " s");

  log("run both clocks out");
  const res = await fetch(control + "/finish?role=" + role, { method: "POST" });
  if (!res.ok) fail("/finish: " + (await res.text()));
  await byTest("result").waitFor({ timeout: 120_000 });
  const r = byTest("result");
  const result = {
    outcome: await r.getAttribute("data-outcome"), coins: Number(await r.getAttribute("data-coins")),
    mmrChange: Number(await r.getAttribute("data-mmr-change")),
    reason: (await byTest("end-reason").textContent()).trim(), mmrText: (await byTest("mmr-change").textContent()).trim(),
    solves: Number(await byTest("match-head").getAttribute("data-solves")), oppSolves: Number(await byTest("match-head").getAttribute("data-opp-solves")),
  };
  await shot("blitz-result");
  await byTest("back").click();
  await byTest("duel-profile").waitFor();
  await page.waitForFunction(() => { const c = document.querySelector('[data-testid="coins"]'); return c && c.dataset.inPlay === "0"; });
  result.free = Number(await byTest("coins").getAttribute("data-free"));
  result.mmr = Number(await byTest("mmr").getAttribute("data-mmr"));
  await shot("duel-after");
  return { ...result, tries, permissions: typed.message.permissions.length };
});
