// The battle calculator's page: the form, the URL, the web workers and the
// results. Every number comes from aresim's odds compiled to WebAssembly,
// which runs in web workers (worker.js); this thread only draws.
"use strict";
(() => {

// The query parameters: the flags of `aresim battle`, and spec (a JSON
// battle, base64url).
const PARAMS = ["attacker", "defender", "attacker-faction", "defender-faction", "kind", "rounds",
  "emergency-cards", "empty-buildings", "attacker-retreat", "defender-retreat", "method", "battles", "seed",
  "max-states", "spec"];
// The battle of a page opened without one: the README's.
const FIRST_BATTLE = "attacker=Trooper*3,Heavy+Tank*1&defender=Quake*2";
const SIDES = ["attacker", "defender"];
const OUTCOMES = [
  ["defenderEliminated", "defender eliminated", "--c1"], ["attackerEliminated", "attacker eliminated", "--c2"],
  ["bothEliminated", "both eliminated", "--c3"], ["roundLimit", "round limit", "--c4"],
  ["attackerRetreated", "attacker retreated", "--c5"], ["defenderRetreated", "defender retreated", "--c6"]];
const TYPES = ["infantry", "armor", "air", "building"];

const $ = (id) => document.getElementById(id);

// el builds an HTML element: attributes, then children (strings become
// text, never markup).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  }
  return e;
}

// sv builds an SVG element.
function sv(tag, attrs, ...children) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const c of children.flat()) {
    if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  }
  return e;
}

const pct2 = (p) => (100 * p).toFixed(2) + "%";
const num = (n) => Number(n).toLocaleString("en-US");
// The colours of the style sheet, read once a drawing (reading styles
// after a change to the page costs a layout).
const PALETTE = ["--att", "--def", "--line", "--band", "--c1", "--c2", "--c3", "--c4", "--c5", "--c6"];
const palette = {};
function readPalette() {
  const style = getComputedStyle(document.documentElement);
  for (const name of PALETTE) palette[name] = style.getPropertyValue(name).trim();
}
const cssVar = (name) => palette[name];

// ---- the URL ------------------------------------------------------------

// enc writes a query value as the command line would: commas, colons
// and stars stay, spaces become "+".
function enc(s) {
  return encodeURIComponent(s).replace(/%2C/gi, ",").replace(/%3A/gi, ":").replace(/%20/g, "+");
}

function b64url(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unb64url(s) {
  try {
    const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, ""));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch (e) {
    return null;
  }
}

// ---- the form -------------------------------------------------------------

const state = {
  given: new Set(), // the parameters the battle gives
  rawQuery: null, // the URL's query as opened, until the first edit
  specRaw: null, // a spec parameter that is not base64url, as opened
  defaults: {},
  catalogue: null,
  units: new Map(), // lower-case unit name -> unit
  check: null, // the last check's answer
};

function field(p) { return $(p); }

function valueOf(p) {
  if (p === "spec") {
    const text = $("spec").value;
    return state.specRaw !== null ? state.specRaw : b64url(text);
  }
  return field(p).value.trim();
}

// setSelect selects value, adding it as an option when the list lacks it
// (so a bad value from a link shows, with its message).
function setSelect(select, value) {
  if (![...select.options].some((o) => o.value === value)) {
    select.append(el("option", { value, "data-extra": "" }, value));
  }
  select.value = value;
}

function setField(p, value) {
  const f = field(p);
  if (p === "spec") {
    const text = unb64url(value);
    state.specRaw = text === null ? value : null;
    f.value = text === null ? value : text;
  } else if (f.tagName === "SELECT") {
    setSelect(f, value);
  } else {
    f.value = value;
  }
}

function queryFromForm() {
  if (state.rawQuery !== null) return state.rawQuery;
  const parts = [];
  for (const p of PARAMS) {
    if (state.given.has(p)) parts.push(enc(p) + "=" + enc(valueOf(p)));
  }
  return parts.join("&");
}

function fillForm(query) {
  const q = new URLSearchParams(query);
  state.given.clear();
  for (const p of PARAMS) {
    if (q.has(p)) {
      const all = q.getAll(p);
      setField(p, all[all.length - 1]);
      state.given.add(p);
    }
  }
  if (state.given.has("spec")) $("spec-box").open = true;
  if (["method", "battles", "seed", "max-states"].some((p) => state.given.has(p))) $("method-box").open = true;
  syncDefaults();
}

