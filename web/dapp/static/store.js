// store.js: the player's secrets in this browser (secret words, their
// salts, committed guesses, session keys), kept in IndexedDB and encrypted
// with AES-256-GCM under a key derived with HKDF-SHA-256 from the wallet's
// signature of UNLOCK_MESSAGE. Wallets sign deterministically (RFC 6979), so
// the same wallet unlocks the same store after a reload; clearing the
// site's storage is the only way to lose it, hence the backup file:
// exportBackup writes the CLI secret store's own file format (package
// client/storefile: scrypt and AES-GCM, sealed by the Go side in the worker),
// which `wordproof play --store FILE --password ...` opens, and
// importBackup reads such a file (a backup or a CLI store) into this store.
//
// The contents have the CLI store's shape (client.Store, client.GameKey):
//   {games: {"<chain id>/<checksummed contract>/<game id>":
//            {words, salts (0x hex field elements), guesses, player}},
//    sessionKeys: {account: hex key}}

export const UNLOCK_MESSAGE =
  "Wordproof: unlock my secret store in this browser.\n\n" +
  "Signing costs nothing and sends no transaction. Sign this only on a Wordproof page.";

const DB_NAME = "wordproof";
const DB_STORE = "secret-stores"; // one record per account
const FORMAT = "wordproof browser store v1";
const enc = new TextEncoder();

export class StoreLockedError extends Error {}

const hexToBytes = (hex) => {
  const h = hex.startsWith("0x") ? hex.slice(2) : hex;
  if (h.length % 2 || /[^0-9a-f]/i.test(h)) throw new Error("not hex: " + hex);
  return Uint8Array.from(h.match(/../g) || [], (b) => parseInt(b, 16));
};
const bytesToHex = (b) => "0x" + Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");

// storeKey derives the store's AES-GCM key of account from the wallet's
// signature of UNLOCK_MESSAGE.
export async function storeKey(signature, account) {
  const ikm = await crypto.subtle.importKey("raw", hexToBytes(signature), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: enc.encode(FORMAT), info: enc.encode(account.toLowerCase()) },
    ikm, { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

function openDB() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(DB_STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function idb(mode, fn) {
  const db = await openDB();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(DB_STORE, mode);
      const req = fn(tx.objectStore(DB_STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error || new Error("IndexedDB transaction aborted"));
    });
  } finally {
    db.close();
  }
}

const empty = () => ({ games: {}, sessionKeys: {} });

export class SecretStore {
  // unlock asks the wallet (an EIP-1193 provider) to sign UNLOCK_MESSAGE as
  // account, then opens the store with that signature.
  static async unlock(provider, account) {
    const signature = await provider.request({
      method: "personal_sign", params: [bytesToHex(enc.encode(UNLOCK_MESSAGE)), account],
    });
    return SecretStore.open(signature, account);
  }

  // open opens account's store with the wallet's signature; a signature
  // that does not decrypt it throws StoreLockedError.
  static async open(signature, account) {
    const s = new SecretStore(account.toLowerCase(), await storeKey(signature, account));
    await s.load();
    return s;
  }

  constructor(account, key) {
    this.account = account;
    this.key = key;
    this.contents = empty();
  }

  aad() { return enc.encode(FORMAT + " " + this.account); }

  async load() {
    const rec = await idb("readonly", (os) => os.get(this.account));
    if (!rec) return;
    let plain;
    try {
      plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: rec.iv, additionalData: this.aad() }, this.key, rec.data);
    } catch {
      throw new StoreLockedError("this wallet signature does not open the secret store of " + this.account +
        " in this browser (another wallet, or a wallet that does not sign deterministically): import a backup file instead");
    }
    this.contents = Object.assign(empty(), JSON.parse(new TextDecoder().decode(plain)));
  }

  async save() {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: this.aad() }, this.key,
      enc.encode(JSON.stringify(this.contents)));
    await idb("readwrite", (os) => os.put({ version: 1, iv, data }, this.account));
  }

  games() { return Object.keys(this.contents.games).sort(); }

  game(key) {
    const g = this.contents.games[key];
    return g ? structuredClone(g) : null;
  }

  // reserve records the secret words of a game before its join is signed,
  // as the CLI does: a game that already has words keeps them (append
  // only), and those are returned.
  async reserve(key, player, words, salts) {
    if (words.length !== salts.length) throw new Error("one salt per word");
    const g = this.contents.games[key];
    if (g && g.words && g.words.length) return structuredClone(g);
    this.contents.games[key] = { ...(g || {}), words: [...words], salts: [...salts], player };
    await this.save();
    return this.game(key);
  }

  // update changes a game's record (guesses committed, for instance).
  async update(key, fn) {
    const g = this.contents.games[key] || { words: [], salts: [] };
    fn(g);
    this.contents.games[key] = g;
    await this.save();
  }

  sessionKey(account) { return this.contents.sessionKeys[account.toLowerCase()] || null; }

  async setSessionKey(account, hexKey) {
    this.contents.sessionKeys[account.toLowerCase()] = hexKey;
    await this.save();
  }

  // exportBackup returns the text of a backup file, sealed with passphrase
  // by the prover's worker (prover.js) in the CLI store's format.
  async exportBackup(prover, passphrase) {
    const r = await prover.call("sealBackup", { contents: this.contents, passphrase });
    return r.file;
  }

  // importBackup adds the games and session keys of a backup file (or a CLI
  // store file) that this store lacks; a game already here keeps its words.
  async importBackup(prover, text, passphrase) {
    const r = await prover.call("openBackup", { file: text, passphrase });
    const got = Object.assign(empty(), r.contents);
    const out = { added: [], kept: [] };
    for (const [key, g] of Object.entries(got.games || {})) {
      const mine = this.contents.games[key];
      if (mine && mine.words && mine.words.length) { out.kept.push(key); continue; }
      this.contents.games[key] = g;
      out.added.push(key);
    }
    for (const [acct, k] of Object.entries(got.sessionKeys || {})) {
      if (!this.contents.sessionKeys[acct]) this.contents.sessionKeys[acct] = k;
    }
    await this.save();
    return out;
  }
}
