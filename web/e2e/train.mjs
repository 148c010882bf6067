// Browser test of the Worduel training page, run by web/train_e2e_test.go
// (TestBrowserTraining), which serves the web client's handler (no chain:
// training is offline) and knows the word the seed picks. On a 390×844
// phone viewport: a word outside the list is refused and not counted, a
// wrong guess typed on the on-screen keyboard shows its colours and the
// keyboard's letter states, then the answer typed on the physical keyboard
// wins. Tiles and keys carry labels and G/Y/. marks; nothing scrolls
// sideways. The training page never talks to the wallet the harness injects.
//
// Environment: WORDPROOF_URL (the page, with ?seed=), WORD (the answer),
// WRONG, WRONG_PATTERN, WRONG_KEYS (JSON {letter: state}), SCREENSHOTS,
// CHROMIUM, and the harness's WALLET_URL, OWNER, CHAIN_ID (unused here).
import { env, fail, log, run } from "./harness.mjs";

const url = env("WORDPROOF_URL");
const word = env("WORD");
const wrong = env("WRONG");
const wrongPattern = env("WRONG_PATTERN");
const wrongKeys = JSON.parse(env("WRONG_KEYS"));

await run(async ({ page, byTest, shot, waitMessage }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  log("open", url);
  await page.goto(url);
  await byTest("train-grid").waitFor();
  await shot("train-start");

  const rows = () => byTest("train-row").count();
  const noSideways = async (where) => {
    const w = await page.evaluate(() => document.documentElement.scrollWidth);
    if (w > 390) fail(where + ": the page is " + w + "px wide on a 390px screen (sideways scroll)");
    return w;
  };
  const typedIs = (w) => page.waitForFunction((w) => document.querySelector('[data-testid="typing-row"]').dataset.typed === w, w);

  // A word outside the list: refused with its reason, no guess used.
  await page.keyboard.type("qqqqq");
  await typedIs("qqqqq");
  await page.keyboard.press("Enter");
  await waitMessage(/"qqqqq" is not in the 5-letter guess list/);
  if ((await rows()) !== 0) fail("a refused word was counted");
  if (!/Guess 1 of 6/.test(await byTest("progress").textContent())) fail("a refused word used a guess");
  await shot("train-refused");
  for (let i = 0; i < 5; i++) await byTest("key-back").click();
  await typedIs("");

  // The wrong guess on the on-screen keyboard.
  for (const c of wrong) await byTest("key-" + c).click();
  await typedIs(wrong);
  await byTest("key-enter").click();
  const first = page.locator('[data-testid="train-row"]').first();
  await first.waitFor();
  const got = { word: await first.getAttribute("data-word"), pattern: await first.getAttribute("data-pattern") };
  if (got.word !== wrong || got.pattern !== wrongPattern) fail(`the page shows ${got.word} ${got.pattern}, want ${wrong} ${wrongPattern}`);
  const tileLabel = await first.locator(".tile").first().getAttribute("aria-label");
  if (!tileLabel.startsWith(wrong[0].toUpperCase() + ": ")) fail("tile without an accessible label: " + tileLabel);
  const marks = (await first.locator(".tile small").allTextContents()).join("");
  if (marks !== wrongPattern) fail("tile marks " + marks + ", want " + wrongPattern);
  for (const [letter, state] of Object.entries(wrongKeys)) {
    const key = byTest("key-" + letter);
    const shown = await key.getAttribute("data-state");
    if (shown !== state) fail(`key ${letter} shows ${shown}, want ${state}`);
    const label = await key.getAttribute("aria-label");
    if (!label.startsWith(letter.toUpperCase() + ": ") || /not tried/.test(label)) fail("key label " + label);
  }
  const untried = await byTest("key-" + [..."zqxjkvbw"].find((c) => !(c in wrongKeys))).getAttribute("aria-label");
  if (!/not tried/.test(untried)) fail("an untried key says " + untried);
  const widthMid = await noSideways("after a guess");
  await shot("train-guess-1");

  // The answer on the physical keyboard wins.
  await page.keyboard.type(word);
  await typedIs(word);
  await page.keyboard.press("Enter");
  await byTest("result").waitFor();
  const state = await byTest("result").getAttribute("data-state");
  const resultText = (await byTest("result").textContent()).trim();
  if (state !== "won" || !resultText.includes("Solved in 2/6: " + word.toUpperCase())) fail("result: " + state + " " + resultText);
  if ((await rows()) !== 2) fail("want 2 counted guesses, got " + (await rows()));
  const widthEnd = await noSideways("at the result");
  await shot("train-won");
  const counted = await rows();

  // "New word" starts a fresh round (a random word, not the address's seed).
  await byTest("new-word").click();
  await page.waitForFunction(() => document.querySelector('[data-testid="train-grid"]').dataset.state === "playing");
  if ((await rows()) !== 0) fail("the new round starts with guesses");
  if ((await byTest("key-" + wrong[0]).getAttribute("data-state")) !== "unknown") fail("the new round kept the keyboard");
  return { state, resultText, rows: counted, widths: [widthMid, widthEnd] };
});
