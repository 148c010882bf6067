// Browser test of a hand of Wordle Poker, run twice at once by
// web/poker_e2e_test.go (TestBrowserPoker), one browser context per
// player, with the harness of harness.mjs (its wallet unused: each server
// moves with its own key). The player gets the daily coins, queues in mode
// poker with a bet (ROLE b only once a waits), sees "Match Found", commits
// the five words offered, and makes each decision the page asks: open (the
// first betting card left, 1 chip), stop, the mulligan (ROLE a changes its
// first card, b none), higher, and a guess ("crane" at the first unsolved
// word) until a guess has its proven colours. It reports its cards, both
// mulligan counts, the showdown and the guess. No sideways scroll at
// 390×844. The last stdout line is a JSON result.
//
// Environment: WORDPROOF_URL, CONTROL_URL, ROLE (a or b), BET, and the harness's.
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const control = env("CONTROL_URL");
const bet = env("BET");
const role = env("ROLE");

await run(async ({ page, byTest, shot }) => {
  await page.goto(url + "worduel/");
  await byTest("duel-profile").waitFor();
  await byTest("daily").click();
  await page.waitForFunction(() => { const c = document.querySelector('[data-testid="coins"]'); return c && c.dataset.free === "100"; });
  if (role === "b") {
    for (let i = 0; ; i++) {
      if ((await fetch(control + "/queued")).ok) break;
      if (i > 600) fail("the other player never queued");
      await page.waitForTimeout(200);
    }
  }
  await byTest("bet").fill(bet);
  await page.locator('[data-testid="mode"] option[value="poker"]').waitFor({ state: "attached" });
  await byTest("mode").selectOption("poker");
  await byTest("queue").click();
  await byTest("match-found").waitFor();
  if ((await byTest("match-mode").getAttribute("data-mode")) !== "poker") fail("Match Found of another mode");
  await byTest("poker-screen").waitFor({ timeout: 60_000 });

  const done = () => document.querySelector('[data-testid="poker-guess"]:not([data-pattern=""])');
  const asked = [];
  let cards = [];
  let mulligans = null;
  for (let n = 0; n < 20; n++) {
    await page.waitForFunction((f) => document.querySelector('[data-testid="match-note"]')?.dataset.asking ||
      document.querySelector('[data-testid="poker-guess"]:not([data-pattern=""])'), null, { timeout: 240_000 });
    if (await page.evaluate(done)) break;
    const asking = await byTest("match-note").getAttribute("data-asking");
    log("asked", asking);
    asked.push(asking);
    switch (asking) {
    case "words":
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="secret-word"]')].every((i) => i.value.length === 5));
      await shot("words");
      await byTest("commit-words").click();
      break;
    case "open": await byTest("open").click(); break;
    case "raise": await byTest("stop").click(); break;
    case "mulligan":
      cards = await page.locator('[data-testid="card"]').evaluateAll((els) => els.map((e) => e.dataset.card));
      await shot("mulligan");
      if (role === "a") await page.locator('[data-testid="discard"]').first().check();
      await byTest("mulligan").click();
      break;
    case "choose": await byTest("higher").click(); break;
    case "guess":
      await byTest("guess-text").fill("crane");
      await byTest("guess").click();
      break;
    default: fail("unknown decision " + asking);
    }
    if (asking === "mulligan") { // both counts, once both are opened (the next phase is a decision: still hand 1)
      await page.waitForFunction(() => { const m = document.querySelector('[data-testid="mulligans"]'); return m && m.dataset.you !== "-1" && m.dataset.opp !== "-1"; }, null, { timeout: 120_000 });
      const m = byTest("mulligans");
      mulligans = [Number(await m.getAttribute("data-you")), Number(await m.getAttribute("data-opp"))];
    }
    await page.waitForFunction((a) => document.querySelector('[data-testid="match-note"]').dataset.asking !== a, asking, { timeout: 60_000 });
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="poker-guess"]:not([data-pattern=""])'), null, { timeout: 240_000 });
  const g = byTest("poker-guess").first();
  const sd = byTest("showdown");
  const result = {
    asked, cards, mulligans, hand: Number(await sd.getAttribute("data-hand")),
    showdown: { winner: await sd.getAttribute("data-winner"), you: await sd.getAttribute("data-you"), opp: await sd.getAttribute("data-opp") },
    guess: { by: await g.getAttribute("data-by"), word: Number(await g.getAttribute("data-word")), guess: await g.getAttribute("data-guess"), pattern: await g.getAttribute("data-pattern") },
  };
  if ((await page.evaluate(() => document.documentElement.scrollWidth)) > 390) fail("sideways scroll at 390 px");
  await shot("guess");
  return result;
});
