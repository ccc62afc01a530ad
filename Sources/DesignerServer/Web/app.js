// The designer page: plain JavaScript, no build step. State lives in `state`; every change of
// document, device, orientation or size class reloads the canvas from the server, which lays the
// scenes out and caches the result per file version.
"use strict";

// Xcode 6's grid order: Compact, Any, Regular on both axes, so Any/Any is the centre cell.
const SIZE_CLASSES = ["compact", "any", "regular"];
const LETTER = { any: "Any", compact: "C", regular: "R" };

const state = {
  documents: [],
  doc: null,
  version: null,
  device: "Generic",
  orientation: "portrait",
  width: "any",
  height: "any",
  canvas: null,
  selected: null,
  zoom: 0.5,
  panX: 40,
  panY: 40,
  fitted: false,
  loading: 0,
  // Set while an edit is being sent: its own change event must not reload the page a second time.
  posting: false,
  // When the edit being sent left, until its canvas is drawn (`data-edit-ms`).
  editStarted: null,
  // The server's undo and redo steps for the document, the next one first.
  history: { undo: [], redo: [] },
};

// Each panel draws only the answer to its latest request: answers can arrive out of order (a
// canvas or lint run takes longer than the next request), and a late one would undo a newer
// selection or size class.
const latest = { canvas: 0, inspector: 0, lint: 0, history: 0 };

const $ = (selector) => document.querySelector(selector);

// The server's secret arrives in the address `adaptive serve` printed (…/?token=…). The page keeps
// it for this tab and takes it out of the address bar, so it stays out of history and bookmarks;
// every API request sends it back, since the server answers nothing under /api/ without it.
const TOKEN = (() => {
  const parameters = new URLSearchParams(location.search);
  const given = parameters.get("token");
  if (!given) return sessionStorage.getItem("adaptive-serve-token") || "";
  sessionStorage.setItem("adaptive-serve-token", given);
  parameters.delete("token");
  const rest = parameters.toString();
  history.replaceState(null, "", location.pathname + (rest ? `?${rest}` : "") + location.hash);
  return given;
})();

function element(name, attributes = {}, ...children) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

function setStatus(text, isError = false) {
  const status = $("#status");
  status.textContent = text;
  status.classList.toggle("error", isError);
}

async function api(path, options = {}) {
  const response = await fetch(path, { ...options, headers: { ...(options.headers || {}), "X-Adaptive-Token": TOKEN } });
  let body = null;
  try {
    body = await response.json();
  } catch (error) {
    body = null;
  }
  if (!response.ok) {
    const message = body && body.error && body.error.message ? body.error.message : `${response.status} ${response.statusText}`;
    const failure = new Error(message);
    failure.status = response.status;
    throw failure;
  }
  return body;
}

function query(parameters) {
  return Object.entries(parameters)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
}

function cellName(width, height) {
  return `w${LETTER[width]} h${LETTER[height]}`;
}

// MARK: Toolbar

function buildGrid() {
  const body = $("#grid tbody");
  for (const height of SIZE_CLASSES) {
    const row = element("tr", {}, element("th", {}, `h ${height === "any" ? "Any" : height[0].toUpperCase() + height.slice(1)}`));
    for (const width of SIZE_CLASSES) {
      const button = element("button", {
        "data-width": width,
        "data-height": height,
        "data-testid": `cell-${width}-${height}`,
        class: width === "any" && height === "any" ? "any-any" : "",
        title: cellName(width, height),
        onclick: () => chooseCell(width, height),
      }, `${LETTER[width][0]}·${LETTER[height][0]}`);
      row.append(element("td", {}, button));
    }
    body.append(row);
  }
  showCell();
}

function showCell() {
  for (const button of document.querySelectorAll("#grid button")) {
    const chosen = button.dataset.width === state.width && button.dataset.height === state.height;
    button.classList.toggle("selected", chosen);
    button.setAttribute("aria-pressed", chosen ? "true" : "false");
  }
  const base = state.width === "any" && state.height === "any";
  $("#editing").textContent = `Editing ${cellName(state.width, state.height)}${base ? " (base)" : ""}`;
  $("#toolbar").classList.toggle("varying", !base);
}

function chooseCell(width, height) {
  state.width = width;
  state.height = height;
  showCell();
  reloadAll();
}