// syncDefaults shows the defaults of the parameters not given.
function syncDefaults() {
  for (const p of PARAMS) {
    if (state.given.has(p) || p === "spec" || !(p in state.defaults)) continue;
    const f = field(p);
    if (f.tagName === "SELECT") setSelect(f, state.defaults[p]);
    else if (p !== "attacker" && p !== "defender") f.value = "";
  }
  const kind = $("kind").value;
  $("rounds").placeholder = kind === "deepstrike" || kind === "raid" ? "3" : "6";
  $("method-summary").textContent = $("method").value;
  const fromSpec = state.given.has("spec");
  for (const side of SIDES) {
    const input = $(side);
    input.disabled = fromSpec && !state.given.has(side);
    $(side + "-add").hidden = fromSpec;
  }
}

// edited marks a parameter as given or not after the user changed it.
function edited(p) {
  if (state.rawQuery !== null) state.rawQuery = null;
  if (p === "spec") state.specRaw = null;
  const v = field(p).value.trim();
  const isDefault = field(p).tagName === "SELECT" && v === state.defaults[p] && !state.given.has("spec");
  if (v === "" || isDefault) state.given.delete(p);
  else state.given.add(p);
  syncDefaults();
}

function retreatOptions(select) {
  select.replaceChildren(el("option", { value: "never" }, "never"), el("option", { value: "worse", title: "retreat when pressing on projects a loss" }, "worse"));
  for (let n = 0; n <= 5; n++) {
    select.append(el("option", { value: "after:" + n, title: "after:" + n }, n === 0 ? "at once" : `after ${n} round${n > 1 ? "s" : ""}`));
  }
}

function statsText(s) {
  const r = (v) => (v === null ? "X" : String(v));
  const parts = [s.type, "init " + s.initiative, "attack " + s.attack.map(r).join("/"), "cost " + s.cost];
  return parts.concat(s.abilities).join(" · ");
}

// unitOptions fills a side's unit picker with the units of its faction
// (or all), by faction.
function unitOptions(side) {
  const select = $(side + "-unit");
  const keep = select.value;
  const faction = $(side + "-faction").value.toLowerCase();
  select.replaceChildren();
  if (!state.catalogue) return;
  for (const f of state.catalogue.factions) {
    if (faction && f.toLowerCase() !== faction) continue;
    const group = el("optgroup", { label: f });
    for (const u of state.catalogue.units) {
      if (u.faction === f && !u.noCombat) group.append(el("option", { value: u.name, title: statsText(u) }, u.name));
    }
    select.append(group);
  }
  if ([...select.options].some((o) => o.value === keep)) select.value = keep;
}

// forcesText writes a side's Forces as the --attacker flag takes them.
function forcesText(list) {
  return list.map((f) => `${f.unit}*${f.units}`).join(",");
}

function setForces(side, list) {
  $(side).value = forcesText(list);
  edited(side);
  refreshSoon(0);
}

function renderPicked(side, answer) {
  const ul = $(side + "-forces");
  ul.replaceChildren();
  const list = answer && answer[side];
  if (!list) return;
  const readOnly = answer.fromSpec;
  list.forEach((f, i) => {
    const unit = f.unit ? state.units.get(f.unit.toLowerCase()) : null;
    const title = (f.name && f.name !== f.unit ? f.name + ": " : "") + (f.unit || "inline Force") + " ×" + f.units;
    const stats = unit ? statsText(unit) : f.unit ? "unknown unit" : "stats given in the JSON battle";
    const li = el("li", {}, el("span", { class: "name" }, title),
      el("span", { class: "stats" + (f.unit && !unit ? " unknown" : "") }, stats));
    if (!readOnly) {
      const controls = el("span", { class: "controls" });
      const change = (delta) => () => {
        const next = list.map((g) => ({ ...g }));
        next[i].units = Math.max(0, Math.min(4, next[i].units + delta));
        setForces(side, next);
      };
      const less = el("button", { type: "button", "aria-label": `one ${f.unit} fewer` }, "−");
      less.disabled = f.units <= 1;
      less.onclick = change(-1);
      const more = el("button", { type: "button", "aria-label": `one ${f.unit} more` }, "+");
      more.disabled = f.units >= 4;
      more.onclick = change(1);
      const drop = el("button", { type: "button", "aria-label": `remove the ${f.unit} Force` }, "×");
      drop.onclick = () => setForces(side, list.filter((_, j) => j !== i));
      controls.append(less, more, drop);
      li.append(controls);
    }
    ul.append(li);
  });
}

function addForce(side) {
  const unit = $(side + "-unit").value;
  if (!unit) return;
  const count = $(side + "-count").value;
  const text = $(side).value.trim();
  $(side).value = (text ? text + "," : "") + `${unit}*${count}`;
  edited(side);
  refreshSoon(0);
}

