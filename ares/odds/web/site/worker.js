// A web worker of the battle calculator: it runs aresim's odds compiled to
// WebAssembly (odds.wasm, through Go's wasm_exec.js) and answers the
// page's requests one at a time. The page sends the compiled module
// first, then requests {id, request}; each answer is {id, answer, ms}.
"use strict";
importScripts("wasm_exec.js");

let started = null;

async function start(module) {
  const go = new Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  go.run(instance); // runs main, which sets aresimCall and waits for calls
  if (typeof self.aresimCall !== "function") {
    throw new Error("the WebAssembly program did not start");
  }
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.module) {
    started = start(msg.module);
    try {
      await started;
      self.postMessage({ ready: true });
    } catch (err) {
      self.postMessage({ failed: String(err && err.message || err) });
    }
    return;
  }
  await started;
  const t0 = performance.now();
  let answer;
  let failed = false;
  try {
    answer = self.aresimCall(msg.request);
  } catch (err) {
    // The Go program has stopped (a panic): this worker is done for.
    failed = true;
    answer = JSON.stringify({ error: "the calculator failed: " + String(err && err.message || err) });
  }
  self.postMessage({ id: msg.id, answer, ms: performance.now() - t0, failed });
};
