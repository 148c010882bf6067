// Browser test of the daily challenges, run by web/daily_e2e_test.go
// (TestBrowserDaily) once per player and phase, at 390×844.
//
// PHASE=play, ROLE=numlock: connect the wallet and sign the one session
// grant, start today's NumLock, type PLAN.guesses (the last is the day's
// code, from the test, which reads the house's stored seed) and read each
// try's proven colours; reload: the attempt resumes from the chain with the
// same rows; a second start is refused with the contract's decoded reason.
// ROLE=phraselock: connect, start today's PhraseLock, take the category
// hint, a letter in the phrase and one not in it, ask the category again
// (refused, with the reason), guess a wrong phrase (a confirmation first:
// it costs 2 lives), then the right phrase.
//
// PHASE=result (after the test moved the clock past the day and the house
// opened it): the attempt's page shows the score the contract recorded;
// the day's leaderboard (daily tab, the day's date) shows the players.
//
// Environment: WORDPROOF_URL, ROLE, PHASE, PLAN (JSON), DAY, and the
// harness's. The last stdout line is a JSON result.
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const role = env("ROLE");
const phase = env("PHASE");
const plan = JSON.parse(env("PLAN"));

// move posts to the local API from the page (as a second tab would).
const post = (page, path, body) => page.evaluate(async ([p, b]) => {
  const r = await fetch(p, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(b) });
  return { status: r.status, ...(await r.json()) };
}, [path, body]);

async function numlockTries(page) {
  return page.$$eval('[data-testid="grid"] [data-testid="try"]', (rows) => rows.map((r) => ({ guess: r.dataset.word, pattern: r.dataset.pattern })));
}

async function phraseState(page) {
  return page.evaluate(() => ({
    display: document.querySelector('[data-testid="display"]').dataset.display || "",
    lives: Number(document.querySelector('[data-testid="lives"]').dataset.lives),
    turns: [...document.querySelectorAll('[data-testid="turn"]')].map((t) => ({ kind: t.dataset.kind, hit: t.dataset.hit === "true", lives: Number(t.dataset.lives), text: t.textContent })),
    facts: document.querySelector('[data-testid="facts"]').textContent,
  }));
}

async function play(t) {
  const { page, byTest, shot, wallet } = t;
  await page.goto(url + role + "/");
  await byTest("connect").click();
  await byTest("grant-screen").waitFor();
  const permissions = JSON.parse(await byTest("typed-data").textContent()).message.permissions.length;
  await byTest("sign").click();
  await byTest("not-started").waitFor();
  if (wallet.signed !== 1) fail("the wallet signed " + wallet.signed + " times, want 1");
  await shot("not-started");
  await byTest("start").click();
  const out = { permissions };
  if (role === "numlock") {
    for (const [i, guess] of plan.guesses.entries()) {
      await page.locator('[data-testid="code-input"]:enabled').waitFor({ timeout: 120_000 });
      log("guess", guess);
      await byTest("code-input").fill(guess);
      await byTest("guess").click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="grid"] [data-testid="try"]').length === n, i + 1, { timeout: 120_000 });
      await shot("try-" + (i + 1));
    }
    await byTest("result").waitFor();
    out.tries = await numlockTries(page);
    out.left = await page.locator('[data-testid="tries-left"]').getAttribute("data-left");
    out.scoreLine = await byTest("score-line").textContent();
    out.thinking = Number(await byTest("thinking").getAttribute("data-seconds"));
    await shot("solved");
    await page.reload();
    await byTest("result").waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="grid"] [data-testid="try"]').length === n, out.tries.length);
    out.reloaded = await numlockTries(page);
    out.hash = new URL(page.url()).hash;
  } else {
    const waitMove = (n) => page.waitForFunction((k) => document.querySelectorAll('[data-testid="turn"]').length === k, n, { timeout: 120_000 });
    const canMove = () => page.locator('[data-testid="guess-phrase"]:enabled').waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => (document.querySelector('[data-testid="display"]') || {}).dataset?.display, null, { timeout: 120_000 });
    await canMove();
    out.shape = (await phraseState(page)).display;
    await shot("shape");
    await byTest("hint-category").click();
    await waitMove(2);
    await canMove();
    await page.locator(`[data-testid="letter"][data-key="${plan.in}"]`).click();
    await waitMove(3);
    await canMove();
    await page.locator(`[data-testid="letter"][data-key="${plan.out}"]`).click();
    await waitMove(4);
    await canMove();
    if (await page.locator(`[data-testid="letter"][data-key="${plan.in}"]`).isEnabled()) fail("a used letter's key is still enabled");
    // the category again: refused with the reason, nothing sent
    if (!(await byTest("hint-refusal-category").textContent()).includes("once a day")) fail("no refusal shown for the category hint");
    await byTest("hint-category").click();
    await t.waitMessage(/given once a day/);
    out.refusal = await page.locator("#message").textContent();
    await shot("hint-refused");
    // a wrong phrase: confirmed first
    await byTest("phrase-input").fill(plan.wrong);
    await byTest("guess-phrase").click();
    await byTest("confirm-phrase").waitFor();
    out.confirm = await byTest("confirm-phrase").textContent();
    await shot("confirm-phrase");
    await byTest("confirm").click();
    await waitMove(5);
    await canMove();
    await byTest("phrase-input").fill(plan.phrase);
    await byTest("guess-phrase").click();
    await byTest("confirm").click();
    await byTest("result").waitFor({ timeout: 120_000 });
    await waitMove(6); // the last answer read by the agent too
    Object.assign(out, await phraseState(page));
    out.scoreLine = await byTest("score-line").textContent();
    await shot("won");
    await page.reload();
    await byTest("result").waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="turn"]').length === n, out.turns.length);
    out.reloaded = await phraseState(page);
    out.hash = new URL(page.url()).hash;
  }
  // a second attempt the same day: the contract's refusal, decoded
  const again = await post(page, "/api/daily/" + role + "/start", {});
  out.second = { status: again.status, error: again.error };
  return out;
}

async function result(t) {
  const { page, byTest, shot } = t;
  await page.goto(url + role + "/#/day/" + env("DAY"));
  await page.locator('[data-testid="score"]').waitFor({ timeout: 120_000 });
  const out = { score: Number(await byTest("score").getAttribute("data-score")), date: await byTest("daily-date").textContent() };
  await shot("opened-score");
  await byTest("day-board").click();
  await page.locator('[data-testid="board"][data-period="daily"]').waitFor();
  out.board = await page.$$eval('[data-testid="board-row"]', (rows) => rows.map((r) => ({
    player: r.dataset.player, position: Number(r.dataset.position), score: Number(r.dataset.score),
    games: Number(r.dataset.games), wins: Number(r.dataset.wins), streak: Number(r.dataset.streak),
  })));
  out.boardURL = page.url();
  out.start = await byTest("board").locator("h2").textContent();
  await shot("opened-board");
  return out;
}

await run(async (t) => (phase === "play" ? play(t) : result(t)));
