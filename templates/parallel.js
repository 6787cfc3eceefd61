// The parallel view: rows built from the JSON block #wsc-parallel with textContent only.
(function () {
  const block = document.getElementById("wsc-parallel");
  const body = document.getElementById("parallel-rows");
  const only = document.getElementById("parallel-disagree");
  if (!block || !body || !only) return;
  const rows = JSON.parse(block.textContent);
  function cell(version) {
    const div = document.createElement("div");
    div.className = "version";
    const head = document.createElement("b");
    head.textContent = version.id + " (" + version.lang + ")";
    const text = document.createElement("span");
    text.textContent = " " + version.text + " → " + (version.answer || "?");
    div.append(head, text);
    for (const [code, message] of version.findings) {
      const note = document.createElement("div");
      note.className = "finding";
      note.textContent = code + " " + message;
      div.append(note);
    }
    return div;
  }
  function draw() {
    body.replaceChildren();
    for (const row of rows) {
      if (only.checked && !row.disagree) continue;
      const tr = document.createElement("tr");
      if (row.disagree) tr.className = "disagree";
      const english = document.createElement("td");
      english.append(cell(row.english));
      const others = document.createElement("td");
      for (const version of row.versions) others.append(cell(version));
      tr.append(english, others);
      body.append(tr);
    }
  }
  only.addEventListener("change", draw);
  draw();
})();