// ---- problems ---------------------------------------------------------------

function showProblems(problems) {
  for (const p of PARAMS) {
    const msg = $(p + "-msg");
    if (msg) msg.textContent = "";
    field(p).removeAttribute("aria-invalid");
  }
  const general = [];
  for (const pr of problems || []) {
    const msg = pr.param && $(pr.param + "-msg");
    if (msg) {
      msg.textContent = msg.textContent ? msg.textContent + "\n" + pr.message : pr.message;
      field(pr.param).setAttribute("aria-invalid", "true");
      if (pr.param === "spec") $("spec-box").open = true;
      if (["method", "battles", "seed", "max-states"].includes(pr.param)) $("method-box").open = true;
    } else {
      general.push(pr.message);
    }
  }
  $("general-msg").textContent = general.join("\n");
}

// ---- the workers ----------------------------------------------------------

let modulePromise = null;

// wasmModule compiles odds.wasm once; every worker instantiates it.
function wasmModule() {
  if (!modulePromise) {
    const load = () => fetch("odds.wasm").then((r) => {
      if (!r.ok) throw new Error(`odds.wasm: ${r.status} ${r.statusText}`);
      return r;
    });
    performance.mark("aresim-fetch");
    modulePromise = WebAssembly.compileStreaming
      ? WebAssembly.compileStreaming(load()).catch(() => load().then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b)))
      : load().then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b));
    modulePromise.then(() => performance.mark("aresim-compiled"), () => {});
  }
  return modulePromise;
}

class Cancelled extends Error {}

// Calc is one web worker running the calculator.
class Calc {
  constructor(name) {
    this.name = name;
    this.pending = new Map();
    this.nextId = 1;
    this.start();
  }

  start() {
    this.worker = new Worker("worker.js", { name: this.name });
    this.ready = new Promise((resolve, reject) => {
      this.worker.onmessage = (e) => {
        const m = e.data;
        if (m.ready) {
          performance.mark("aresim-ready-" + this.name);
          return resolve();
        }
        if (m.failed) return reject(new Error(m.failed));
        const p = this.pending.get(m.id);
        if (!p) return;
        this.pending.delete(m.id);
        p.resolve({ answer: JSON.parse(m.answer), ms: m.ms });
        if (m.failed) this.restart(); // a fresh program for the next call
      };
      this.worker.onerror = (e) => {
        const err = new Error("a web worker failed: " + (e.message || "unknown error"));
        reject(err);
        for (const p of this.pending.values()) p.reject(err);
        this.pending.clear();
      };
    });
    this.ready.catch(() => {});
    wasmModule().then((module) => this.worker.postMessage({ module }), (err) => this.fail(err));
  }

  fail(err) {
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
    this.readyError = err;
    this.worker.onerror({ message: err.message });
  }

  get busy() { return this.pending.size > 0; }

  async call(request) {
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, request: JSON.stringify(request) });
    });
  }

  // restart stops what the worker is doing: it is ended and started again.
  restart() {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Cancelled());
    this.pending.clear();
    this.start();
  }
}

const workerCount = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 32));
let control = null; // checks and merges: quick work
const pool = []; // exact odds and Monte Carlo ranges

function poolOf(n) {
  while (pool.length < n) pool.push(new Calc("odds " + (pool.length + 1)));
  return pool.slice(0, n);
}

// ---- a calculation ----------------------------------------------------------

let run = null;
let runs = 0;
window.aresimRuns = []; // what each finished run took, for measurements

function setState(s) {
  $("results").dataset.state = s;
  const words = { computing: "computing…", running: "running…", checking: "checking…", partial: "partial",
    stopped: "stopped", invalid: "see the fields", error: "no odds" };
  $("ticker-state").textContent = words[s] || "";
}

function setStatus(text, partial) {
  const st = $("status");
  st.textContent = text;
  st.classList.toggle("partial", !!partial);
}

function cancelRun() {
  const r = run;
  run = null;
  if (!r) return;
  r.cancelled = true;
  if (r.phase === "exact" && pool[0] && pool[0].busy) pool[0].restart();
  $("stop").disabled = true;
}

// compute computes the odds of the battle of query: exact on the first
// pool worker, or else Monte Carlo on all of them. It starts at once, with
// the check of the battle (checked, which gives the battle, or null when
// it has problems), so that the two run side by side.
async function compute(query, checked) {
  cancelRun();
  const r = { id: ++runs, query, phase: "exact", t0: performance.now() };
  run = r;
  $("stop").disabled = false;
  let answer;
  try {
    ({ answer } = await poolOf(1)[0].call({ op: "exact", query }));
  } catch (err) {
    if (err instanceof Cancelled || r !== run) return;
    return failRun(r, err.message);
  }
  r.battle = await checked;
  if (r !== run || !r.battle) return;
  if (answer.error) return failRun(r, answer.error);
  if (!answer.exact.montecarlo) {
    r.phase = "done";
    renderResult(answer.result, r, true);
    finishRun(r, "done");
    return;
  }
  startMonteCarlo(r, answer.exact.note || "");
}

