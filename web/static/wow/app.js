// Worth of Words page: lobbies, joining with two secret words, and the game
// board, over the shared page code (../wordproof.js) and the local Wordproof
// process's JSON API.
"use strict";

// withdraw moves every winning the game contract holds for the account to
// the account (a move of the session, no wallet prompt).
async function withdraw(ev) {
  if (ev && ev.target) ev.target.disabled = true;
  try {
    const r = await api("POST", "/api/withdraw", {});
    say("Withdrew " + eth(r.amount) + " to your account.", true);
    await refreshStatus();
    return true;
  } catch (e) {
    say(e.message);
    if (ev && ev.target) ev.target.disabled = false;
    return false;
  }
}

// ---- screens --------------------------------------------------------------

function renderLobbies() {
  const filter = h("select", { id: "filter", "data-testid": "filter", onchange: () => draw() },
    h("option", { value: "open" }, "open lobbies"), h("option", { value: "playing" }, "games in play"),
    h("option", { value: "ended" }, "ended games"), h("option", { value: "all" }, "all games"));
  const table = h("tbody", { "data-testid": "lobbies" });
  let rows = [];
  const draw = () => {
    const f = filter.value;
    const shown = rows.filter((l) => f === "all" || (f === "open" && l.phase === "lobby") || (f === "ended" && l.phase === "ended") ||
      (f === "playing" && !["lobby", "ended"].includes(l.phase)));
    table.replaceChildren(...shown.map((l) => h("tr", { "data-testid": "lobby-" + l.id },
      h("td", {}, "#" + l.id), h("td", {}, l.phase), h("td", {}, l.players + "/" + l.maxPlayers),
      h("td", {}, eth(l.stake)), h("td", {}, l.timeouts.join("/") + "s" + (l.roundCap ? ", " + l.roundCap + " rounds" : "")),
      h("td", {}, l.joined || l.phase !== "lobby"
        ? h("button", { class: "secondary", onclick: () => { location.hash = "#/game/" + l.id; } }, l.joined ? "Open" : "Watch")
        : l.inviteOnly ? h("span", { class: "hint", "data-testid": "invite-only-" + l.id }, "invite only")
          : h("button", { "data-testid": "join-" + l.id, onclick: () => { location.hash = "#/join/" + l.id; } }, "Join")))));
    if (!shown.length) table.replaceChildren(h("tr", {}, h("td", { colspan: 6, class: "hint" }, "Nothing here yet.")));
  };
  const players = h("input", { type: "number", min: 2, max: 255, value: 2, "aria-label": "players" });
  const stake = h("input", { type: "text", value: "0.01", inputmode: "decimal", "aria-label": "stake in ETH" });
  const commitT = h("input", { type: "number", min: 30, value: 300, "aria-label": "commit timeout" });
  const openT = h("input", { type: "number", min: 30, value: 300, "aria-label": "open timeout" });
  const revealT = h("input", { type: "number", min: 30, value: 300, "aria-label": "reveal timeout" });
  const cap = h("input", { type: "number", min: 0, value: 0, "aria-label": "round cap" });
  const inviteOnly = h("input", { type: "checkbox", "data-testid": "invite-only", "aria-label": "invite only" });
  const create = async (ev) => {
    ev.preventDefault();
    let wei;
    try { wei = toWei(stake.value); } catch (e) { say(e.message); return; }
    try {
      const r = await api("POST", "/api/lobbies", { players: Number(players.value), stake: wei, commitTimeout: Number(commitT.value),
        openTimeout: Number(openT.value), revealTimeout: Number(revealT.value), roundCap: Number(cap.value), invite: inviteOnly.checked });
      say("Lobby #" + r.id + " created" + (r.invite ? " (invite only: share its link from the game page once you joined)" : "") + ".", true);
      location.hash = "#/join/" + r.id + (r.invite ? "/" + r.invite : "");
    } catch (e) { say(e.message); }
  };
  const mine = (status.playing || []).map((id) => h("li", {},
    h("a", { href: "#/game/" + id, "data-testid": "my-game-" + id }, "game #" + id)));
  app.replaceChildren(
    mine.length ? h("section", { "data-testid": "my-games" }, h("h2", {}, "Your games in play"),
      h("p", { class: "hint" }, "Played by the local Wordproof process (reveals are sent even while this page is closed):"),
      h("ul", {}, ...mine)) : "",
    h("section", { "data-testid": "lobbies-screen" }, h("h2", {}, "Lobbies"),
      h("label", {}, "Show", filter),
      h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, "game"), h("th", {}, "phase"), h("th", {}, "seats"), h("th", {}, "stake"), h("th", {}, "timeouts"), h("th", {}, ""))), table)),
    h("section", {}, h("h2", {}, "Create a lobby"),
      h("form", { onsubmit: create },
        h("label", {}, "players", players), h("label", {}, "stake (ETH)", stake), h("label", {}, "commit (s)", commitT),
        h("label", {}, "open (s)", openT), h("label", {}, "reveal (s)", revealT), h("label", {}, "round cap (0 = none)", cap),
        h("label", { class: "check" }, inviteOnly, "invite only (players join by your link)"),
        h("div", {}, h("button", { type: "submit" }, "Create")))));
  poll(async () => { rows = await api("GET", "/api/lobbies"); draw(); });
}

