// bench.mjs: opens the static site's bench.html (DAPP_URL, RUNS) in headless
// Chromium (CHROMIUM) through playwright-core, waits for its result and
// prints it as one JSON line on stdout. Console errors and failed requests
// fail the run. Driven by web/dapp/browser_test.go.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const env = (name, def) => {
  const v = process.env[name] || def;
  if (!v) throw new Error("environment variable " + name + " is not set");
  return v;
};
const log = (...a) => console.error("[bench]", ...a);

const url = new URL("bench.html?runs=" + env("RUNS", "5"), env("DAPP_URL"));
const profile = mkdtempSync(join(tmpdir(), "wordproof-chromium-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: env("CHROMIUM"),
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const problems = [];
try {
  const page = await context.newPage();
  page.on("console", (m) => { if (m.type() === "error") problems.push("console: " + m.text()); });
  page.on("pageerror", (e) => problems.push("page error: " + e.message));
  page.on("requestfailed", (r) => problems.push("request failed: " + r.url() + " " + (r.failure()?.errorText || "")));
  context.on("weberror", (e) => problems.push("web error: " + e.error().message));
  log("opening", url.href);
  await page.goto(url.href);
  await page.waitForFunction(() => window.benchResult, null, { timeout: Number(env("TIMEOUT_MS", "600000")), polling: 200 });
  const res = await page.evaluate(() => window.benchResult);
  if (res.error) throw new Error("bench page: " + res.error);
  if (problems.length) throw new Error(problems.join("\n"));
  // A second visit in the same profile must take every key from the cache,
  // and drop a cached file of an earlier key set.
  if (process.env.RELOAD === "1") {
    await page.evaluate(async () => {
      const c = await caches.open("wordproof-keys-v1");
      await c.put(new URL("keys/old.pk?sha256=00", location.href).href, new Response("an earlier key set"));
    });
    await page.goto(new URL("bench.html?runs=1", url).href);
    await page.waitForFunction(() => window.benchResult, null, { timeout: 600000, polling: 200 });
    const again = await page.evaluate(() => window.benchResult);
    if (again.error) throw new Error("bench page, second visit: " + again.error);
    const cached = await page.evaluate(async () =>
      (await (await caches.open("wordproof-keys-v1")).keys()).map((r) => new URL(r.url).pathname));
    res.reload = { load: again.load, start: again.start, cached };
  }
  process.stdout.write(JSON.stringify(res) + "\n");
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