function failRun(r, message) {
  if (r !== run) return;
  $("general-msg").textContent = message;
  setStatus("No odds: " + message);
  finishRun(r, "error");
}

function finishRun(r, how) {
  r.wallMs = performance.now() - r.t0;
  window.aresimRuns.push({ method: r.phase === "mc" || r.mc ? "montecarlo" : "exact", state: how,
    battles: r.mc ? r.accHi : 0, requested: r.mc ? r.n : 0, workers: r.mc ? r.workers.length : 1,
    wallMs: r.wallMs, workerMs: r.workerMs || 0, sinceLoad: performance.now() });
  if (run === r) run = null;
  $("stop").disabled = true;
  setState(how);
}

function startMonteCarlo(r, note) {
  Object.assign(r, { phase: "mc", mc: true, note, n: r.battle.battles, next: 0, done: new Map(), acc: null,
    accHi: 0, played: 0, inflight: 0, merging: false, sizes: new Map(), history: [], workerMs: 0,
    mcStart: performance.now(), lastRender: 0 });
  r.workers = poolOf(workerCount);
  $("progress").hidden = false;
  $("progress").value = 0;
  setState("running");
  progress(r);
  for (const w of r.workers) dispatch(r, w);
}

// dispatch gives worker w the next range of battles, which it plays into
// a summary of the run, as a shard of it.
function dispatch(r, w) {
  if (r !== run || r.stopping || r.next >= r.n) return settle(r);
  const size = r.sizes.get(w) || 1024;
  const lo = r.next;
  const hi = Math.min(r.n, lo + size);
  r.next = hi;
  r.inflight++;
  w.call({ op: "play", query: r.query, lo, hi }).then(({ answer, ms }) => {
    r.inflight--;
    if (r !== run) return;
    if (answer.error) return failRun(r, answer.error);
    r.workerMs += ms;
    // Ranges of about a fifth of a second: progress stays live and Stop quick.
    r.sizes.set(w, Math.max(64, Math.min(1 << 20, Math.round(size * 200 / Math.max(ms, 1)))));
    r.done.set(lo, { hi, summary: answer.summary });
    r.played += hi - lo;
    progress(r);
    merge(r);
    dispatch(r, w);
  }, (err) => {
    r.inflight--;
    if (!(err instanceof Cancelled)) failRun(r, err.message);
  });
}

// merge adds the summaries that continue the merged battles, so that the
// merge holds the run's first battles, whose odds the page shows.
function merge(r) {
  if (r.merging || r !== run) return settle(r);
  const summaries = r.acc ? [r.acc] : [];
  let hi = r.accHi;
  while (r.done.has(hi)) {
    const d = r.done.get(hi);
    r.done.delete(hi);
    summaries.push(d.summary);
    hi = d.hi;
  }
  if (hi === r.accHi) return settle(r);
  r.merging = true;
  control.call({ op: "merge", query: r.query, summaries, odds: true, note: r.note }).then(({ answer }) => {
    r.merging = false;
    if (r !== run) return;
    if (answer.error) return failRun(r, answer.error);
    r.acc = answer.summary;
    r.accHi = hi;
    r.result = answer.result;
    r.history.push([hi, JSON.parse(answer.result.json).ci95.attackerWins]);
    const now = performance.now();
    if (now - r.lastRender > 150 || hi === r.n) {
      r.lastRender = now;
      renderResult(r.result, r, false);
    }
    merge(r);
  }, (err) => {
    r.merging = false;
    if (!(err instanceof Cancelled)) failRun(r, err.message);
  });
}

// settle ends the run when every battle asked for is merged, or when it
// was stopped and nothing is left in flight.
function settle(r) {
  if (r !== run || r.merging || r.inflight > 0) return;
  if (r.accHi === r.n) {
    renderResult(r.result, r, true);
    finishRun(r, "done");
  } else if (r.stopping && r.done.size === 0) {
    if (r.accHi === 0) {
      setStatus("Stopped before any battle was played: no odds.", true);
      finishRun(r, "stopped");
    } else {
      renderResult(r.result, r, true);
      finishRun(r, "partial");
    }
  }
}

