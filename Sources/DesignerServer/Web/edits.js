// The designer's document edits beyond installed states and constants, loaded before app.js:
// Use Size Classes, undo and redo, segues by dragging, and properties per size class. The
// functions use app.js's `state`, `element`, `api` and `post`, which exist by the time they run.
"use strict";

// MARK: Use Size Classes

// Checked and fixed for a unified document (Xcode offers no way back that keeps size-class data
// without asking which devices to keep); for an older one, checking it previews the conversion.
function showSizeClassesSetting(canvas) {
  const box = $("#use-size-classes");
  box.checked = canvas.usesSizeClasses;
  box.disabled = canvas.usesSizeClasses;
  box.title = canvas.usesSizeClasses ? "This document uses size classes." : canvas.usesAutoLayout ? "Convert to Xcode 6's unified format" : "Auto Layout is off: Xcode requires it for size classes";
}

async function previewConversion() {
  const box = $("#use-size-classes");
  box.checked = false;
  try {
    const preview = await api(`/api/convert?${query({ doc: state.doc })}`);
    $("#convert-changes").replaceChildren(...preview.changes.map((change) => element("li", {}, element("span", { class: "rule" }, `line ${change.line}: `), change.summary)));
    $("#convert-dialog").dataset.version = preview.version;
    $("#convert-dialog").showModal();
  } catch (error) {
    setStatus(error.message, true);
  }
}

function installConversion() {
  $("#use-size-classes").addEventListener("change", previewConversion);
  $("#convert-cancel").addEventListener("click", () => $("#convert-dialog").close());
  $("#convert-confirm").addEventListener("click", async () => {
    const version = $("#convert-dialog").dataset.version;
    $("#convert-dialog").close();
    await post("/api/convert", { doc: state.doc, version });
  });
}

// MARK: Undo and redo

// The history lives in the server and beside the document (it survives a reload and a restart);
// the page only shows and asks.
async function loadHistory() {
  const ticket = ++latest.history;
  try {
    const history = await api(`/api/history?${query({ doc: state.doc })}`);
    if (ticket !== latest.history) return;
    state.history = history;
  } catch (error) {
    if (ticket === latest.history) state.history = { undo: [], redo: [] };
  }
  const undo = $("#undo");
  const redo = $("#redo");
  undo.disabled = !state.history.undo.length;
  redo.disabled = !state.history.redo.length;
  undo.title = state.history.undo.length ? `Undo ${state.history.undo[0]} (Ctrl-Z / ⌘Z)` : "Nothing to undo";
  redo.title = state.history.redo.length ? `Redo ${state.history.redo[0]} (Shift-Ctrl-Z / ⇧⌘Z)` : "Nothing to redo";
  // A saved history that could not be read or written is said where undo is asked for.
  if (state.history.problem) undo.title = state.history.problem;
  document.body.dataset.undo = String(state.history.undo.length);
  document.body.dataset.redo = String(state.history.redo.length);
}

function installHistory() {
  $("#undo").addEventListener("click", () => step("undo"));
  $("#redo").addEventListener("click", () => step("redo"));
  window.addEventListener("keydown", (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    // A text field keeps its own undo.
    if (event.target.closest && event.target.closest("input, textarea, select")) return;
    const key = event.key.toLowerCase();
    if (key === "z" || key === "y") {
      event.preventDefault();
      step(key === "y" || event.shiftKey ? "redo" : "undo");
    }
  });
}

// Asks the server even when the page's copy of the history is empty: that copy is loaded after
// the canvas, so a key pressed right after an edit would otherwise be dropped without a word.
// The server answers "nothing to undo" itself.
async function step(direction) {
  if (!state.doc) return;
  await post(`/api/${direction}`, { doc: state.doc, version: state.version });
}

// MARK: Properties per size class

// The properties Xcode lets vary per size class: the value in the chosen cell, set in Any/Any
// (the base every cell follows), or added for this cell with "+" as a `<variation>` override;
// the nine cells' values below, overridden ones marked.
function propertyEditor(info) {
  const base = state.width === "any" && state.height === "any";
  const here = cellName(state.width, state.height);
  const rows = info.properties.map((property) => {
    const testid = `property-${property.name}`;
    let input;
    if (property.input === "choice" || property.input === "bool") {
      input = element("select", { "data-testid": testid }, ...property.choices.map((choice) => element("option", { value: choice }, choice)));
    } else {
      input = element("input", { type: property.input === "color" ? "color" : "number", step: "any", "data-testid": testid });
    }
    input.value = property.input === "color" && !property.value.startsWith("#") ? "#000000" : property.value;
    // Colours: the document's named colours and UIKit's system colours, as Xcode's colour menu
    // offers them; "Custom" sends the picker's #rrggbb.
    let menu = null;
    if (property.input === "color") {
      const options = (names) => (names || []).map((name) => element("option", { value: name }, name));
      menu = element("select", { "data-testid": `${testid}-menu` }, element("option", { value: "" }, "Custom"),
        element("optgroup", { label: "Named Colors" }, ...options(property.namedColors)),
        element("optgroup", { label: "System Colors" }, ...options(property.systemColors)));
      menu.value = property.value.startsWith("#") || property.value === "default" ? "" : property.value;
    }
    const chosen = () => (menu && menu.value ? menu.value : input.value);
    const send = (value) => post("/api/property", {
      doc: state.doc, version: state.version, id: info.id, property: property.name, width: state.width, height: state.height, value,
    });
    const overridden = property.cellOverride !== null && property.cellOverride !== undefined;
    const controls = [];
    if (base) {
      controls.push(element("button", { "data-testid": `set-${property.name}`, onclick: () => send(chosen()) }, "Set"));
    } else if (overridden) {
      controls.push(element("button", { "data-testid": `set-${property.name}`, onclick: () => send(chosen()) }, "Set"));
      controls.push(element("button", { "data-testid": `remove-${property.name}`, title: `Remove the ${here} variation`, onclick: () => send(null) }, "✕"));
    } else {
      controls.push(element("button", { "data-testid": `add-${property.name}`, title: `Add a variation for ${here}`, onclick: () => send(chosen()) }, "+"));
    }
    const grid = element("table", { class: "cells", "data-testid": `cells-${property.name}` },
      element("tr", {}, element("th", {}), ...SIZE_CLASSES.map((width) => element("th", {}, `w${LETTER[width]}`))));
    for (const height of SIZE_CLASSES) {
      const row = element("tr", {}, element("th", {}, `h${LETTER[height]}`));
      for (const width of SIZE_CLASSES) {
        const cell = property.cells.find((candidate) => candidate.width === width && candidate.height === height);
        const own = property.overrides.some((entry) => entry.width === width && entry.height === height);
        const current = width === state.width && height === state.height;
        row.append(element("td", { class: `${own ? "override" : ""} ${current ? "current" : ""}`, "data-cell": `${width}/${height}` }, cell.value));
      }
      grid.append(row);
    }
    return element("div", { class: "property", "data-property": property.name },
      element("label", {}, property.title), " ", input, ...(menu ? [" ", menu] : []), " ", ...controls,
      element("p", { class: "hint" }, overridden ? `override for ${here}` : base ? "base value" : `inherited (base ${property.base})`),
      grid);
  });
  return element("div", { class: "installed properties", "data-testid": "properties" }, element("h2", {}, `Size-class properties (${here})`), ...rows);
}