async function loadDevices() {
  const devices = await api("/api/devices");
  const select = $("#device");
  for (const name of devices) select.append(element("option", { value: name }, name));
  select.value = state.device;
  select.addEventListener("change", () => {
    state.device = select.value;
    state.fitted = false;
    reloadAll();
  });
  $("#orientation").addEventListener("click", () => {
    state.orientation = state.orientation === "portrait" ? "landscape" : "portrait";
    $("#orientation").textContent = state.orientation === "portrait" ? "Portrait" : "Landscape";
    state.fitted = false;
    reloadAll();
  });
}

// MARK: Documents

async function loadDocuments() {
  state.documents = await api("/api/documents");
  const list = $("#documents");
  list.replaceChildren();
  for (const doc of state.documents) {
    list.append(element("li", {
      "data-doc": doc.id,
      title: doc.path,
      class: doc.id === state.doc ? "selected" : "",
      onclick: () => openDocument(doc.id),
    }, doc.name));
  }
  if (!state.doc && state.documents.length > 0) openDocument(state.documents[0].id);
}

function openDocument(id) {
  state.doc = id;
  state.selected = null;
  state.fitted = false;
  for (const item of document.querySelectorAll("#documents li")) item.classList.toggle("selected", item.dataset.doc === id);
  reloadAll();
}

// MARK: Canvas

async function reloadAll() {
  if (!state.doc) return;
  await loadCanvas();
  await Promise.all([loadInspector(), loadLint(), loadHistory()]);
}

// The canvas streams in: first every box placed, then each scene's drawing as the server finishes
// it, so the first scene shows while the rest are laid out. A newer request stops an older one.
// With `edit` ({path, body}) the canvas comes in the edit's own answer (`?canvas=1`): its first
// line is the edit's result (stored in `edit.result`), then the written version's canvas, so an
// edit is redrawn after one request instead of two. A refused edit throws its error.
let canvasRequest = null;

async function loadCanvas(sendingKnown = true, edit = null) {
  state.loading += 1;
  document.body.dataset.loading = "true";
  setStatus(edit ? "Saving…" : "Laying out…");
  const ticket = ++latest.canvas;
  // An edit's request is not stopped by a newer canvas until its result is in (the page needs it).
  if (canvasRequest) canvasRequest.abort();
  const request = new AbortController();
  canvasRequest = edit ? null : request;
  const started = performance.now();
  let canvas = null;
  let firstShown = false;
  let canvasFailed = false;
  // The drawings on screen, by digest: the server leaves out those it would send again.
  const shown = new Map();
  for (const box of document.querySelectorAll("#world .scene")) if (box.drawnDigest) shown.set(box.drawnDigest, box);
  let missing = false;
  try {
    const parameters = {
      device: state.device, orientation: state.orientation, width: state.width, height: state.height,
      stream: 1, known: sendingKnown && shown.size ? [...shown.keys()].join(",") : null,
    };
    const path = edit
      ? `${edit.path}?${query({ canvas: 1, ...parameters })}`
      : `/api/canvas?${query({ doc: state.doc, ...parameters })}`;
    const options = edit
      ? { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(edit.body) }
      : {};
    await streamLines(path, { ...options, signal: request.signal }, (line) => {
      if (line.result) {
        edit.result = line.result;
        // A new segue answers with the edit and the segue's id.
        state.version = (line.result.edit || line.result).version;
        if (ticket !== latest.canvas) request.abort();
        else canvasRequest = request;
        return;
      }
      if (ticket !== latest.canvas) return;
      if (line.canvasError) {
        canvasFailed = true;
      } else if (line.header) {
        canvas = line.header;
        state.canvas = canvas;
        state.version = canvas.version;
        missing = drawCanvas(canvas, shown) || missing;
        showSizeClassesSetting(canvas);
        setStatus(`Laying out ${canvas.scenes.length} scene(s)…`);
      } else if (line.scene && canvas) {
        canvas.scenes[line.index] = line.scene;
        missing = !drawScene(line.scene, shown) || missing;
        if (!firstShown) {
          // For scripts that time the page: from the request to the first drawing on screen.
          document.body.dataset.firstSceneMs = String(Math.round(performance.now() - started));
          firstShown = true;
        }
      } else if (line.done && canvas) {
        canvas.messages = line.messages || [];
        document.body.dataset.laidOut = String(line.laidOut);
      }
    });
    if (ticket !== latest.canvas || (!canvas && !edit)) return;
    if (missing || canvasFailed || !canvas) {
      // A drawing said to be on screen was not (cannot happen unless the page lost it), or the
      // edit's canvas could not be drawn with it: ask again for every drawing.
      setTimeout(() => loadCanvas(false));
      return;
    }
    drawArrows(canvas);
    document.body.dataset.canvasMs = String(Math.round(performance.now() - started));
    if (state.editStarted !== null) {
      // From sending an edit to its canvas drawn, for scripts that time the page.
      document.body.dataset.editMs = String(Math.round(performance.now() - state.editStarted));
      state.editStarted = null;
    }
    // What is drawn, for scripts: the status line may already show a later message.
    document.body.dataset.canvas = `${canvas.device} · ${canvas.orientation} · ${canvas.sizeClass}`;
    const messages = canvas.messages.length ? ` · ${canvas.messages.length} layout message(s)` : "";
    setStatus(`${canvas.scenes.length} scene(s) · ${canvas.device} · ${canvas.orientation} · ${canvas.sizeClass}${messages}`);
  } catch (error) {
    // A refused edit is the caller's to report; a stream cut after the edit's result only loses
    // the drawing, asked again.
    if (edit && !edit.result) throw error;
    if (ticket === latest.canvas && error.name !== "AbortError") {
      if (edit) setTimeout(() => loadCanvas(false));
      else setStatus(error.message, true);
    }
  } finally {
    if (canvasRequest === request) canvasRequest = null;
    state.loading -= 1;
    if (state.loading === 0) {
      document.body.dataset.loading = "false";
      document.body.dataset.version = state.version || "";
    }
  }
}

