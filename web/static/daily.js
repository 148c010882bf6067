// The daily challenges' shared page part (NumLock and PhraseLock): today's
// challenge (or the day in the address, #/day/N, which a started attempt
// keeps so that a reload shows it after midnight too), the start button,
// the thinking time and the result with the score the contract records
// once the house opens the day. Each game's script defines DAILY_GAME
// ("numlock" or "phraselock") and drawGame(board, area, act) before this
// script's route() runs. The local Wordproof process plays the attempt
// (client/puzloc.Player): the page only posts the player's moves.
"use strict";

// withdraw is the shared header's: Worth of Words winnings, on its page.
async function withdraw() { location.href = "../wow/"; return false; }

function when(unix) { return new Date(unix * 1000).toUTCString().replace(":00 GMT", " UTC"); }

// act posts a move and reports a refusal; done gets the answer.
async function act(path, body, done) {
  try {
    const r = await api("POST", path, body);
    say("");
    if (done) done(r);
    return r;
  } catch (e) { say(e.message); return null; }
}

// resultSection says how the attempt ended and its score: the contract's,
// once the house opened the day and the result is recorded.
function resultSection(b, summary) {
  let score;
  if (b.void) score = "The house missed a deadline: the day is void, nobody's result counts, and its bond compensates the players.";
  else if (b.recorded) score = h("strong", { "data-testid": "score", "data-score": b.score }, "Score: " + b.score);
  else if (b.opened) score = "The house opened the day" + (b.answer ? " (the code was " + b.answer + ")" : "") + ": your score is being recorded.";
  else score = summary + ", score known when the house opens the day at " + when(b.playEnd) + " (at the latest " + when(b.openDue) + ").";
  return h("section", { "data-testid": "result", "data-won": String(b.won), "data-recorded": String(b.recorded) },
    h("h3", { "data-testid": "outcome" }, b.won ? "Solved!" : "Not solved."),
    h("p", { "data-testid": "score-line" }, score),
    h("p", {}, h("a", { href: "../boards/?game=" + DAILY_GAME + "&period=daily&date=" + b.date, "data-testid": "day-board" }, "The day's leaderboard")));
}

function renderDaily(day) {
  const head = h("section", { "data-testid": "daily-head" });
  const area = h("div", { "data-testid": "game-area" });
  const result = h("div", {});
  app.replaceChildren(head, area, result);
  let drawn = "";
  poll(async () => {
    const b = await api("GET", "/api/daily/" + DAILY_GAME + (day ? "?day=" + day : ""));
    if (!day && b.joined) { location.hash = "#/day/" + b.day; return; } // keep the attempt's day
    const thinking = b.thinking + (b.thinkAt && b.now > b.thinkAt ? b.now - b.thinkAt : 0);
    head.replaceChildren(...[
      h("h2", { "data-testid": "daily-date", "data-day": b.day }, (b.today ? "Today's challenge · " : "Challenge of ") + b.date),
      h("p", { class: "hint", "data-testid": "house", "data-house": b.house },
        b.ready ? "House " + short(b.house) + " committed this challenge before the day began; it answers each move with a proof and opens the day after it ends."
          : b.house && !/^0x0{40}$/i.test(b.house) ? "House " + short(b.house) + " was drawn; the day's randomness is not fixed yet." : "No house has committed this day yet."),
      b.joined ? h("p", { "data-testid": "thinking", "data-seconds": thinking }, "Thinking time: " + duration(thinking) +
        " (only yours: from each answer to your next move)") : null,
      !b.today && !b.joined ? h("p", {}, h("a", { href: "#/", "data-testid": "today-link" }, "Today's challenge")) : null,
      b.error ? h("p", { class: "warn", "data-testid": "agent-error" }, b.error) : null].filter(Boolean));
    if (!b.joined) {
      const start = h("button", { "data-testid": "start", disabled: !b.today || !b.ready }, "Start today's attempt");
      start.onclick = async () => {
        start.disabled = true;
        const r = await act("/api/daily/" + DAILY_GAME + "/start", {});
        if (r) location.hash = "#/day/" + r.day;
        else start.disabled = false;
      };
      area.replaceChildren(h("section", { "data-testid": "not-started" },
        h("p", {}, "One attempt a day per account: your moves are encrypted to the house and hidden from everyone else until the day is opened."), start));
      result.replaceChildren();
      return;
    }
    if (!b.mine) {
      area.replaceChildren(h("p", { class: "warn", "data-testid": "played-elsewhere" },
        "This account already played this day with another Wordproof store: one attempt per account per day."));
    } else drawGame(b, area);
    const key = [b.over, b.won, b.recorded, b.opened, b.score].join();
    if (b.over && key !== drawn) {
      drawn = key;
      result.replaceChildren(resultSection(b, b.won ? summaryOf(b) : "Not solved"));
    }
  });
}

async function route() {
  stop();
  say(messageEl.className === "ok" ? messageEl.textContent : "", true);
  try {
    await refreshStatus();
  } catch (e) {
    say(e.message);
    return;
  }
  if (!status.connected) { renderConnect(); return; }
  const m = /^#\/day\/(\d+)$/.exec(location.hash);
  renderDaily(m ? m[1] : "");
}

window.addEventListener("hashchange", route);
route();
