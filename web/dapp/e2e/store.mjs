// store.mjs: drives the in-browser secret store (static/store.js) in
// headless Chromium through playwright-core: unlock through a test wallet,
// reserve a game's words, reload, unlock again (and fail with another
// signature), export a backup and import a CLI store file (IMPORT_FILE,
// IMPORT_PASSPHRASE), then do the same through the page's buttons (unlock
// with an injected window.ethereum, export a backup download). Prints the result as one JSON line on stdout. Driven
// by web/dapp/browser_test.go.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const env = (name) => {
  const v = process.env[name];
  if (!v) throw new Error("environment variable " + name + " is not set");
  return v;
};
const args = {
  account: env("ACCOUNT"), signature: env("SIGNATURE"), otherSignature: env("OTHER_SIGNATURE"),
  importFile: readFileSync(env("IMPORT_FILE"), "utf8"), importPassphrase: env("IMPORT_PASSPHRASE"),
  backupPassphrase: env("BACKUP_PASSPHRASE"),
};
const profile = mkdtempSync(join(tmpdir(), "wordproof-chromium-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: env("CHROMIUM"), headless: true, acceptDownloads: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const problems = [];
try {
  const page = await context.newPage();
  page.on("pageerror", (e) => problems.push("page error: " + e.message));
  await page.goto(new URL("index.html", env("DAPP_URL")).href);

  // First visit: unlock through the wallet, keep a game's words and a session key.
  const first = await page.evaluate(async (a) => {
    const { SecretStore, UNLOCK_MESSAGE } = await import("./store.js");
    const asked = [];
    const wallet = { request: async (req) => { asked.push(req); return a.signature; } };
    const s = await SecretStore.unlock(wallet, a.account);
    const before = s.games();
    await s.reserve("1337/0xaa/7", a.account, ["crane", "slate"], ["0x2a", "0x2b"]);
    const again = await s.reserve("1337/0xaa/7", a.account, ["ghost", "brick"], ["0x1", "0x2"]);
    await s.setSessionKey(a.account, "0x01");
    return { asked, message: UNLOCK_MESSAGE, before, again };
  }, args);

  // Reload: the same signature opens the store; another does not.
  await page.reload();
  const second = await page.evaluate(async (a) => {
    const { SecretStore } = await import("./store.js");
    const { Prover } = await import("./prover.js");
    const s = await SecretStore.open(a.signature, a.account);
    let locked = "";
    try { await SecretStore.open(a.otherSignature, a.account); } catch (e) { locked = e.constructor.name + ": " + e.message; }
    const p = new Prover();
    const backup = await s.exportBackup(p, a.backupPassphrase);
    let badImport = "";
    try { await s.importBackup(p, a.importFile, "not the passphrase"); } catch (e) { badImport = e.message; }
    const imported = await s.importBackup(p, a.importFile, a.importPassphrase);
    const reopened = await SecretStore.open(a.signature, a.account);
    p.terminate();
    return {
      game: s.game("1337/0xaa/7"), sessionKey: s.sessionKey(a.account), locked, backup, badImport, imported,
      games: reopened.games(), importedGame: reopened.game("1337/0xaa/8"),
    };
  }, args);
  // The page's buttons: unlock through window.ethereum, export a backup.
  await context.addInitScript((a) => {
    window.ethereum = {
      request: async ({ method }) => {
        if (method === "eth_requestAccounts") return [a.account];
        if (method === "personal_sign") return a.signature;
        throw new Error("unexpected wallet call " + method);
      },
    };
  }, { account: args.account, signature: args.signature });
  await page.goto(new URL("index.html", env("DAPP_URL")).href);
  await page.click("#unlock");
  await page.waitForFunction(() => document.getElementById("store-status").textContent.includes("2 games"), null, { timeout: 60000 });
  await page.fill("#passphrase", args.backupPassphrase);
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 120000 }), page.click("#export")]);
  const uiBackup = readFileSync(await download.path(), "utf8");
  const uiStatus = await page.textContent("#store-status");
  if (problems.length) throw new Error(problems.join("\n"));
  process.stdout.write(JSON.stringify({ first, second, uiBackup, uiStatus, uiFile: download.suggestedFilename() }) + "\n");
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
