// Shared harness of the browser tests (play.mjs, resume.mjs, dapp.mjs): headless
// Chromium through playwright-core, a test EIP-1193 wallet injected into
// the page (accounts and chain id here, signatures from the Go test's
// wallet server), screenshots, and a record of every request that left
// loopback.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

export const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error("environment variable " + name + " is not set");
  return v;
};
export const log = (...a) => console.error("[e2e]", ...a);
export const fail = (msg) => { throw new Error(msg); };
export const TIMEOUT = 90_000;

// viewport is VIEWPORT ("390x844"), else 420×900: phone-sized.
const viewport = () => {
  const m = /^(\d+)x(\d+)$/.exec(process.env.VIEWPORT || "");
  return m ? { width: Number(m[1]), height: Number(m[2]) } : { width: 420, height: 900 };
};

const isLoopback = (u) => {
  const p = new URL(u);
  if (["data:", "about:", "blob:"].includes(p.protocol)) return true;
  return ["127.0.0.1", "localhost", "[::1]"].includes(p.hostname);
};

// run launches the browser with the test wallet of OWNER on CHAIN_ID
// (signing through WALLET_URL), calls body(t) with the harness and closes
// everything, saving a failure screenshot if body throws. body's return
// value is printed as the last stdout line, in JSON.
export async function run(body) {
  const walletURL = env("WALLET_URL");
  const owner = env("OWNER");
  const chainId = Number(env("CHAIN_ID"));
  const shots = env("SCREENSHOTS");
  const profile = mkdtempSync(join(tmpdir(), "wordproof-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: env("CHROMIUM"),
    headless: true,
    viewport: viewport(), // phone-sized
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const outside = [];
  const wallet = { rejectNext: false, signed: 0, messages: 0, sent: 0 };
  let shotN = 0;
  try {
    context.on("request", (req) => { if (!isLoopback(req.url())) outside.push(req.url()); });
    // wallet.rejectNext makes the next signature request fail as a user
    // rejection (EIP-1193 code 4001).
    await context.exposeFunction("__wordproofTestWallet", async (method, paramsJSON) => {
      const params = JSON.parse(paramsJSON);
      switch (method) {
        case "eth_requestAccounts":
        case "eth_accounts":
          return { result: [owner] };
        case "eth_chainId":
          return { result: "0x" + chainId.toString(16) };
        case "eth_sendTransaction": { // sent by the Go test's wallet with the owner key
          const tx = params[0];
          if (tx.from.toLowerCase() !== owner.toLowerCase()) return { error: { code: 4100, message: "unknown account" } };
          const res = await fetch(walletURL + "/send", { method: "POST", body: JSON.stringify({ to: tx.to, value: tx.value, data: tx.data }) });
          if (!res.ok) return { error: { code: -32603, message: await res.text() } };
          wallet.sent++;
          return { result: (await res.json()).hash };
        }
        case "personal_sign": { // the static client's store unlock: not counted in signed
          if (params[1].toLowerCase() !== owner.toLowerCase()) return { error: { code: 4100, message: "unknown account" } };
          const res = await fetch(walletURL + "/sign", { method: "POST", body: JSON.stringify({ message: params[0] }) });
          if (!res.ok) return { error: { code: -32603, message: await res.text() } };
          wallet.messages++;
          return { result: (await res.json()).signature };
        }
        case "eth_signTypedData_v4": {
          if (wallet.rejectNext) {
            wallet.rejectNext = false;
            return { error: { code: 4001, message: "User rejected the request." } };
          }
          if (params[0].toLowerCase() !== owner.toLowerCase()) return { error: { code: 4100, message: "unknown account" } };
          const res = await fetch(walletURL + "/sign", { method: "POST", body: JSON.stringify({ typedData: params[1] }) });
          if (!res.ok) return { error: { code: -32603, message: await res.text() } };
          wallet.signed++;
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
    const byTest = (id) => page.locator(`[data-testid="${id}"]`);
    const t = {
      page, wallet, chainId, byTest,
      // shot saves a full-page screenshot, numbered in order; it also
      // checks that the page shows no raw revert or contract error name.
      shot: async (name) => {
        shotN++;
        const path = join(shots, String(shotN).padStart(2, "0") + "-" + name + ".png");
        await page.screenshot({ path, fullPage: true });
        log("screenshot", path);
        const text = await page.evaluate(() => document.body.innerText);
        const raw = /execution reverted|Wordproof[A-Z][A-Za-z]+\[|\(phase \d/.exec(text);
        if (raw) fail("the page shows a raw error (" + raw[0] + "): " + text);
        // A phone's width: nothing may scroll sideways.
        const wide = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
        if (wide.scroll > wide.width) fail(name + ": the page scrolls sideways (" + wide.scroll + " px wide in a " + wide.width + " px window)");
      },
      shots: () => shotN,
      waitMessage: async (re) => {
        await page.waitForFunction((src) => new RegExp(src).test(document.getElementById("message").textContent), re.source);
      },
      // connect connects the wallet; sign says whether a grant must be
      // signed (false when the stored session is resumed).
      connect: async (sign) => {
        await byTest("connect-screen").waitFor();
        await byTest("connect").click();
        if (sign) {
          await byTest("grant-screen").waitFor();
          await byTest("sign").click();
        }
        await byTest("lobbies-screen").waitFor();
      },
    };
    // guessRound waits for the guess input, types word, and returns what
    // the page then reveals for it (checked against pattern).
    t.guessRound = async (word, pattern) => {
      await page.locator('[data-testid="guess-area"][data-awaiting="true"]').waitFor();
      const round = Number(await byTest("phase").getAttribute("data-round"));
      log("round", round, "typing", word);
      await page.keyboard.type(word);
      await page.waitForFunction((w) => document.querySelector('[data-testid="guess-row"]').dataset.typed === w, word);
      await t.shot("round-" + round + "-typed");
      await page.keyboard.press("Enter");
      const reveal = page.locator(`[data-testid="reveal"][data-mine="true"][data-round="${round}"] [data-testid="reveal-tiles"]`);
      await reveal.waitFor();
      const got = { word: await reveal.getAttribute("data-word"), pattern: await reveal.getAttribute("data-pattern") };
      if (got.word !== word || got.pattern !== pattern) fail(`round ${round}: the page shows ${got.word} ${got.pattern}, want ${word} ${pattern}`);
      const label = await reveal.getAttribute("aria-label");
      if (!label.includes(word[0].toUpperCase() + " ")) fail("reveal tiles have no accessible label: " + label);
      await t.shot("round-" + round + "-revealed");
      return { round, ...got };
    };
    const result = await body(t);
    if (outside.length) fail("the page requested addresses outside loopback: " + outside.join(", "));
    console.log(JSON.stringify({ ...result, signed: wallet.signed, messages: wallet.messages, sent: wallet.sent, screenshots: shotN }));
  } catch (e) {
    try {
      const page = context.pages()[0];
      if (page) await page.screenshot({ path: join(shots, "failure.png"), fullPage: true });
      if (page) log("page message:", await page.locator("#message").textContent().catch(() => ""));
      if (page) log("page text:", await page.evaluate(() => document.body.innerText).catch(() => ""));
    } catch {}
    throw e;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