// Calls `each` with every JSON line of a newline-delimited response as it arrives.
async function streamLines(path, options, each) {
  const response = await fetch(path, { ...options, headers: { ...(options.headers || {}), "X-Adaptive-Token": TOKEN } });
  if (!response.ok) {
    let message = `${response.status} ${response.statusText}`;
    try {
      const body = await response.json();
      if (body && body.error && body.error.message) message = body.error.message;
    } catch (error) {
      // The status line says enough.
    }
    const failure = new Error(message);
    failure.status = response.status;
    throw failure;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffered.indexOf("\n")) >= 0) {
      const text = buffered.slice(0, end);
      buffered = buffered.slice(end + 1);
      if (text) each(JSON.parse(text));
    }
  }
  if (buffered.trim()) each(JSON.parse(buffered));
}

// Places every box. A box whose scene is still being drawn keeps the drawing it had (dimmed)
// until the new one arrives, so an edit does not blank the canvas; a drawing the server left out
// (`unchanged`) is taken from the box that shows it. Returns whether such a drawing was missing.
function drawCanvas(canvas, shown) {
  const world = $("#world");
  // Boxes stay in the page where they can (moving big drawings in and out costs the browser a
  // new layout of each); those of scenes no longer drawn go.
  const previous = new Map();
  for (const old of world.querySelectorAll(".scene")) previous.set(old.dataset.scene, old);
  const present = new Set(canvas.scenes.map((scene) => scene.id));
  for (const [id, old] of previous) if (!present.has(id)) old.remove();
  $("#empty").style.display = canvas.scenes.length ? "none" : "flex";
  if (!canvas.scenes.length) $("#empty").textContent = "This document has no scenes to draw.";
  const minX = Math.min(...canvas.scenes.map((scene) => scene.x), 0);
  const minY = Math.min(...canvas.scenes.map((scene) => scene.y), 0);
  state.origin = { x: minX - 80, y: minY - 80 };
  let missing = false;
  for (const scene of canvas.scenes) {
    const existing = previous.get(scene.id);
    const kept = scene.pending ? existing : null;
    const box = existing || element("div", { class: "scene", "data-scene": scene.id });
    box.dataset.controller = scene.controllerID;
    box.dataset.kind = scene.kind;
    placeBox(box, scene);
    const label = box.querySelector(".scene-label");
    if (label) label.textContent = `${scene.title} — ${scene.className}`;
    if (kept) {
      box.classList.add("pending");
    } else if (scene.unchanged) {
      missing = !takeDrawing(box, scene, shown) || missing;
    } else if (box.drawnDigest !== scene.digest || scene.error || !scene.digest) {
      fillBox(box, scene);
    }
    if (!kept) box.classList.remove("pending");
    if (!box.isConnected) world.append(box);
  }
  drawArrows(canvas);
  drawOutline(canvas);
  if (!state.fitted) {
    fit();
    state.fitted = true;
  } else {
    applyTransform();
  }
  showSelection();
  return missing;
}