function progress(r) {
  const secs = (performance.now() - r.mcStart) / 1000;
  $("progress").value = r.played / r.n;
  const rate = secs > 0.2 ? ` · ${num(Math.round(r.played / secs))} battles/s` : "";
  setStatus(`Monte Carlo: ${num(r.played)} of ${num(r.n)} battles${rate} · ${r.workers.length} web worker${r.workers.length > 1 ? "s" : ""}`);
}

function stop() {
  const r = run;
  if (!r) return;
  if (r.phase === "exact") {
    cancelRun();
    setStatus("Stopped: an exact calculation has no partial result.", true);
    setState("stopped");
    return;
  }
  r.stopping = true;
  $("stop").disabled = true;
  setStatus(`Stopping after the battles in progress (${num(r.played)} of ${num(r.n)} played)…`);
  settle(r);
}

// ---- refresh: check the battle, then compute it ------------------------------

let refreshTimer = 0;
let checks = 0;

function refreshSoon(ms) {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(refresh, ms === undefined ? 350 : ms);
}

async function refresh() {
  clearTimeout(refreshTimer);
  const query = queryFromForm();
  const url = location.pathname + (query ? "?" + query : "");
  if (url !== location.pathname + location.search) history.replaceState(null, "", url);
  $("link").value = location.href;
  cancelRun();
  const id = ++checks;
  setState("checking");
  $("progress").hidden = true;
  $("interval-chart").hidden = true;
  let battleOf;
  const checked = new Promise((resolve) => { battleOf = resolve; });
  const checking = control.call({ op: "check", query });
  compute(query, checked);
  setStatus("Computing the odds…");
  let answer;
  try {
    ({ answer } = await checking);
  } catch (err) {
    battleOf(null);
    cancelRun();
    setStatus("The calculator could not start: " + err.message);
    setState("error");
    return;
  }
  if (id !== checks) return battleOf(null);
  if (answer.error) {
    battleOf(null);
    cancelRun();
    showProblems([{ param: "", message: answer.error }]);
    setState("error");
    return;
  }
  state.check = answer;
  showProblems(answer.problems);
  for (const side of SIDES) renderPicked(side, answer);
  if (!answer.battle) {
    battleOf(null);
    cancelRun();
    setStatus("No odds: the battle has problems (beside the fields).");
    clearOdds();
    $("battle-box").hidden = true;
    setState("invalid");
    return;
  }
  renderBattle(answer.battle);
  if (run && run.phase === "exact") {
    setState("computing");
    setStatus(answer.battle.method === "montecarlo" ? "Starting the Monte Carlo battles…" : "Computing the odds exactly…");
  }
  battleOf(answer.battle);
}

// ---- drawing ----------------------------------------------------------------

function clearOdds() {
  $("attacker-wins").textContent = "–";
  $("ticker-wins").textContent = "–";
  $("defender-wins").textContent = "–";
  $("interval").textContent = "";
  $("odds").hidden = true;
  $("download").hidden = true;
  $("download-hint").hidden = true;
  $("progress").hidden = true;
  $("interval-chart").hidden = true;
}

let downloadURL = null;

// renderResult draws a result: the final one of a run, or one on the way.
function renderResult(answer, r, final) {
  readPalette();
  const res = JSON.parse(answer.json);
  $("attacker-wins").textContent = answer.headline.attackerWins;
  $("ticker-wins").textContent = answer.headline.attackerWins;
  $("defender-wins").textContent = answer.headline.defenderWins;
  $("interval").textContent = answer.headline.interval ? answer.headline.interval + " (95% Wilson interval)" : "";
  if (res.method === "exact") {
    setStatus(`Exact: ${num(res.states)} states (the state limit is ${num(r.battle.maxStates)}).`);
  } else if (final && res.partial) {
    setStatus(`PARTIAL: stopped after ${num(res.battles)} of ${num(res.requestedBattles)} battles (seed ${r.battle.seed}). ${res.note || ""}`.trim(), true);
  } else if (final) {
    setStatus(`Monte Carlo, ${num(res.battles)} battles (seed ${r.battle.seed}) on ${r.workers.length} web worker${r.workers.length > 1 ? "s" : ""}. ${res.note || ""}`.trim());
  }
  if (res.method === "montecarlo") drawInterval(r.history);
  if (downloadURL) URL.revokeObjectURL(downloadURL);
  downloadURL = URL.createObjectURL(new Blob([answer.json], { type: "application/json" }));
  const a = $("download");
  a.href = downloadURL;
  a.hidden = false;
  a.textContent = res.partial ? `Download the odds of these ${num(res.battles)} battles as JSON` : "Download the odds as JSON";
  $("download-hint").hidden = false;
  $("odds").hidden = false;
  drawOutcomes(res);
  drawRounds(res);
  drawSurvivors(res, r.battle);
  drawRetreat(res);
}

