// Browser test of a Wordle-Tac-Toe match, run twice at once by
// web/ttt_e2e_test.go (TestBrowserTtt), one browser context per player,
// with the harness of harness.mjs: the player connects its wallet and signs
// one session grant, gets the daily coins, queues for Wordle-Tac-Toe with
// a bet (ROLE b only once a waits), sees "Match Found" and plays bout 1 on
// the grid: on each of its turns it picks the first two open cells and
// types their words (from the test, which derives them from the house's
// stored seed). ROLE b's first word is not in the guess list: the page
// warns, b first changes its mind, then sends it anyway (not accepted; its
// next turn is skipped). Once bout 1 has ended both sit idle: the player to
// move in bout 2 loses on time. It reports every turn, the cells' guesses,
// bout 1's result and grid as the page shows them, and the match's result.
// No sideways scroll at 390×844. The last stdout line is a JSON result.
//
// Environment: WORDPROOF_URL, CONTROL_URL, ROLE (a or b), BET, INVALID (the
// invalid word per cell length, JSON {"4":…,"5":…,"6":…}), and the harness's.
import { findMatch } from "./duel.mjs";
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const control = env("CONTROL_URL");
const bet = env("BET");
const role = env("ROLE");
const invalid = JSON.parse(env("INVALID"));

await run(async (t) => {
  const { page, byTest, shot, wallet } = t;
  const typed = await findMatch(t, { url, control, role, bet, mode: "ttt" });
  await page.locator('[data-testid="ttt-grid"]').waitFor({ timeout: 60_000 });
  const head = () => byTest("ttt-head");
  const turns = [];
  let warned = false;
  for (;;) {
    // this player's turn in bout 1, bout 1's end, or the match's end
    await page.waitForFunction(() => document.querySelector('[data-testid="result"]') ||
      document.querySelector('[data-testid="bout-result"]') ||
      document.querySelector('[data-testid="match-note"][data-can-play="true"]'), null, { timeout: 180_000 });
    if (await byTest("result").count() || await byTest("bout-result").count()) break;
    const res = await fetch(control + "/words");
    if (!res.ok) fail("/words: " + (await res.text()));
    const words = await res.json();
    const open = await page.$$eval('[data-testid="ttt-grid"] [data-testid="cell"][data-open="true"]', (els) => els.map((e) => Number(e.dataset.cell)));
    const cells = open.slice(0, 2);
    const moves = cells.map((c) => ({ cell: c, word: words[c] }));
    for (const c of cells) await page.locator('[data-testid="ttt-grid"] [data-testid="cell"][data-cell="' + c + '"]').click();
    const bad = role === "b" && !warned;
    for (const m of moves) {
      const word = bad && m === moves[0] ? invalid[String(m.word.length)] : m.word;
      m.sent = word;
      await page.locator('[data-testid="word-input"][data-cell="' + m.cell + '"]').fill(word);
    }
    log("turn", JSON.stringify(moves));
    await byTest("play-turn").click();
    if (bad) {
      warned = true;
      await byTest("confirm-invalid").waitFor();
      await shot("invalid-warning");
      const warning = await byTest("confirm-invalid").textContent();
      if (!warning.includes("not in the guess list")) fail("the warning does not say why: " + warning);
      await byTest("confirm-cancel").click(); // changes its mind: nothing is sent
      if (await byTest("confirm-invalid").count()) fail("the warning stayed after cancel");
      await byTest("play-turn").click();
      await byTest("confirm-invalid").waitFor();
      await byTest("confirm-send").click();
    }
    turns.push(moves);
    await page.waitForFunction(() => !document.querySelector('[data-testid="match-note"][data-can-play="true"]'), null, { timeout: 60_000 });
    await shot("turn-" + turns.length);
  }
  await byTest("bout-result").first().waitFor({ timeout: 180_000 });
  const br = byTest("bout-result").first();
  const bout1 = {
    winner: await br.getAttribute("data-winner"), lines: (await br.getAttribute("data-lines")).split(",").map(Number),
    cells: (await br.getAttribute("data-cells")).split(",").map(Number),
    owners: await br.locator('[data-testid="cell"]').evaluateAll((els) => els.map((e) => e.dataset.owner)),
    guesses: await br.locator('[data-testid="cell"]').evaluateAll((els) => els.map((e) => [...e.querySelectorAll('[data-testid="cell-guess"]')]
      .map((g) => ({ word: g.dataset.word, pattern: g.dataset.pattern, mine: g.dataset.mine === "true", valid: g.dataset.valid === "true" })))),
  };
  await shot("bout-1");
  // both idle: the player to move in bout 2 runs out of time
  await byTest("result").waitFor({ timeout: 240_000 });
  const r = byTest("result");
  const result = {
    outcome: await r.getAttribute("data-outcome"), ending: await r.getAttribute("data-ending"), coins: Number(await r.getAttribute("data-coins")),
    mmrChange: Number(await r.getAttribute("data-mmr-change")), reason: (await byTest("end-reason").textContent()).trim(),
    wins: Number(await head().getAttribute("data-wins")), oppWins: Number(await head().getAttribute("data-opp-wins")),
    skipped: Number(await head().getAttribute("data-skipped")), oppSkipped: Number(await head().getAttribute("data-opp-skipped")),
  };
  if ((await page.evaluate(() => document.documentElement.scrollWidth)) > 390) fail("sideways scroll at 390 px");
  await shot("ttt-result");
  await byTest("back").click();
  await byTest("duel-profile").waitFor();
  await page.waitForFunction(() => { const c = document.querySelector('[data-testid="coins"]'); return c && c.dataset.inPlay === "0"; });
  result.free = Number(await byTest("coins").getAttribute("data-free"));
  return { ...result, turns, bout1, permissions: typed.message.permissions.length, signed: wallet.signed };
});
