(function () {
  "use strict";
  // Shows and hides the server-rendered items; nothing is built from corpus text.
  var index = JSON.parse(document.getElementById("wsc-index").textContent);
  var items = document.querySelectorAll("section.item");
  var schemas = document.querySelectorAll("article.schema");
  var sections = document.querySelectorAll("section.lang");
  var form = document.getElementById("filters");
  var query = document.getElementById("q");
  var langSelect = document.getElementById("lang");
  var findingsBox = document.getElementById("has-findings");
  var status = document.getElementById("status");
  var empty = document.getElementById("empty");
  var shown = new Uint8Array(items.length).fill(1);
  var timer = 0;

  function fold(text) {
    return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  }

  function checkedTags() {
    var bits = 0;
    form.querySelectorAll("input[name=tag]:checked").forEach(function (box) {
      bits |= 1 << index.tags.indexOf(box.value);
    });
    return bits;
  }

  function apply() {
    var started = performance.now();
    var terms = fold(query.value).split(/\s+/).filter(Boolean);
    var lang = langSelect.value === "" ? -1 : index.langs.indexOf(langSelect.value);
    var tags = checkedTags();
    var onlyFindings = findingsBox ? findingsBox.checked : false;
    var perLang = new Array(index.langs.length).fill(0);
    var total = 0, i, j, row, ok;
    for (i = 0; i < index.items.length; i++) {
      row = index.items[i];
      ok = (lang < 0 || row[0] === lang) && (row[1] & tags) === tags &&
           (!onlyFindings || row[2] > 0);
      for (j = 0; ok && j < terms.length; j++) ok = row[3].indexOf(terms[j]) !== -1;
      if (ok) { perLang[row[0]]++; total++; }
      if (shown[i] !== (ok ? 1 : 0)) { shown[i] = ok ? 1 : 0; items[i].hidden = !ok; }
    }
    var visibleSchemas = 0;
    for (i = 0; i < index.schemas.length; i++) {
      var range = index.schemas[i], any = false;
      for (j = range[0]; j < range[1] && !any; j++) any = shown[j] === 1;
      if (schemas[i].hidden === any) schemas[i].hidden = !any;
      if (any) visibleSchemas++;
    }
    sections.forEach(function (section, n) {
      section.hidden = perLang[n] === 0;
      var count = section.querySelector(".count");
      var all = count.getAttribute("data-total");
      count.textContent = perLang[n] + (String(perLang[n]) === all ? "" : " of " + all) + " items";
    });
    langSelect.querySelectorAll("option[data-name]").forEach(function (option) {
      var n = index.langs.indexOf(option.value);
      option.textContent = option.getAttribute("data-name") + " (" + perLang[n] + ")";
    });
    status.textContent = "Showing " + total + " of " + index.items.length + " items in " +
      visibleSchemas + " schemas.";
    empty.hidden = total > 0;
    document.body.setAttribute("data-filter-ms", (performance.now() - started).toFixed(1));
  }

  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  form.addEventListener("change", apply);
  query.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(apply, 150);
  });
  form.hidden = false;
  apply();
  performance.mark("wsc-ready");
})();