function table(id, head, rows) {
  const t = $(id);
  t.replaceChildren(el("thead", {}, el("tr", {}, head.map((h) => el("th", { scope: "col" }, h)))),
    el("tbody", {}, rows.map((row) => el("tr", {}, row.map((c, i) => el(i === 0 ? "th" : "td", i === 0 ? { scope: "row" } : {}, c))))));
}

function drawOutcomes(res) {
  const W = 600, H = 34;
  const g = sv("svg", { viewBox: `0 0 ${W} ${H + 24}`, role: "img", "aria-label": "how the battle ends" });
  let x = 0;
  for (const [key, name, color] of OUTCOMES) {
    const p = res.outcomes[key];
    if (p <= 0) continue;
    const w = p * W;
    g.append(sv("rect", { x, y: 0, width: Math.max(w, 0.5), height: H, fill: cssVar(color) }, sv("title", {}, `${name}: ${pct2(p)}`)));
    if (w > 60) g.append(sv("text", { x: x + 4, y: H / 2 + 4, class: "label", style: "fill:#fff" }, pct2(p)));
    x += w;
  }
  let lx = 0;
  for (const [key, name, color] of OUTCOMES) {
    if (res.outcomes[key] <= 0) continue;
    g.append(sv("rect", { x: lx, y: H + 10, width: 10, height: 10, fill: cssVar(color) }));
    g.append(sv("text", { x: lx + 14, y: H + 19 }, name));
    lx += 14 + name.length * 6 + 12;
  }
  $("outcomes-chart").replaceChildren(g);
  table("outcomes", ["outcome", "probability"], OUTCOMES.map(([key, name]) => [name, pct2(res.outcomes[key])]));
}

// drawRounds: the chance the battle ends in each round (bars; in the last
// round, grey for the battles still on at the round limit) and by it (the
// line).
function drawRounds(res) {
  const ebr = res.endedByRound;
  const R = ebr.length;
  const W = 600, H = 160, L = 34, B = 22, T = 8;
  const bw = (W - L) / R;
  const y = (p) => T + (1 - p) * (H - T - B);
  const g = sv("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": "when the battle ends, round by round" });
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    g.append(sv("line", { x1: L, x2: W, y1: y(p), y2: y(p), stroke: cssVar("--line") }));
    g.append(sv("text", { x: L - 4, y: y(p) + 4, "text-anchor": "end" }, Math.round(p * 100) + "%"));
  }
  const pts = [];
  for (let r = 0; r < R; r++) {
    const p = ebr[r] - (r > 0 ? ebr[r - 1] : 0);
    const limit = r === R - 1 ? Math.min(res.outcomes.roundLimit, p) : 0;
    const x = L + r * bw + bw * 0.15;
    g.append(sv("rect", { x, y: y(p - limit), width: bw * 0.7, height: Math.max(0, y(0) - y(p - limit)), fill: cssVar("--att") },
      sv("title", {}, `decided in round ${r + 1}: ${pct2(p - limit)}; over by its end: ${pct2(ebr[r])}`)));
    if (limit > 0) {
      g.append(sv("rect", { x, y: y(p), width: bw * 0.7, height: Math.max(0, y(p - limit) - y(p)), fill: cssVar("--c4") },
        sv("title", {}, `still on at the round limit: ${pct2(limit)}`)));
    }
    g.append(sv("text", { x: x + bw * 0.35, y: H - 6, "text-anchor": "middle" }, String(r + 1)));
    pts.push(`${x + bw * 0.35},${y(ebr[r])}`);
  }
  g.append(sv("polyline", { points: pts.join(" "), fill: "none", stroke: cssVar("--def"), "stroke-width": 2 }));
  $("rounds-chart").replaceChildren(g,
    el("p", { class: "hint" }, "Bars: the battle is decided in that round; in grey, it is still on at the round limit. Line: it is over by the end of that round."));
  table("rounds", ["round", "decided in it", "over by its end"], ebr.map((p, r) => {
    const limit = r === R - 1 ? res.outcomes.roundLimit : 0;
    return [String(r + 1), pct2(p - (r > 0 ? ebr[r - 1] : 0) - limit), pct2(p)];
  }));
}