// Shows one scene's drawing when it arrives. Returns false when it was left out as shown but is not.
function drawScene(scene, shown) {
  const box = document.querySelector(`#world .scene[data-scene="${CSS.escape(scene.id)}"]`);
  if (!box) return true;
  box.classList.remove("pending");
  const sizeChanged = box.style.width !== `${scene.width}px` || box.style.height !== `${scene.height}px`;
  placeBox(box, scene);
  let found = true;
  if (scene.unchanged) {
    found = takeDrawing(box, scene, shown);
  } else if (box.drawnDigest !== scene.digest || scene.error) {
    fillBox(box, scene);
  }
  if (sizeChanged) drawArrows(state.canvas);
  if (state.selected && box.querySelector(`g[data-id="${CSS.escape(state.selected)}"]`)) showSelection();
  return found;
}

// Gives `box` the drawing of digest `scene.digest` from the box that showed it before.
function takeDrawing(box, scene, shown) {
  if (box.drawnDigest === scene.digest) return true;
  const source = shown.get(scene.digest);
  if (!source || source.drawnDigest !== scene.digest) return false;
  const label = element("div", { class: "scene-label" }, `${scene.title} — ${scene.className}`);
  const drawing = [...source.childNodes].filter((node) => !node.classList || !node.classList.contains("scene-label"));
  box.replaceChildren(label, ...drawing);
  box.drawnDigest = scene.digest;
  source.drawnDigest = null;
  return true;
}

function placeBox(box, scene) {
  box.style.left = `${scene.x - state.origin.x}px`;
  box.style.top = `${scene.y - state.origin.y}px`;
  box.style.width = `${scene.width}px`;
  box.style.height = `${scene.height}px`;
}

function fillBox(box, scene) {
  box.replaceChildren(element("div", { class: "scene-label" }, `${scene.title} — ${scene.className}`));
  box.classList.toggle("pending", !!scene.pending);
  box.drawnDigest = scene.pending || scene.error ? null : scene.digest;
  if (scene.pending) {
    box.append(element("div", { class: "scene-waiting" }, "Laying out…"));
  } else if (scene.error) {
    box.append(element("div", { class: "scene-error" }, scene.error.message));
  } else {
    // The SVG is the server's own drawing (text escaped there), never user-supplied markup.
    const holder = document.createElement("div");
    holder.innerHTML = scene.svg;
    box.append(...holder.childNodes);
  }
}

function sceneBox(controllerID) {
  const scene = state.canvas.scenes.find((candidate) => candidate.controllerID === controllerID);
  if (!scene) return null;
  return { x: scene.x - state.origin.x, y: scene.y - state.origin.y, width: scene.width, height: scene.height };
}

function edgePoint(box, toward) {
  const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const dx = toward.x - center.x;
  const dy = toward.y - center.y;
  if (dx === 0 && dy === 0) return center;
  const scale = Math.min(dx === 0 ? Infinity : box.width / 2 / Math.abs(dx), dy === 0 ? Infinity : box.height / 2 / Math.abs(dy));
  return { x: center.x + dx * scale, y: center.y + dy * scale };
}