// MARK: Segues by dragging

// The drag starts at the view under the pointer (a button, a cell…) or, outside any view, at the
// scene's controller; the server refuses a source that cannot trigger a segue, with the reason.
const SEGUE_KINDS = [
  ["show", "Show"], ["showDetail", "Show Detail"], ["presentation", "Present Modally"],
  ["popoverPresentation", "Present As Popover"], ["custom", "Custom"],
];

function worldPoint(clientX, clientY) {
  const rect = $("#viewport").getBoundingClientRect();
  return { x: (clientX - rect.left - state.panX) / state.zoom, y: (clientY - rect.top - state.panY) / state.zoom };
}

function startConnection(event) {
  const scene = event.target.closest && event.target.closest(".scene");
  if (!scene || !state.canvas) return;
  event.preventDefault();
  const source = viewAt(scene, event.clientX, event.clientY) || scene.dataset.controller;
  const start = worldPoint(event.clientX, event.clientY);
  const line = document.createElementNS("http://www.w3.org/2000/svg", "line");
  for (const [key, value] of Object.entries({ x1: start.x, y1: start.y, x2: start.x, y2: start.y, stroke: "#0a84ff", "stroke-width": 4, class: "connection" })) {
    line.setAttribute(key, value);
  }
  $("#arrows").append(line);
  const move = (moved) => {
    const point = worldPoint(moved.clientX, moved.clientY);
    line.setAttribute("x2", point.x);
    line.setAttribute("y2", point.y);
  };
  const up = (released) => {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
    line.remove();
    const under = document.elementFromPoint(released.clientX, released.clientY);
    const target = under && under.closest && under.closest(".scene");
    if (!target || !target.dataset.controller || target.dataset.kind === "xib") return;
    showSegueMenu(source, scene.dataset.controller, target.dataset.controller, released.clientX, released.clientY);
  };
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", up);
}

// A popover from a controller has nothing to point at, and Xcode will not build one without an
// anchor, so the menu asks for one of the source scene's views before writing it.
function showSegueMenu(source, sourceController, destination, x, y) {
  closeSegueMenu();
  const identifier = element("input", { type: "text", placeholder: "Identifier", "data-testid": "segue-identifier" });
  const customClass = element("input", { type: "text", placeholder: "Segue class (Custom)", "data-testid": "segue-class" });
  const fromController = source === sourceController;
  const sourceScene = state.canvas.scenes.find((scene) => scene.controllerID === sourceController);
  const anchor = element("select", { "data-testid": "segue-anchor", hidden: !fromController },
    element("option", { value: "" }, "Popover anchor…"),
    ...(sourceScene ? sourceScene.outline : []).map((item) => element("option", { value: item.id }, item.label)));
  const hint = element("p", { class: "hint", "data-testid": "segue-hint" });
  const choose = (kind) => {
    if (kind === "popoverPresentation" && fromController && !anchor.value) {
      hint.textContent = "A popover from a controller needs an anchor: choose the view it points at.";
      anchor.focus();
      return;
    }
    closeSegueMenu();
    post("/api/segue", {
      doc: state.doc, version: state.version, source, destination, kind,
      identifier: identifier.value.trim() || null, customClass: customClass.value.trim() || null,
      anchor: kind === "popoverPresentation" && anchor.value ? anchor.value : null,
    });
  };
  const menu = element("div", { id: "segue-menu", "data-testid": "segue-menu", style: `left:${x}px;top:${y}px` },
    element("div", { class: "caption" }, "Action Segue"),
    identifier,
    ...SEGUE_KINDS.map(([kind, title]) => element("button", { "data-testid": `segue-kind-${kind}`, onclick: () => choose(kind) }, title)),
    customClass,
    anchor,
    hint,
    element("button", { class: "cancel", onclick: closeSegueMenu }, "Cancel"));
  document.body.append(menu);
  identifier.focus();
}

function closeSegueMenu() {
  const menu = $("#segue-menu");
  if (menu) menu.remove();
}