// bars draws a distribution over 0..k as a small bar chart.
function bars(dist, color, label) {
  const W = 220, H = 96, B = 16, T = 16;
  const n = dist.length;
  const bw = W / Math.max(n, 1);
  const top = Math.max(...dist, 1e-9);
  const g = sv("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": label });
  dist.forEach((p, k) => {
    const h = (p / top) * (H - B - T);
    g.append(sv("rect", { x: k * bw + bw * 0.1, y: H - B - h, width: bw * 0.8, height: h, fill: color },
      sv("title", {}, `${k}: ${pct2(p)}`)));
    g.append(sv("text", { x: k * bw + bw / 2, y: H - 3, "text-anchor": "middle" }, String(k)));
    g.append(sv("text", { x: k * bw + bw / 2, y: H - B - h - 2, "text-anchor": "middle" }, (100 * p).toFixed(1)));
  });
  return g;
}

function meanSD(dist) {
  let m = 0, m2 = 0;
  dist.forEach((p, k) => { m += k * p; m2 += k * k * p; });
  return [m, Math.sqrt(Math.max(0, m2 - m * m))];
}

function drawSurvivors(res, battle) {
  const box = $("survivors");
  box.replaceChildren();
  for (const side of SIDES) {
    for (const f of res.survivors[side]) {
      const [m, sd] = meanSD(f.dist);
      box.append(el("figure", {}, bars(f.dist, cssVar(side === "attacker" ? "--att" : "--def"), `${side} ${f.name}: surviving units`),
        el("figcaption", {}, `${side} ${f.name} `, el("span", { class: "mean" }, `mean ${f.mean.toFixed(3)} ± ${sd.toFixed(3)} (sd)`))));
    }
  }
  const eb = res.emptyBuildings;
  $("buildings-box").hidden = !battle.baseCards;
  if (battle.baseCards) {
    const [, sd] = meanSD(eb.dist);
    $("buildings").replaceChildren(el("figure", {}, bars(eb.dist, cssVar("--c3"), "Empty Buildings destroyed"),
      el("figcaption", {}, "Empty Buildings ", el("span", { class: "mean" }, `mean ${eb.mean.toFixed(3)} ± ${sd.toFixed(3)} (sd)`))));
  }
}

function drawRetreat(res) {
  const rows = res.retreatTable || [];
  $("retreat-box").hidden = rows.length === 0;
  const mc = res.method === "montecarlo";
  table("retreat", ["retreat in round", "attacker wins"].concat(mc ? ["95% interval"] : [], ["attacker units"]),
    rows.map((row) => [String(row.round), pct2(row.attackerWins)].concat(
      mc ? [`${(100 * row.ci95[0]).toFixed(2)}–${(100 * row.ci95[1]).toFixed(2)}%`] : [], [row.attackerUnits.toFixed(3)])));
}

// drawInterval: the attacker's 95% interval as the battles add up.
function drawInterval(history) {
  const box = $("interval-chart");
  box.hidden = history.length === 0;
  if (!history.length) return;
  const W = 600, H = 120, L = 40, B = 20, T = 8;
  let lo = Math.min(...history.map((h) => h[1][0])), hi = Math.max(...history.map((h) => h[1][1]));
  if (hi - lo < 0.01) { lo -= 0.005; hi += 0.005; }
  const n0 = Math.log10(Math.max(1, history[0][0] / 2)), n1 = Math.log10(Math.max(history[history.length - 1][0], 10));
  const x = (n) => L + ((Math.log10(n) - n0) / Math.max(n1 - n0, 1e-9)) * (W - L - 8);
  const y = (p) => T + (1 - (p - lo) / (hi - lo)) * (H - T - B);
  const g = sv("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": "the attacker's 95% interval as the battles add up" });
  const top = history.map((h) => `${x(h[0])},${y(h[1][1])}`);
  const bottom = history.slice().reverse().map((h) => `${x(h[0])},${y(h[1][0])}`);
  g.append(sv("polygon", { points: top.concat(bottom).join(" "), fill: cssVar("--band") }));
  for (const p of [lo, (lo + hi) / 2, hi]) {
    g.append(sv("text", { x: L - 4, y: y(p) + 4, "text-anchor": "end" }, (100 * p).toFixed(1) + "%"));
  }
  const last = history[history.length - 1];
  g.append(sv("text", { x: W - 8, y: H - 6, "text-anchor": "end" }, `${num(last[0])} battles`));
  g.append(sv("text", { x: L, y: H - 6 }, "the attacker's 95% interval as the battles add up"));
  box.replaceChildren(g);
}