function drawArrows(canvas) {
  const svg = $("#arrows");
  const ns = "http://www.w3.org/2000/svg";
  svg.replaceChildren();
  const defs = document.createElementNS(ns, "defs");
  defs.innerHTML = '<marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#6e6e73"/></marker>';
  svg.append(defs);
  const line = (from, to, kind, extra = {}) => {
    const node = document.createElementNS(ns, "line");
    const attributes = { x1: from.x, y1: from.y, x2: to.x, y2: to.y, stroke: "#6e6e73", "stroke-width": 3, "marker-end": "url(#arrowhead)", "data-kind": kind, ...extra };
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    svg.append(node);
    return node;
  };
  for (const segue of canvas.segues) {
    const from = sceneBox(segue.from);
    const to = sceneBox(segue.to);
    if (!from || !to) continue;
    const start = edgePoint(from, { x: to.x + to.width / 2, y: to.y + to.height / 2 });
    const end = edgePoint(to, { x: from.x + from.width / 2, y: from.y + from.height / 2 });
    const group = document.createElementNS(ns, "g");
    group.setAttribute("class", "segue");
    group.setAttribute("data-kind", segue.kind);
    group.setAttribute("data-id", segue.id);
    svg.append(group);
    const drawn = line(start, end, segue.kind, segue.kind === "relationship" || segue.kind.endsWith("ViewController") || segue.kind.endsWith("Controllers") ? { "stroke-dasharray": "10 6" } : {});
    group.append(drawn);
    const label = document.createElementNS(ns, "text");
    label.setAttribute("x", (start.x + end.x) / 2);
    label.setAttribute("y", (start.y + end.y) / 2 - 8);
    label.setAttribute("text-anchor", "middle");
    label.setAttribute("font-size", "22");
    label.setAttribute("fill", "#3a3a3c");
    label.textContent = segue.kind;
    group.append(label);
  }
  const initial = canvas.initialControllerID && sceneBox(canvas.initialControllerID);
  if (initial) {
    const end = { x: initial.x - 6, y: initial.y + initial.height / 2 };
    line({ x: end.x - 160, y: end.y }, end, "initial", { "stroke-width": 6, class: "initial-arrow" });
  }
}

function applyTransform() {
  $("#world").style.transform = `translate(${state.panX}px, ${state.panY}px) scale(${state.zoom})`;
  $("#zoom-level").textContent = `${Math.round(state.zoom * 100)}%`;
}

function fit() {
  if (!state.canvas || !state.canvas.scenes.length) return applyTransform();
  const viewport = $("#viewport").getBoundingClientRect();
  let maxX = 0;
  let maxY = 0;
  for (const scene of state.canvas.scenes) {
    maxX = Math.max(maxX, scene.x - state.origin.x + scene.width);
    maxY = Math.max(maxY, scene.y - state.origin.y + scene.height);
  }
  state.zoom = Math.max(0.05, Math.min(1, (viewport.width - 40) / (maxX + 80), (viewport.height - 40) / (maxY + 80)));
  state.panX = 20;
  state.panY = 20;
  applyTransform();
}

function zoomBy(factor, around) {
  const viewport = $("#viewport").getBoundingClientRect();
  const point = around || { x: viewport.width / 2, y: viewport.height / 2 };
  const zoom = Math.max(0.05, Math.min(4, state.zoom * factor));
  state.panX = point.x - ((point.x - state.panX) * zoom) / state.zoom;
  state.panY = point.y - ((point.y - state.panY) * zoom) / state.zoom;
  state.zoom = zoom;
  applyTransform();
}

function installPanAndZoom() {
  const viewport = $("#viewport");
  let drag = null;
  // Control-drag or a right-button drag draws a segue, as in Interface Builder; a plain drag pans.
  viewport.addEventListener("contextmenu", (event) => event.preventDefault());
  viewport.addEventListener("pointerdown", (event) => {
    if (event.ctrlKey || event.button === 2) {
      startConnection(event);
      return;
    }
    drag = { x: event.clientX, y: event.clientY, panX: state.panX, panY: state.panY, moved: false };
  });
  window.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    drag.moved = true;
    viewport.classList.add("panning");
    state.panX = drag.panX + dx;
    state.panY = drag.panY + dy;
    applyTransform();
  });
  window.addEventListener("pointerup", (event) => {
    if (!drag) return;
    const wasClick = !drag.moved;
    drag = null;
    viewport.classList.remove("panning");
    if (wasClick && viewport.contains(event.target)) clickCanvas(event.target, event.clientX, event.clientY);
  });
  viewport.addEventListener("wheel", (event) => {
    event.preventDefault();
    const rect = viewport.getBoundingClientRect();
    zoomBy(Math.exp(-event.deltaY / 500), { x: event.clientX - rect.left, y: event.clientY - rect.top });
  }, { passive: false });
  $("#zoom-in").addEventListener("click", () => zoomBy(1.25));
  $("#zoom-out").addEventListener("click", () => zoomBy(0.8));
  $("#zoom-fit").addEventListener("click", fit);
}

// Selection goes by frames, as in Interface Builder: the topmost view whose frame holds the
// point, painted or not (a label's empty margin still selects the label).
function clickCanvas(target, x, y) {
  const scene = target.closest && target.closest(".scene");
  if (!scene) return;
  const hit = viewAt(scene, x, y);
  if (hit) select(hit);
}

