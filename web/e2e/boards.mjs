// Browser test of the read side, run by web/boards_e2e_test.go
// (TestBrowserBoardsAndProfile) over an indexed devnet: the leaderboard
// page's four period tabs, then a player's profile reached from the board
// (statistics, streak, achievements, the SVG chart of attempts). It prints
// what the pages show, as JSON, for the Go test to compare with the API.
//
// Environment: WORDPROOF_URL (the boards page), PLAYER (the profile to
// open), SCREENSHOTS, CHROMIUM, and the harness's WALLET_URL, OWNER,
// CHAIN_ID (unused here).
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const player = env("PLAYER");

await run(async ({ page, byTest, shot }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  log("open", url);
  await page.goto(url);
  const boards = {};
  for (const period of ["all-time", "daily", "weekly", "monthly"]) {
    await byTest("period-" + period).click();
    await page.locator(`[data-testid="board"][data-period="${period}"]`).waitFor();
    if ((await byTest("game-worduel").getAttribute("aria-selected")) !== "true") fail("the worduel tab is not selected");
    if (!new URL(page.url()).search.includes("period=" + period)) fail("the address does not keep the period: " + page.url());
    boards[period] = await page.$$eval('[data-testid="board-row"]', (rows) => rows.map((r) => ({
      player: r.dataset.player, position: Number(r.dataset.position), score: Number(r.dataset.score),
      games: Number(r.dataset.games), wins: Number(r.dataset.wins), streak: Number(r.dataset.streak),
    })));
    const players = Number(await byTest("board").getAttribute("data-players"));
    if (players !== boards[period].length) fail(`${period}: ${players} players but ${boards[period].length} rows`);
    log(period, boards[period].length, "rows");
    await shot("board-" + period);
  }

  // The player's link on the board opens the profile.
  await page.locator(`[data-testid="board-row"][data-player="${player}"] [data-testid="player-link"]`).click();
  await byTest("profile").waitFor();
  await byTest("achievements").waitFor();
  const games = await page.$$eval('[data-testid="game-stats"]', (secs) => secs.map((s) => {
    const bars = {};
    for (const r of s.querySelectorAll('[data-testid="attempts-chart"] rect')) bars[r.dataset.attempts] = Number(r.dataset.count);
    return {
      game: s.dataset.game, games: Number(s.dataset.games), wins: Number(s.dataset.wins), score: Number(s.dataset.score),
      streak: Number(s.dataset.streak), maxStreak: Number(s.dataset.maxStreak), rank: Number(s.dataset.rank), bars,
    };
  }));
  for (const g of games) {
    if (g.wins > 0 && Object.keys(g.bars).length === 0) fail(g.game + ": wins but no chart");
    const tall = await page.$$eval(`[data-testid="game-stats"][data-game="${g.game}"] rect`, (rs) => rs.map((r) => Number(r.getAttribute("height"))));
    if (g.wins > 0 && Math.max(...tall) <= 0) fail(g.game + ": the chart's bars have no height");
  }
  const unlocked = (await byTest("badge-unlocked").allTextContents()).map((t) => t.replace(/^★ /, ""));
  const locked = await byTest("badge-locked").count();
  await shot("profile");
  return { boards, profile: { player: await byTest("profile").getAttribute("data-player"), games, unlocked, locked } };
});