function renderBattle(b) {
  $("battle-box").hidden = false;
  const line = $("line");
  line.replaceChildren();
  if (b.line.length === 0) line.append(el("p", { class: "hint" }, "None: the battle is decided before it."));
  for (const c of b.line) {
    if (c === "baseCard") {
      line.append(el("div", { class: "col" }, el("div", { class: "base" }, "Base Card")));
      continue;
    }
    line.append(el("div", { class: "col" }, el("div", { class: "att" }, (c.attacker || ["–"]).join(" + ")),
      el("div", { class: "def" }, (c.defender || ["–"]).join(" + "))));
  }
  const r = (v) => (v === null ? "X" : String(v));
  table("forces", ["Force", "side", "units", "type", "init", "inf/arm/air/bld", "abilities"],
    b.forces.map((f) => [f.name, f.side, String(f.units), f.type, String(f.initiative), f.attack.map(r).join("/"),
      f.abilities.join(", ") || "–"]));
  table("tohit", ["firer", "target", "to-hit"], b.tohit.map((e) => [e.firer, e.target, e.value === null ? "cannot fire" : String(e.value)]));
  $("rounds").placeholder = String(b.rounds);
}

// ---- start ----------------------------------------------------------------

async function copyLink() {
  const link = $("link");
  link.value = location.href;
  let copied = false;
  try {
    await navigator.clipboard.writeText(link.value);
    copied = true;
  } catch (e) {
    link.select();
    try { copied = document.execCommand("copy"); } catch (e2) { copied = false; }
  }
  $("copy").textContent = copied ? "Link copied" : "Copy the link below";
  setTimeout(() => { $("copy").textContent = "Copy link"; }, 2000);
}

function wire() {
  for (const p of PARAMS) {
    if (p === "spec") continue;
    const f = field(p);
    const onEdit = () => {
      edited(p);
      if (p.endsWith("faction")) unitOptions(p.replace("-faction", ""));
      refreshSoon(f.tagName === "SELECT" ? 0 : undefined);
    };
    f.addEventListener(f.tagName === "SELECT" ? "change" : "input", onEdit);
  }
  $("spec").addEventListener("input", () => {
    if (!state.given.has("spec")) return; // applied by "Use this battle"
    edited("spec");
    refreshSoon(600);
  });
  $("spec-use").onclick = () => {
    state.rawQuery = null;
    state.specRaw = null;
    if ($("spec").value.trim() === "") return;
    state.given.add("spec");
    state.given.delete("attacker");
    state.given.delete("defender");
    syncDefaults();
    refreshSoon(0);
  };
  $("spec-edit").onclick = () => {
    const b = state.check && state.check.battle;
    if (b) $("spec").value = JSON.stringify(b.spec, null, 2);
  };
  $("spec-clear").onclick = () => {
    state.rawQuery = null;
    state.specRaw = null;
    $("spec").value = "";
    state.given.delete("spec");
    for (const side of SIDES) if ($(side).value.trim()) state.given.add(side);
    syncDefaults();
    refreshSoon(0);
  };
  for (const side of SIDES) $(side + "-add-button").onclick = () => addForce(side);
  $("battle").addEventListener("submit", (e) => { e.preventDefault(); refresh(); });
  $("stop").onclick = stop;
  $("copy").onclick = copyLink;
}

async function start() {
  for (const side of SIDES) retreatOptions($(side + "-retreat"));
  wire();
  state.rawQuery = location.search.replace(/^\?/, "") || FIRST_BATTLE;
  fillForm(state.rawQuery);
  if (!window.Worker || !window.WebAssembly) {
    setStatus("This browser runs no web workers or WebAssembly: the calculator needs both.");
    setState("error");
    return;
  }
  try {
    control = new Calc("control");
    poolOf(1);
  } catch (err) {
    const local = location.protocol === "file:" ? " Open the page through a web server: browsers run no web workers from file://." : "";
    setStatus("The calculator could not start: " + err.message + "." + local);
    setState("error");
    return;
  }
  refresh();
  let answer;
  try {
    ({ answer } = await control.call({ op: "units" }));
  } catch (err) {
    return;
  }
  const c = answer.catalogue;
  state.catalogue = c;
  for (const u of c.units) state.units.set(u.name.toLowerCase(), u);
  for (const f of c.flags) {
    state.defaults[f.name] = f.default;
    const label = document.querySelector(`label[for="${f.name}"]`);
    if (label) label.title = `--${f.name}: ${f.usage}`;
  }
  for (const side of SIDES) {
    const sel = $(side + "-faction");
    const keep = sel.value;
    sel.replaceChildren(el("option", { value: "" }, "any"), c.factions.map((f) => el("option", { value: f }, f)));
    setSelect(sel, keep);
    unitOptions(side);
  }
  syncDefaults();
  if (state.check) for (const side of SIDES) renderPicked(side, state.check);
}

start();
})();