// The id of the topmost view of `scene` whose frame holds the screen point, or null.
function viewAt(scene, x, y) {
  let hit = null;
  for (const group of scene.querySelectorAll("g[data-id]")) {
    const matrix = group.getScreenCTM();
    if (!matrix) continue;
    const frame = (group.getAttribute("data-frame") || "0 0 0 0").split(" ").map(Number);
    const left = matrix.e;
    const top = matrix.f;
    const right = left + frame[2] * matrix.a;
    const bottom = top + frame[3] * matrix.d;
    if (x >= left && x <= right && y >= top && y <= bottom) hit = group;
  }
  return hit ? hit.getAttribute("data-id") : null;
}

// MARK: Outline and selection

function drawOutline(canvas) {
  const list = $("#outline");
  // An edit seldom changes the outline: redraw it only when it did (selection is shown apart).
  const key = JSON.stringify([canvas.sizeClass, canvas.scenes.map((scene) => [scene.title, scene.outline])]);
  if (key === list.drawnKey) return;
  list.drawnKey = key;
  list.replaceChildren();
  for (const scene of canvas.scenes) {
    if (!scene.outline.length) continue;
    list.append(element("li", { class: "scene-title" }, scene.title));
    for (const item of scene.outline) {
      list.append(element("li", {
        "data-id": item.id,
        class: `${item.installed ? "" : "uninstalled"} ${item.id === state.selected ? "selected" : ""}`,
        style: `padding-left:${6 + item.depth * 12}px`,
        title: item.installed ? item.className : `${item.className} (not installed in ${canvas.sizeClass})`,
        onclick: () => select(item.id),
      }, item.label));
    }
  }
}

function select(id) {
  state.selected = id;
  showSelection();
  loadInspector();
}

function showSelection() {
  for (const old of document.querySelectorAll(".scene rect.selection")) old.remove();
  for (const box of document.querySelectorAll(".scene.selected-scene")) box.classList.remove("selected-scene");
  for (const item of document.querySelectorAll("#outline li[data-id]")) item.classList.toggle("selected", item.dataset.id === state.selected);
  if (!state.selected) return;
  const group = document.querySelector(`.scene g[data-id="${CSS.escape(state.selected)}"]`);
  if (!group) return;
  group.closest(".scene").classList.add("selected-scene");
  const frame = (group.getAttribute("data-frame") || "0 0 0 0").split(" ").map(Number);
  const rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  rect.setAttribute("class", "selection");
  rect.setAttribute("width", frame[2]);
  rect.setAttribute("height", frame[3]);
  group.append(rect);
}

// MARK: Inspector

async function loadInspector() {
  const panel = $("#inspector");
  if (!state.selected || !state.doc) {
    panel.replaceChildren(element("h2", {}, "Inspector"), element("p", { class: "hint" }, "Select a view on the canvas or in the outline."));
    return;
  }
  const ticket = ++latest.inspector;
  try {
    const info = await api(`/api/element?${query({ doc: state.doc, id: state.selected, width: state.width, height: state.height })}`);
    if (ticket === latest.inspector) drawInspector(info);
  } catch (error) {
    if (ticket === latest.inspector) panel.replaceChildren(element("h2", {}, "Inspector"), element("p", { class: "hint" }, error.message));
  }
}

