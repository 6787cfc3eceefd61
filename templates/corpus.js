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
  var schemaOf = new Uint32Array(items.length);
  var timer = 0;
  var hits = typeof Highlight === "function" && window.CSS && CSS.highlights ?
    new Highlight() : null;
  if (hits) CSS.highlights.set("hit", hits);
  index.schemas.forEach(function (range, n) {
    for (var k = range[0]; k < range[1]; k++) schemaOf[k] = n;
  });

  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }

  // Search hits marked with the CSS Custom Highlight API: ranges over the sentence's own
  // text nodes, no element built or changed.
  function highlight(terms) {
    if (!hits) return;
    hits.clear();
    if (!terms.length) return;
    var marked = 0;
    for (var i = 0; i < items.length && marked < 500; i++) {
      if (!shown[i]) continue;
      marked++;
      var walker = document.createTreeWalker(items[i].querySelector("p.text"),
                                             NodeFilter.SHOW_TEXT);
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var folded = "", at = [];
        for (var c = 0; c < node.data.length; c++) {
          var f = fold(node.data[c]);
          for (var d = 0; d < f.length; d++) { folded += f[d]; at.push(c); }
        }
        terms.forEach(function (term) {
          for (var k = folded.indexOf(term); k !== -1; k = folded.indexOf(term, k + 1)) {
            var range = new Range();
            range.setStart(node, at[k]);
            range.setEnd(node, at[k + term.length - 1] + 1);
            hits.add(range);
          }
        });
      }
    }
  }

  // The sticky filter bar's height, so that a card a link jumps to starts below it.
  function barHeight() {
    var sticky = getComputedStyle(form).position === "sticky";
    document.documentElement.style.setProperty(
      "--bar", (sticky ? form.offsetHeight : 0) + "px");
  }

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
    // A tag filter keeps twins together: a schema passes when one of its items has the tags.
    var tagged = new Uint8Array(index.schemas.length);
    for (i = 0; i < index.items.length; i++) {
      if ((index.items[i][1] & tags) === tags) tagged[schemaOf[i]] = 1;
    }
    for (i = 0; i < index.items.length; i++) {
      row = index.items[i];
      ok = (lang < 0 || row[0] === lang) && tagged[schemaOf[i]] === 1 &&
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
      count.textContent = String(perLang[n]) === all ? plural(perLang[n], "item") :
        perLang[n] + " of " + plural(Number(all), "item");
    });
    langSelect.querySelectorAll("option[data-name]").forEach(function (option) {
      var n = index.langs.indexOf(option.value);
      option.textContent = option.getAttribute("data-name") + " (" + perLang[n] + ")";
    });
    status.textContent = "Showing " + total + " of " + plural(index.items.length, "item") +
      " in " + plural(visibleSchemas, "schema") + ".";
    empty.hidden = total > 0;
    highlight(terms);
    barHeight();  // the status line may wrap
    document.body.setAttribute("data-filter-ms", (performance.now() - started).toFixed(1));
  }

  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  form.addEventListener("change", apply);
  query.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(apply, 150);
  });
  form.hidden = false;
  window.addEventListener("resize", barHeight);
  apply();
  if (location.hash) {
    var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) {
      // again once the schemas above (content-visibility: auto) have their real height
      target.scrollIntoView();
      requestAnimationFrame(function () {
        requestAnimationFrame(function () { target.scrollIntoView(); });
      });
    }
  }
  performance.mark("wsc-ready");
})();