function toWei(text) {
  const m = /^\s*(\d*)(?:\.(\d{0,18}))?\s*$/.exec(text);
  if (!m || (!m[1] && !m[2])) throw new Error("The stake must be a number of ETH, like 0.01.");
  return (BigInt(m[1] || "0") * 10n ** 18n + BigInt((m[2] || "").padEnd(18, "0"))).toString();
}

function renderJoin(id, invite) {
  const inputs = [0, 1].map((i) => h("input", { type: "text", maxlength: 5, autocomplete: "off", spellcheck: "false",
    "data-testid": "secret-" + i, "aria-label": "secret word " + (i + 1), oninput: () => check(i) }));
  const notes = [0, 1].map((i) => h("span", { class: "hint", "data-testid": "secret-note-" + i }));
  const check = async (i) => {
    const w = inputs[i].value.trim().toLowerCase();
    if (w.length !== 5) { notes[i].textContent = "5 letters"; notes[i].className = "hint"; return; }
    const r = await api("GET", "/api/words/check?kind=secret&word=" + encodeURIComponent(w));
    notes[i].textContent = r.ok ? "✓ allowed" : r.message;
    notes[i].className = r.ok ? "hint" : "bad";
  };
  const random = async () => {
    const r = await api("GET", "/api/words/random");
    r.words.forEach((w, i) => { inputs[i].value = w; check(i); });
  };
  const join = async (ev) => {
    ev.preventDefault();
    const button = ev.submitter || null;
    if (button) button.disabled = true;
    say("Proving that your words are in the dictionary and joining…", true);
    try {
      await api("POST", "/api/games/" + id + "/join", { words: inputs.map((x) => x.value.trim().toLowerCase()), invite: invite || "" });
      say("Joined game #" + id + ". Your words stay on this machine.", true);
      location.hash = "#/game/" + id;
    } catch (e) {
      say(e.message);
      if (button) button.disabled = false;
    }
  };
  app.replaceChildren(h("section", { "data-testid": "join-screen" },
    h("h2", {}, "Join game #" + id),
    invite ? h("p", { class: "hint", "data-testid": "invited" }, "You were invited: this lobby is invite-only, and the link lets you in.") : null,
    h("p", {}, "Choose two secret words. They are kept encrypted by the local Wordproof process; the chain only sees commitments and a proof that both words are in the dictionary."),
    h("form", { onsubmit: join },
      h("div", {}, h("label", {}, "first word", inputs[0]), notes[0]),
      h("div", {}, h("label", {}, "second word", inputs[1]), notes[1]),
      h("div", {}, h("button", { type: "button", class: "secondary", "data-testid": "random", onclick: random }, "Random pick"), " ",
        h("button", { type: "submit", "data-testid": "join" }, "Join")))));
  inputs[0].focus();
}