function drawInspector(info) {
  const panel = $("#inspector");
  const group = document.querySelector(`.scene g[data-id="${CSS.escape(info.id)}"]`);
  const laidOut = group ? group.getAttribute("data-frame") : null;
  const rows = element("dl", {},
    element("dt", {}, "Class"), element("dd", { "data-testid": "inspector-class" }, info.className),
    element("dt", {}, "Id"), element("dd", { "data-testid": "inspector-id" }, info.id),
    element("dt", {}, "Element"), element("dd", {}, `<${info.element}>`),
    info.label ? element("dt", {}, "Label") : null, info.label ? element("dd", {}, info.label) : null,
    info.constant ? null : element("dt", {}, "Frame"),
    info.constant ? null : element("dd", { "data-testid": "inspector-frame" }, laidOut ? `${laidOut} (laid out)` : "not shown in this size class"),
    info.frame ? element("dt", {}, "In file") : null, info.frame ? element("dd", {}, info.frame) : null);
  const nodes = [element("h2", {}, "Inspector"), rows];
  const here = cellName(state.width, state.height);
  if (info.maskable) {
    const checkbox = element("input", {
      type: "checkbox",
      id: "installed",
      "data-testid": "installed",
      onchange: (event) => toggleInstalled(info, event.target.checked),
    });
    checkbox.checked = info.installed;
    const cells = element("table", { class: "cells" }, element("tr", {}, element("th", {}), ...SIZE_CLASSES.map((width) => element("th", {}, `w${LETTER[width]}`))));
    for (const height of SIZE_CLASSES) {
      const row = element("tr", {}, element("th", {}, `h${LETTER[height]}`));
      for (const width of SIZE_CLASSES) {
        const cell = info.cells.find((candidate) => candidate.width === width && candidate.height === height);
        const current = width === state.width && height === state.height;
        row.append(element("td", { class: `${cell.installed ? "" : "no"} ${current ? "current" : ""}` }, cell.installed ? "✓" : "✗"));
      }
      cells.append(row);
    }
    const cases = element("ul", { "data-testid": "cases" });
    for (const entry of info.cases) {
      cases.append(element("li", { class: "case", "data-key": entry.key },
        `${cellName(entry.width, entry.height)}: ${entry.state === "excluded" ? "not installed" : "installed"}`,
        element("button", { title: "Remove this case", onclick: () => sendEdit(info, entry.width, entry.height, null) }, "✕")));
    }
    const choice = element("select", { "data-testid": "add-case-cell" });
    for (const height of SIZE_CLASSES) {
      for (const width of SIZE_CLASSES) {
        if (width === "any" && height === "any") continue;
        choice.append(element("option", { value: `${width}/${height}` }, cellName(width, height)));
      }
    }
    const add = element("button", {
      "data-testid": "add-case",
      onclick: () => {
        const [width, height] = choice.value.split("/");
        sendEdit(info, width, height, "excluded");
      },
    }, "Add exclusion");
    nodes.push(element("div", { class: "installed" },
      element("label", { for: "installed" }, checkbox, ` Installed in ${here}`),
      cells,
      element("h2", {}, "Cases"), info.cases.length ? cases : element("p", { class: "hint" }, "None: installed everywhere the base is."),
      element("div", {}, choice, " ", add)));
  } else {
    nodes.push(element("p", { class: "hint" }, "Only subviews and constraints are installed per size class."));
  }
  if (info.constant) nodes.push(constantEditor(info));
  if (info.properties && info.properties.length) nodes.push(propertyEditor(info));
  if (info.variations.length) {
    nodes.push(element("h2", {}, "Variations"));
    nodes.push(element("ul", {}, ...info.variations.map((variation) => element("li", {}, `${variation.key}: ${variation.overrides.join(", ")}`))));
  }
  if (info.constraints.length) {
    nodes.push(element("h2", {}, `Constraints (${here})`));
    nodes.push(element("ul", { "data-testid": "constraints" }, ...info.constraints.map((constraint) =>
      element("li", { class: constraint.installed ? "" : "uninstalled", title: constraint.id, onclick: () => select(constraint.id) },
        `${constraint.text}${constraint.installed ? "" : " (not installed)"}`))));
  }
  panel.replaceChildren(...nodes);
}

// A constraint's constant for the chosen cell: in Any/Any the constraint's own value, elsewhere
// an override written as Xcode writes it (`<variation key=… constant=…/>`).
function constantEditor(info) {
  const constant = info.constant;
  const base = state.width === "any" && state.height === "any";
  const here = cellName(state.width, state.height);
  const input = element("input", { type: "number", step: "any", id: "constant", "data-testid": "constant", value: constant.value });
  const save = () => {
    const value = Number(input.value);
    if (input.value.trim() === "" || !Number.isFinite(value)) {
      setStatus(`"${input.value}" is not a number`, true);
      return;
    }
    sendConstant(info, value);
  };
  input.addEventListener("keydown", (event) => { if (event.key === "Enter") save(); });
  const overrides = element("ul", { "data-testid": "constant-overrides" }, ...constant.overrides.map((entry) =>
    element("li", { class: "case", "data-key": entry.key }, `${cellName(entry.width, entry.height)}: ${entry.value}`)));
  const source = base ? "base value" : constant.cellOverride !== null && constant.cellOverride !== undefined ? `override for ${here}` : `inherited (base ${constant.base})`;
  return element("div", { class: "installed constant" },
    element("label", { for: "constant" }, `Constant in ${here}`), " ", input, " ",
    element("button", { "data-testid": "set-constant", onclick: save }, base ? "Set" : "Set for this size class"),
    !base && constant.cellOverride !== null && constant.cellOverride !== undefined
      ? element("button", { "data-testid": "remove-constant", title: "Remove this size class's override", onclick: () => sendConstant(info, null) }, "✕")
      : null,
    element("p", { class: "hint", "data-testid": "constant-source" }, source),
    constant.overrides.length ? overrides : null);
}

