// Browser end-to-end test of the Wordproof web client, run by
// web/e2e_test.go (TestBrowserGame), which starts the devnet, the relayer,
// a bot and the web server first. With the test wallet of harness.mjs:
// connect, reject then sign the session grant, join a lobby (an invalid
// word first), type a guess each round, check the colours, read the result,
// withdraw. It saves a screenshot of every screen and fails if the page
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

  const seen = [];
  for (const { word, pattern } of guesses) {
    seen.push(await guessRound(word, pattern));
  }

  await byTest("result").waitFor();
  const outcome = (await byTest("outcome").textContent()).trim();
  const winners = (await byTest("winners").textContent()).trim();
  await shot("result");
  let withdrew = "";
  if (await byTest("withdraw").count()) {
    await byTest("withdraw").click();
    await waitMessage(/Withdrew/);
    withdrew = (await page.locator("#message").textContent()).trim();
    await shot("withdrawn");
  }
  return { outcome, winners, withdrew, seen };
});