function renderGame(id) {
  let typed = "";
  let last = null;
  const head = h("p", { "data-testid": "phase" });
  const players = h("tbody", { "data-testid": "players" });
  const guessArea = h("div", { "data-testid": "guess-area" });
  const reveals = h("div", { "data-testid": "reveals" });
  const result = h("div", { "data-testid": "result-area" });
  const words = h("p", { class: "hint", "data-testid": "my-words" });
  const waiting = h("p", { class: "hint", "data-testid": "waiting" });
  const warning = h("p", { class: "warn", "data-testid": "deadline-warning", hidden: true });
  const missed = h("p", { class: "warn", "data-testid": "missed", hidden: true });
  const inputRow = h("div", { class: "row", "data-testid": "guess-row" });
  const submit = async () => {
    if (typed.length !== 5) { say("A guess has 5 letters."); return; }
    try {
      await api("POST", "/api/games/" + id + "/guess", { word: typed });
      sentBanner = "Guess " + typed.toUpperCase() + " sent: it is committed now and opened once everyone has guessed.";
      say(sentBanner, true);
      typed = "";
      drawInput();
    } catch (e) { say(e.message); }
  };
  const press = (k) => {
    if (!last || !last.awaiting) return;
    if (k === "enter") submit();
    else if (k === "back") typed = typed.slice(0, -1);
    else if (/^[a-z]$/.test(k) && typed.length < 5) typed += k;
    drawInput();
  };
  const drawInput = () => {
    inputRow.replaceChildren(...[0, 1, 2, 3, 4].map((i) => h("span", { class: "tile input", role: "img",
      "aria-label": "letter " + (i + 1) + ": " + (typed[i] ? typed[i].toUpperCase() : "empty") }, typed[i] || "")));
    inputRow.setAttribute("aria-label", "your guess: " + (typed.toUpperCase() || "empty"));
    inputRow.setAttribute("role", "group");
    inputRow.dataset.typed = typed;
  };
  const keys = keyboard(press);
  const lobbyArea = h("div", { "data-testid": "lobby-area" });
  const claimArea = h("div", { "data-testid": "claim-area" });
  let sentBanner = ""; // the last guess's "sent" banner: gone once the game ended
  keyHandler = (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.key === "Enter") press("enter");
    else if (ev.key === "Backspace") press("back");
    else if (/^[a-zA-Z]$/.test(ev.key)) press(ev.key.toLowerCase());
    else return;
    ev.preventDefault();
  };
  document.addEventListener("keydown", keyHandler);
  drawInput();
  app.replaceChildren(h("section", { "data-testid": "game-screen" }, h("h2", {}, "Game #" + id), head, waiting, warning, missed, lobbyArea, claimArea, words,
    h("table", {}, h("thead", {}, h("tr", {}, h("th", {}, "player"), h("th", {}, "score"), h("th", {}, "word"), h("th", {}, "status"), h("th", {}, "this phase"))), players),
    result, guessArea, h("h3", {}, "Reveals (proven on chain)"), reveals));

  const draw = (b) => {
    last = b;
    const left = Math.max(0, b.deadline - b.now);
    head.textContent = b.phase === "ended" ? "Game over after " + b.round + " rounds."
      : b.phase === "lobby" ? "Waiting for players (" + b.playerCount + "/" + b.maxPlayers + ")."
      : "Round " + b.round + (b.roundCap ? " of " + b.roundCap : "") + " · " + b.phase + " phase · " +
        (left > 0 ? duration(left) + " left" : "deadline passed, moving on") + " · pot " + eth(b.pot);
    head.dataset.phase = b.phase;
    head.dataset.round = b.round;
    head.dataset.left = left;
    drawWaiting(b);
    drawWarning(b, left);
    missed.hidden = !(b.missed && b.missed.length);
    missed.textContent = missed.hidden ? "" : "You missed the guess deadline of round" + (b.missed.length > 1 ? "s " : " ") +
      b.missed.join(", ") + ": " + (b.missed.length > 1 ? "those guesses are" : "that guess is") +
      " lost, but your stake is safe and your reveals were still sent for you.";
    drawLobby(b);
    drawClaim(b);
    keys.paint(learnLetters(targetReveals(b)));
    words.textContent = b.myWords ? "Your secret words: " + b.myWords.map((w) => w.toUpperCase()).join(", ") + " (only on this machine)" : "";
    players.replaceChildren(...b.players.map((p) => h("tr", { "data-testid": "player-" + p.label.replace(" ", "-") },
      h("td", { class: p.you ? "you" : "" }, p.label + (p.target ? " (your target)" : ""), h("span", { class: "meta" }, short(p.address))),
      h("td", { "data-testid": "score" }, p.score), h("td", {}, p.word > 2 ? "both guessed" : "word " + p.word), h("td", { "data-testid": "status" }, p.status),
      h("td", {}, p.acted === "done" ? "✓ acted" : p.acted === "waiting" ? "… waiting" : ""))));
    const rounds = {};
    for (const r of b.reveals) (rounds[r.round] = rounds[r.round] || []).push(r);
    reveals.replaceChildren(...Object.keys(rounds).sort((a, c) => c - a).map((round) => h("div", {},
      h("h3", {}, "Round " + round),
      ...rounds[round].map((r) => h("div", { class: "row", "data-testid": "reveal", "data-round": r.round, "data-mine": r.mine ? "true" : "false" },
        tiles(r.guess, r.pattern, "reveal-tiles"),
        h("span", { class: "meta" }, r.attacker + " → " + r.target + " (word " + r.word + ") " + r.pattern + " +" + r.points))))));
    if (!b.reveals.length) reveals.replaceChildren(h("p", { class: "hint" }, "No reveals yet."));
    if (b.phase === "ended") {
      guessArea.replaceChildren();
      // The last guess's banner belongs to a running game.
      if (sentBanner && messageEl.textContent === sentBanner) say("");
      sentBanner = "";
      drawResult(b);
    } else if (b.joined) {
      guessArea.dataset.awaiting = b.awaiting ? "true" : "false";
      guessArea.replaceChildren(h("h3", {}, b.awaiting ? "Your guess for round " + b.round + ": type it and press Enter"
        : b.myGuess ? "You guessed " + b.myGuess.toUpperCase() + " this round; waiting for the others." : "Waiting for the next round."),
      ...[inputRow, b.awaiting ? keys : null, b.error ? h("p", { class: "bad", "data-testid": "agent-error" }, b.error) : null,
        b.grantNeeded ? h("p", { class: "bad", "data-testid": "grant-needed" }, "Your session needs a new grant (" + b.grantNeeded.reason + "). ",
          h("button", { "data-testid": "renew", onclick: () => renewGrant(b.grantNeeded) }, "Sign in wallet")) : null].filter(Boolean));
    }
  };
  // targetReveals are the reveals against the words the player guesses at
  // now (the targets' active words): what the keyboard has learned.
  const targetReveals = (b) => {
    const now = {};
    for (const p of b.players) if (p.target) now[p.label] = p.word;
    return b.reveals.filter((r) => now[r.target] === r.word);
  };
  // drawLobby offers, before the game starts, to leave the lobby (the stake
  // comes back) and, to an invite-only lobby's creator, its invite link.
  const drawLobby = (b) => {
    if (b.phase !== "lobby") { if (lobbyArea.firstChild) lobbyArea.replaceChildren(); return; }
    if (lobbyArea.dataset.drawn === String(b.joined) + b.invite) return;
    lobbyArea.dataset.drawn = String(b.joined) + b.invite;
    const link = b.invite ? location.href.split("#")[0] + "#/join/" + b.id + "/" + b.invite : "";
    const leave = async (ev) => {
      ev.target.disabled = true;
      try {
        const r = await api("POST", "/api/games/" + id + "/leave", {});
        say(r.text, true);
        await refreshStatus();
        location.hash = "#/lobbies";
      } catch (e) { say(e.message); ev.target.disabled = false; }
    };
    lobbyArea.replaceChildren(
      link ? h("p", { "data-testid": "invite" }, "Invite-only lobby: share this link with the players you invite (anyone holding it can join). ",
        h("input", { type: "text", readonly: true, value: link, "data-testid": "invite-link", "aria-label": "invite link", onfocus: (ev) => ev.target.select() })) : null,
      b.joined ? h("p", {}, h("button", { class: "secondary", "data-testid": "leave", onclick: leave }, "Leave lobby"),
        " ", h("span", { class: "hint" }, "Your stake of " + eth(b.stake) + " comes back at once (then withdraw it).")) : null);
  };
  // drawClaim offers to claim a passed deadline: the phase moves on, and
  // whoever missed it loses what the rules say.
  const drawClaim = (b) => {
    if (!b.claimable) { if (claimArea.firstChild) claimArea.replaceChildren(); return; }
    if (claimArea.firstChild) return;
    const late = b.players.filter((p) => p.acted === "waiting").map((p) => p.label).join(", ");
    const claim = async (ev) => {
      ev.target.disabled = true;
      try {
        const r = await api("POST", "/api/games/" + id + "/advance", {});
        say("Timeout claimed: the game moved from its " + r.before + " phase to " + r.phase + ".", true);
      } catch (e) { say(e.message); }
      claimArea.replaceChildren();
    };
    claimArea.replaceChildren(h("p", { class: "warn" }, (late ? late + " missed the deadline. " : "The game is settling. "),
      h("button", { "data-testid": "claim-timeout", onclick: claim }, "Claim timeout")));
  };
  // drawWaiting says whom the phase waits for.
  const drawWaiting = (b) => {
    const others = b.players.filter((p) => p.acted === "waiting" && !p.you).map((p) => p.label + " (" + short(p.address) + ")");
    const meWaiting = b.players.some((p) => p.acted === "waiting" && p.you);
    const what = { commit: "guesses", open: "guesses to be opened", reveal: "reveals" }[b.phase];
    let text = "";
    if (what && others.length) text = "Waiting for " + what + " from " + others.join(", ") + ".";
    if (b.phase === "reveal" && meWaiting) text = (text ? text + " " : "") + "Your reveal is being proven and sent for you.";
    waiting.textContent = text;
  };
  // drawWarning warns before the player's own guess deadline: at half
  // time and 30 seconds before it.
  const drawWarning = (b, left) => {
    let level = "";
    if (b.phase === "commit" && b.awaiting && left > 0) {
      if (left <= 30) level = "final";
      else if (b.phaseTimeout && left <= b.phaseTimeout / 2) level = "half";
    }
    warning.hidden = !level;
    warning.dataset.level = level;
    warning.className = "warn " + level;
    warning.textContent = level === "final"
      ? "Only " + duration(left) + " left to guess! After the deadline this round's guess is lost (not your stake: your reveals are still sent)."
      : level === "half" ? "Half your time to guess is gone: " + duration(left) + " left." : "";
  };
  const drawResult = (b) => {
    const r = b.result;
    if (result.dataset.drawn === "true" && result.dataset.balance === r.balance) return;
    result.dataset.drawn = "true";
    result.dataset.balance = r.balance;
    const me = b.players.find((p) => p.you);
    const collect = async (ev) => { if (await withdraw(ev)) result.dataset.drawn = "false"; };
    result.replaceChildren(h("section", { "data-testid": "result" },
      h("h3", { "data-testid": "outcome" }, r.youWon ? "You won!" : me ? "You lost." : "Game over."),
      h("p", { "data-testid": "end-reason" }, r.reason),
      r.forfeits.length ? h("ul", { "data-testid": "forfeits" }, ...r.forfeits.map((f) => h("li", {}, f))) : null,
      h("p", { "data-testid": "winners" }, "Winner" + (r.winners.length > 1 ? "s: " : ": ") + r.winners.join(", ")),
      h("table", { class: "payouts", "data-testid": "payouts" },
        h("thead", {}, h("tr", {}, h("th", {}, "player"), h("th", {}, "final score"), h("th", {}, "status"), h("th", {}, "payout"))),
        h("tbody", {}, ...r.players.map((p) => h("tr", { "data-testid": "payout-" + p.label.replace(" ", "-"), "data-payout": p.payout },
          h("td", {}, p.label + (p.winner ? " (winner)" : ""), h("span", { class: "meta" }, short(p.address))),
          h("td", {}, p.score), h("td", {}, p.status), h("td", {}, eth(p.payout)))))),
      me ? h("p", { "data-testid": "balance" }, "To withdraw: " + eth(r.balance)) : null,
      me ? h("p", { class: "hint", "data-testid": "collect" }, r.collect) : null,
      me && r.balance !== "0" ? h("button", { "data-testid": "withdraw", onclick: collect }, "Withdraw") : null));
  };
  poll(async () => draw(await api("GET", "/api/games/" + id)));
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
  const parts = location.hash.replace(/^#\/?/, "").split("/");
  if (!status.connected) { renderConnect(); return; }
  if (parts[0] === "join" && parts[1]) renderJoin(parts[1], parts[2]);
  else if (parts[0] === "game" && parts[1]) renderGame(parts[1]);
  else renderLobbies();
}

window.addEventListener("hashchange", route);
route();