async function sendConstant(info, value) {
  await post("/api/constant", { doc: state.doc, version: state.version, id: info.id, width: state.width, height: state.height, constant: value });
}

function toggleInstalled(info, installed) {
  const base = state.width === "any" && state.height === "any";
  // In the base configuration an installed object carries no entry, as Xcode writes it.
  const desired = installed ? (base ? null : "included") : "excluded";
  sendEdit(info, state.width, state.height, desired);
}

async function sendEdit(info, width, height, desired) {
  await post("/api/edit", { doc: state.doc, version: state.version, id: info.id, width, height, state: desired });
}

// Sends an edit and shows its canvas from the same answer; the page then shows the file as
// written (or, refused, as it is on disk).
async function post(path, body) {
  state.posting = true;
  state.editStarted = performance.now();
  try {
    const sent = { path, body, result: null };
    await loadCanvas(true, sent);
    const edit = sent.result.edit || sent.result;
    state.posting = false;
    // Lint answers after a quiet moment (the server lints a quick run of edits once): not awaited.
    loadLint();
    await Promise.all([loadInspector(), loadHistory()]);
    setStatus(edit.changed ? `Saved ${edit.document}${edit.backup ? ` (the previous version kept as ${edit.backup})` : ""}` : "Nothing to change");
  } catch (error) {
    state.posting = false;
    await reloadAll();
    setStatus(error.message, true);
  }
}

// MARK: Lint

async function loadLint() {
  const panel = $("#lint");
  const ticket = ++latest.lint;
  try {
    const report = await api(`/api/lint?${query({ doc: state.doc, width: state.width, height: state.height })}`);
    if (ticket !== latest.lint) return;
    const items = report.findings.map((finding) => element("li", {
      class: finding.severity,
      "data-object": finding.objectID || "",
      title: finding.fixHint || "",
      onclick: () => finding.objectID && select(finding.objectID),
    }, element("div", {}, finding.message), element("div", { class: "rule" }, `${finding.rule} · line ${finding.line}${finding.context ? ` · ${finding.context}` : ""}`)));
    const hidden = report.hiddenForOtherSizeClasses ? element("p", { class: "hint" }, `${report.hiddenForOtherSizeClasses} finding(s) of other size classes hidden.`) : null;
    const list = items.length ? element("ul", { "data-testid": "findings" }, ...items) : element("p", { class: "hint" }, "No findings.");
    panel.replaceChildren(...[element("h2", {}, `Lint · ${report.sizeClass}`), list, hidden].filter(Boolean));
  } catch (error) {
    // 409: an edit replaced the version being linted; the findings shown stay until the new
    // version's arrive (the edit asks for them once its canvas is drawn).
    if (error.status === 409) return;
    if (ticket === latest.lint) panel.replaceChildren(element("h2", {}, "Lint"), element("p", { class: "hint" }, error.message));
  }
}

// MARK: Live reload

function listen() {
  // EventSource cannot send headers: the stream takes the secret from its query instead.
  const source = new EventSource(`/api/events?${query({ token: TOKEN })}`);
  source.addEventListener("changed", (event) => {
    const change = JSON.parse(event.data);
    if (change.document === state.doc && change.version !== state.version && !state.posting) {
      setStatus("The file changed on disk: reloaded.");
      reloadAll();
    }
  });
  source.addEventListener("documents", () => loadDocuments());
}

async function start() {
  buildGrid();
  installPanAndZoom();
  installConversion();
  installHistory();
  applyTransform();
  try {
    await loadDevices();
    await loadDocuments();
  } catch (error) {
    setStatus(error.message, true);
  }
  listen();
}

start();
