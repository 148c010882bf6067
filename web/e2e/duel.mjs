// Shared start of the duel-mode browser tests (bo3.mjs, ttt.mjs): connect
// the wallet and sign the one session grant, wait for the daily coins,
// queue in MODE with the bet (ROLE b only once a waits, so that a waits and
// b finds the match) and see "Match Found" of that mode. Returns the
// grant's typed data.
import { fail } from "./harness.mjs";

export async function findMatch({ page, byTest, shot, wallet }, { url, control, role, bet, mode }) {
  await page.goto(url + "worduel/");
  await byTest("connect").click();
  await byTest("grant-screen").waitFor();
  const typed = JSON.parse(await byTest("typed-data").textContent());
  await byTest("sign").click();
  await byTest("duel-profile").waitFor();
  if (wallet.signed !== 1) fail("the wallet signed " + wallet.signed + " times, want 1");
  await page.waitForFunction(() => { const c = document.querySelector('[data-testid="coins"]'); return c && c.dataset.free === "100"; });
  if (role === "b") {
    for (let i = 0; ; i++) {
      if ((await fetch(control + "/queued")).ok) break;
      if (i > 600) fail("the other player never queued");
      await page.waitForTimeout(200);
    }
  }
  await byTest("bet").fill(bet);
  await page.locator('[data-testid="mode"] option[value="' + mode + '"]').waitFor({ state: "attached" });
  await byTest("mode").selectOption(mode);
  await byTest("queue").click();
  await byTest("match-found").waitFor();
  if ((await byTest("match-mode").getAttribute("data-mode")) !== mode) fail("Match Found of another mode");
  await shot("match-found");
  return typed;
}
