// Browser end-to-end test of the Wordproof web client, run by
// web/e2e_test.go (TestBrowserGame), which starts the devnet, the relayer,
// a bot and the web server first. It drives Debian's Chromium through
// playwright-core with a test EIP-1193 wallet injected into the page:
// connect, reject then sign the session grant, join a lobby (an invalid
// word first), type a guess each round, check the colours, read the result,
// withdraw. It saves a screenshot of every screen and fails if the page
// requests anything outside loopback. The last stdout line is a JSON result.
//
// Environment: WORDPROOF_URL, WALLET_URL (POST /sign), OWNER, CHAIN_ID,
// GAME_ID, SECRETS (JSON [a, b]), GUESSES (JSON [{word, pattern}]),
// SCREENSHOTS (a directory), CHROMIUM (the browser binary).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error("environment variable " + name + " is not set");
  return v;
};
const url = env("WORDPROOF_URL");
const walletURL = env("WALLET_URL");
const owner = env("OWNER");
const chainId = Number(env("CHAIN_ID"));
const gameId = env("GAME_ID");
const secrets = JSON.parse(env("SECRETS"));
const guesses = JSON.parse(env("GUESSES"));
const shots = env("SCREENSHOTS");
const TIMEOUT = 90_000;

const log = (...a) => console.error("[e2e]", ...a);
const fail = (msg) => { throw new Error(msg); };

const outside = [];
const isLoopback = (u) => {
  const p = new URL(u);
  if (["data:", "about:", "blob:"].includes(p.protocol)) return true;
  return ["127.0.0.1", "localhost", "[::1]"].includes(p.hostname);
};

const profile = mkdtempSync(join(tmpdir(), "wordproof-chromium-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: env("CHROMIUM"),
  headless: true,
  viewport: { width: 420, height: 900 }, // phone-sized
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
let shotN = 0;
try {
  context.on("request", (req) => { if (!isLoopback(req.url())) outside.push(req.url()); });

  // The test wallet: accounts and chain id here, signatures from the Go
  // test's wallet server (a devnet key). rejectNext makes the next
  // signature request fail as a user rejection (EIP-1193 code 4001).
  let rejectNext = false;
  let signed = 0;
  await context.exposeFunction("__wordproofTestWallet", async (method, paramsJSON) => {
    const params = JSON.parse(paramsJSON);
    switch (method) {
      case "eth_requestAccounts":
      case "eth_accounts":
        return { result: [owner] };
      case "eth_chainId":
        return { result: "0x" + chainId.toString(16) };
      case "eth_signTypedData_v4": {
        if (rejectNext) {
          rejectNext = false;
          return { error: { code: 4001, message: "User rejected the request." } };
        }
        if (params[0].toLowerCase() !== owner.toLowerCase()) return { error: { code: 4100, message: "unknown account" } };
        const res = await fetch(walletURL + "/sign", { method: "POST", body: JSON.stringify({ typedData: params[1] }) });
        if (!res.ok) return { error: { code: -32603, message: await res.text() } };
        signed++;
        return { result: (await res.json()).signature };
      }
    }
    return { error: { code: 4200, message: "unsupported method " + method } };
  });
  await context.addInitScript(() => {
    window.ethereum = {
      isWordproofTestWallet: true,
      async request({ method, params }) {
        const r = await window.__wordproofTestWallet(method, JSON.stringify(params || []));
        if (r.error) {
          const e = new Error(r.error.message);
          e.code = r.error.code;
          throw e;
        }
        return r.result;
      },
    };
  });

  const page = context.pages()[0] || (await context.newPage());
  page.setDefaultTimeout(TIMEOUT);
  const shot = async (name) => {
    shotN++;
    const path = join(shots, String(shotN).padStart(2, "0") + "-" + name + ".png");
    await page.screenshot({ path, fullPage: true });
    log("screenshot", path);
  };
  const byTest = (id) => page.locator(`[data-testid="${id}"]`);
  const waitMessage = async (re) => {
    await page.waitForFunction((src) => new RegExp(src).test(document.getElementById("message").textContent), re.source);
  };

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

  rejectNext = true;
  await byTest("sign").click();
  await waitMessage(/rejected/);
  await shot("grant-rejected");
  await byTest("sign").click();
  await byTest("lobbies-screen").waitFor();
  if (signed !== 1) fail("the wallet signed " + signed + " times, want 1");
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
  for (let i = 0; i < guesses.length; i++) {
    const { word, pattern } = guesses[i];
    await page.locator('[data-testid="guess-area"][data-awaiting="true"]').waitFor();
    const round = Number(await byTest("phase").getAttribute("data-round"));
    log("round", round, "typing", word);
    await page.keyboard.type(word);
    await page.waitForFunction((w) => document.querySelector('[data-testid="guess-row"]').dataset.typed === w, word);
    await shot("round-" + round + "-typed");
    await page.keyboard.press("Enter");
    const reveal = page.locator(`[data-testid="reveal"][data-mine="true"][data-round="${round}"] [data-testid="reveal-tiles"]`);
    await reveal.waitFor();
    const got = { word: await reveal.getAttribute("data-word"), pattern: await reveal.getAttribute("data-pattern") };
    if (got.word !== word || got.pattern !== pattern) fail(`round ${round}: the page shows ${got.word} ${got.pattern}, want ${word} ${pattern}`);
    const label = await reveal.getAttribute("aria-label");
    if (!label.includes(word[0].toUpperCase() + " ")) fail("reveal tiles have no accessible label: " + label);
    seen.push({ round, ...got });
    await shot("round-" + round + "-revealed");
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
  if (outside.length) fail("the page requested addresses outside loopback: " + outside.join(", "));
  console.log(JSON.stringify({ outcome, winners, withdrew, seen, screenshots: shotN }));
} catch (e) {
  try {
    const page = context.pages()[0];
    if (page) await page.screenshot({ path: join(shots, "failure.png"), fullPage: true });
    if (page) log("page message:", await page.locator("#message").textContent().catch(() => ""));
  } catch {}
  throw e;
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
