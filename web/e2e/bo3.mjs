// Browser test of a Worduel Best of 3 match, run twice at once by
// web/bo3_e2e_test.go (TestBrowserBo3), one browser context per player,
// with the harness of harness.mjs: the player connects its wallet and signs
// one session grant (Worth of Words, the duel platform, Blitz and Best of
// 3), gets the daily coins, queues for Best of 3 with a bet (ROLE b only
// once a waits), sees "Match Found", waits on the match screen for the
// house and the round's start, and types one guess a round from GUESSES
// ("?" stands for the round's word, which the test derives from the house's
// stored seed; the others are answered with proven colours, decrypted by
// the player's own client). It reads the opponent's try count and solved
// flag (all the page may show of the opponent), the round wins, and the
// result: coins and MMR change. No sideways scroll at 390×844. The last
// stdout line is a JSON result.
//
// Environment: WORDPROOF_URL, CONTROL_URL, ROLE (a or b), BET, GUESSES
// (JSON [word], one per round), and the harness's.
import { findMatch } from "./duel.mjs";
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const control = env("CONTROL_URL");
const bet = env("BET");
const guesses = JSON.parse(env("GUESSES"));
const role = env("ROLE");

await run(async (t) => {
  const { page, byTest, shot, wallet } = t;
  const typed = await findMatch(t, { url, control, role, bet, mode: "bo3" });
  await byTest("match-screen").waitFor();

  const head = () => byTest("match-head");
  const tries = [];
  let house = "";
  for (let word of guesses) {
    // the round's start (after the house's commitment and the pause), or the match's end
    await page.waitForFunction(() => document.querySelector('[data-testid="result"]') ||
      document.querySelector('[data-testid="match-note"][data-can-guess="true"]'), null, { timeout: 180_000 });
    if (await byTest("result").count()) break;
    house = house || await byTest("house").getAttribute("data-house");
    const round = Number(await head().getAttribute("data-round"));
    if (word === "?") { // the round's word, from the test (which reads the house's seed)
      const res = await fetch(control + "/word?round=" + (round - 1));
      if (!res.ok) fail("/word: " + (await res.text()));
      word = await res.text();
    }
    const before = await page.locator('[data-testid="try"]').count();
    log("round", round, "typing", word);
    await page.keyboard.type(word);
    await page.waitForFunction((w) => document.querySelector('[data-testid="guess-row"]').dataset.typed === w, word);
    await page.keyboard.press("Enter");
    // the colours come back decrypted: a new coloured row, or the round (or the match) moved on
    await page.waitForFunction(([n, r]) => document.querySelectorAll('[data-testid="try"]').length > n ||
      Number(document.querySelector('[data-testid="match-head"]').dataset.round) > r ||
      document.querySelector('[data-testid="result"]'), [before, round], { timeout: 120_000 });
    // its row: in this round's grid, or, when a solve ended the round, in
    // the last round's rows shown until the next round's first guess (the
    // match's last answer may reach the grid a poll after the result)
    const which = await (await page.waitForFunction((n) => document.querySelectorAll('[data-testid="try"]').length > n ? "try"
      : document.querySelector('[data-testid="last-try"]') ? "last-try" : null, before, { timeout: 30_000 })).jsonValue();
    const rows = page.locator('[data-testid="' + which + '"]');
    const got = { round, word: await rows.last().getAttribute("data-word"), pattern: await rows.last().getAttribute("data-pattern") };
    tries.push(got);
    await shot("round-" + round);
  }
  // the opponent as the page shows it: a try count and a solved flag, never its words
  await byTest("result").waitFor({ timeout: 240_000 });
  const oppTries = Number(await head().getAttribute("data-opp-tries-seen"));
  const r = byTest("result");
  const result = {
    outcome: await r.getAttribute("data-outcome"), coins: Number(await r.getAttribute("data-coins")),
    mmrChange: Number(await r.getAttribute("data-mmr-change")),
    reason: (await byTest("end-reason").textContent()).trim(),
    wins: Number(await head().getAttribute("data-wins")), oppWins: Number(await head().getAttribute("data-opp-wins")),
    oppTries, house,
  };
  if ((await page.evaluate(() => document.documentElement.scrollWidth)) > 390) fail("sideways scroll at 390 px");
  await shot("bo3-result");
  await byTest("back").click();
  await byTest("duel-profile").waitFor();
  await page.waitForFunction(() => { const c = document.querySelector('[data-testid="coins"]'); return c && c.dataset.inPlay === "0"; });
  result.free = Number(await byTest("coins").getAttribute("data-free"));
  result.mmr = Number(await byTest("mmr").getAttribute("data-mmr"));
  return { ...result, tries, permissions: typed.message.permissions.length, signed: wallet.signed };
});
