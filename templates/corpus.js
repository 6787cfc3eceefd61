(function () {
  "use strict";
  // Filters and searches the page's JSON data array and builds only the cards on screen
  // (virtual scrolling): every piece of corpus text goes in with textContent, never markup.
  var source = document.getElementById("wsc-data");
  var data = JSON.parse(source.textContent);
  performance.mark("wsc-data");
  var withFindings = source.getAttribute("data-findings") === "1";
  source.textContent = "";  // the parsed copy is the one kept
  var items = data.items, schemas = data.schemas;
  var form = document.getElementById("filters");
  var query = document.getElementById("q");
  var langSelect = document.getElementById("lang");
  var findingsBox = document.getElementById("has-findings");
  var status = document.getElementById("status");
  var empty = document.getElementById("empty");
  var holder = document.getElementById("rows");
  var shown = new Uint8Array(items.length).fill(1);
  var perLang = new Array(data.langs.length).fill(0);
  // The rows of the filtered list: a schema's number, or -1 - n for language n's heading.
  var rows = [];
  var heights = new Float64Array(schemas.length);  // measured; 0 = not yet
  var headHeight = 0, measured = 0, measuredSum = 0;
  var offsets = new Float64Array(1), dirty = true;
  var built = new Map();  // row key -> its element, for the rows on screen
  var searchText = null, byId = null, target = null, timer = 0, frame = 0;
  var hits = typeof Highlight === "function" && window.CSS && CSS.highlights ?
    new Highlight() : null;
  if (hits) CSS.highlights.set("hit", hits);
  var terms = [];
  var totals = new Array(data.langs.length).fill(0);
  schemas.forEach(function (s) { totals[s[0]] += s[4] - s[3]; });

  function plural(n, word) { return n + " " + word + (n === 1 ? "" : "s"); }

  function fold(text) {
    return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  }

  function field(row, k, fallback) { return row.length > k && row[k] !== null ? row[k] : fallback; }

  function sentenceOf(row) {
    var pieces = row[1], text = "";
    for (var p = 0; p < pieces.length; p += 2) text += pieces[p];
    return text;
  }

  // A snippet or upstream id stored as a number is that many characters from the end of the
  // sentence or of the id (export/html.py _tail).
  function tail(value, whole) {
    if (typeof value !== "number") return value;
    var text = whole();
    return text.slice(text.length - value);
  }

  function snippetOf(row) { return tail(field(row, 5, null), function () { return sentenceOf(row); }); }

  function sourceIdOf(row) { return tail(field(row, 12, null), function () { return row[0]; }); }

  // What a search looks in, folded, built on the first search.
  function searchable(i) {
    if (searchText === null) {
      searchText = new Array(items.length);
      for (var k = 0; k < items.length; k++) {
        var row = items[k], words = [row[0]];
        words.push(sentenceOf(row), snippetOf(row) || "", sourceIdOf(row) || "",
                   field(row, 13, ""));
        words = words.concat(row[2], [field(row, 7, ""), field(row, 8, "")]);
        var text = words.join(" ");
        searchText[k] = /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : fold(text);
      }
    }
    return searchText[i];
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function itemCard(i, lang) {
    var row = items[i], id = row[0];
    var card = el("section", "item");
    card.id = id;
    card.setAttribute("data-n", String(i));
    card.setAttribute("aria-label", "Item " + id);
    if (target === id) card.classList.add("target");
    var text = el("p", "text"), pieces = row[1];
    text.lang = lang;
    for (var p = 0; p < pieces.length; p += 2) {
      var names = data.classes[pieces[p + 1]];
      text.appendChild(names ? el("mark", names, pieces[p]) : document.createTextNode(pieces[p]));
    }
    card.appendChild(text);
    var snippet = snippetOf(row);
    if (snippet) {
      var line = el("p", "snippet");
      line.lang = lang;
      line.appendChild(el("span", "label", (data.snippets[field(row, 6, "")] || "Snippet") + ":"));
      line.appendChild(document.createTextNode(" " + snippet));
      card.appendChild(line);
    }
    var answer = field(row, 3, null), unmarked = field(row, 4, 0);
    var list = el("ol", "cands");
    list.lang = lang;
    row[2].forEach(function (name, n) {
      var li = el("li", n === answer ? "correct" : "", name);
      if (n === answer) {
        li.appendChild(document.createTextNode(" "));
        li.appendChild(el("span", "tick", "✓")).setAttribute("aria-hidden", "true");
        li.appendChild(el("span", "vh", " (correct answer)"));
      }
      if (unmarked & (1 << n)) {
        li.appendChild(document.createTextNode(" "));
        li.appendChild(el("span", "note", "(not in the sentence)"));
      }
      list.appendChild(li);
    });
    card.appendChild(list);
    if (answer === null) card.appendChild(el("p", "note", "No answer given."));
    var special = field(row, 7, null), alternate = field(row, 8, null);
    if (special !== null || alternate !== null) {
      var words = el("p", "words");
      if (special !== null) {
        words.appendChild(document.createTextNode("special: "));
        words.appendChild(el("b", "", special));
      }
      if (alternate !== null) {
        words.appendChild(document.createTextNode((special !== null ? " · " : "") + "alternate: "));
        words.appendChild(el("b", "", alternate));
      }
      if (field(row, 9, 0)) {
        words.appendChild(document.createTextNode(" "));
        words.appendChild(el("span", "note", "(from the twins)"));
      }
      card.appendChild(words);
    }
    var bits = field(row, 10, 0), flags = field(row, 11, []);
    if (bits || flags.length) {
      var badges = el("ul", "badges");
      badges.setAttribute("aria-label", "Tags");
      data.tags.forEach(function (tag, n) {
        if (bits & (1 << n)) badges.appendChild(el("li", "badge tag-" + tag, tag));
      });
      flags.forEach(function (flag) { badges.appendChild(el("li", "badge flag", flag)); });
      card.appendChild(badges);
    }
    var prov = el("dl", "prov");
    var link = el("a", "", id);
    link.href = "#" + encodeURIComponent(id);
    prov.appendChild(el("dt", "", "id"));
    prov.appendChild(el("dd")).appendChild(link);
    [["upstream id", sourceIdOf(row)], ["English id", field(row, 13, null)],
     ["source", field(row, 14, "") || null]].forEach(function (pair) {
      if (pair[1] === null) return;
      prov.appendChild(el("dt", "", pair[0]));
      prov.appendChild(el("dd", "", pair[1]));
    });
    card.appendChild(prov);
    var notes = field(row, 15, []);
    if (notes.length) {
      var noteList = el("ul", "notes");
      noteList.setAttribute("aria-label", "Notes");
      notes.forEach(function (note) { noteList.appendChild(el("li", "", note)).lang = lang; });
      card.appendChild(noteList);
    }
    var upstream = field(row, 16, []);
    if (upstream.length) {
      var details = el("details", "upstream"), dl = el("dl");
      details.appendChild(el("summary", "", "Upstream sentences"));
      upstream.forEach(function (pair) {
        dl.appendChild(el("dt", "", pair[0]));
        dl.appendChild(el("dd", "", pair[1])).lang = lang;
      });
      details.appendChild(dl);
      card.appendChild(details);
    }
    if (withFindings) {
      var found = field(row, 17, []);
      if (found.length) {
        var findings = el("ul", "findings");
        findings.setAttribute("aria-label", "Findings");
        found.forEach(function (f) {
          var li = el("li", "finding sev-" + f[1]);
          li.appendChild(el("code", "", f[0]));
          li.appendChild(document.createTextNode(" "));
          li.appendChild(el("span", "sev", f[1]));
          li.appendChild(document.createTextNode(" " + f[2]));
          findings.appendChild(li);
        });
        card.appendChild(findings);
      } else {
        card.appendChild(el("p", "no-findings", "No findings."));
      }
    }
    return card;
  }

  function schemaRow(n) {
    var s = schemas[n], lang = data.langs[s[0]][0];
    var wrap = el("div", "row");
    var article = el("article", "schema");
    article.setAttribute("aria-label", "Schema " + s[2]);
    var head = el("h3");
    head.appendChild(el("span", "corpus", data.corpora[s[1]]));
    head.appendChild(document.createTextNode(" " + s[2]));
    article.appendChild(head);
    var twins = el("div", "twins");
    for (var i = s[3]; i < s[4]; i++) if (shown[i]) twins.appendChild(itemCard(i, lang));
    article.appendChild(twins);
    wrap.appendChild(article);
    return wrap;
  }

  function langRow(n) {
    var code = data.langs[n][0], total = totals[n];
    var wrap = el("div", "row");
    var head = el("h2", "lang-head");
    head.id = "lang-" + code;
    head.setAttribute("data-lang", code);
    head.appendChild(document.createTextNode(data.langs[n][1] + " "));
    head.appendChild(el("span", "count", perLang[n] === total ? plural(total, "item") :
      perLang[n] + " of " + plural(total, "item")));
    wrap.appendChild(head);
    return wrap;
  }

  function rowHeight(key) {
    if (key < 0) return headHeight || 48;
    return heights[key] || (measured ? measuredSum / measured : 220);
  }

  function layout() {
    if (offsets.length !== rows.length + 1) offsets = new Float64Array(rows.length + 1);
    for (var r = 0; r < rows.length; r++) offsets[r + 1] = offsets[r] + rowHeight(rows[r]);
    dirty = false;
  }

  function rowAt(y) {  // the last row starting at or above y
    var lo = 0, hi = rows.length - 1;
    while (lo < hi) {
      var mid = (lo + hi + 1) >> 1;
      if (offsets[mid] <= y) lo = mid; else hi = mid - 1;
    }
    return lo;
  }

  // Builds the rows within a screen above and below the viewport, measures them, and
  // pads the list to the height of the rest.
  function render() {
    frame = 0;
    if (dirty) layout();
    var top = holder.getBoundingClientRect().top, view = window.innerHeight;
    var from = rows.length ? rowAt(Math.max(0, -top - view)) : 0;
    var to = rows.length ? rowAt(Math.max(0, -top + 2 * view)) + 1 : 0;
    var keep = new Map(), fragment = document.createDocumentFragment();
    for (var r = from; r < to; r++) {
      var key = rows[r], node = built.get(key);
      if (!node) node = key < 0 ? langRow(-1 - key) : schemaRow(key);
      keep.set(key, node);
      fragment.appendChild(node);
    }
    built = keep;
    holder.textContent = "";
    holder.appendChild(fragment);
    var changed = false;
    keep.forEach(function (node, key) {
      var h = node.offsetHeight;
      if (key < 0) { if (h !== headHeight) { headHeight = h; changed = true; } return; }
      if (heights[key] !== h) {
        if (!heights[key]) { measured++; measuredSum += h; } else measuredSum += h - heights[key];
        heights[key] = h;
        changed = true;
      }
    });
    if (changed) layout();
    holder.style.paddingTop = offsets[from] + "px";
    holder.style.paddingBottom = (offsets[rows.length] - offsets[to]) + "px";
    highlight();
  }

  function schedule() { if (!frame) frame = requestAnimationFrame(render); }

  // Search hits marked with the CSS Custom Highlight API: ranges over the shown sentences'
  // own text nodes.
  function highlight() {
    if (!hits) return;
    hits.clear();
    if (!terms.length) return;
    holder.querySelectorAll("section.item p.text").forEach(function (text) {
      var walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
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
    });
  }

  // The sticky filter bar's height, so that a card a link jumps to starts below it.
  function barHeight() {
    var sticky = getComputedStyle(form).position === "sticky";
    var h = sticky ? form.offsetHeight : 0;
    document.documentElement.style.setProperty("--bar", h + "px");
    return h;
  }

  function checkedTags() {
    var bits = 0;
    form.querySelectorAll("input[name=tag]:checked").forEach(function (box) {
      bits |= 1 << data.tags.indexOf(box.value);
    });
    return bits;
  }

  function apply() {
    var started = performance.now();
    terms = fold(query.value).split(/\s+/).filter(Boolean);
    var lang = langSelect.value === "" ? -1 : -2;
    data.langs.forEach(function (pair, n) { if (pair[0] === langSelect.value) lang = n; });
    var tags = checkedTags();
    var onlyFindings = findingsBox ? findingsBox.checked : false;
    perLang.fill(0);
    rows = [];
    var total = 0, visibleSchemas = 0, lastLang = -1;
    for (var n = 0; n < schemas.length; n++) {
      var s = schemas[n], any = false, tagged = tags === 0;
      if (lang !== -1 && s[0] !== lang) {
        for (var i = s[3]; i < s[4]; i++) shown[i] = 0;
        continue;
      }
      // A tag filter keeps twins together: a schema passes when one of its items has them.
      for (i = s[3]; i < s[4] && !tagged; i++) tagged = (field(items[i], 10, 0) & tags) === tags;
      for (i = s[3]; i < s[4]; i++) {
        var ok = tagged && (!onlyFindings || problems(items[i]));
        for (var j = 0; ok && j < terms.length; j++) ok = searchable(i).indexOf(terms[j]) !== -1;
        shown[i] = ok ? 1 : 0;
        if (ok) { any = true; total++; perLang[s[0]]++; }
      }
      if (!any) continue;
      if (s[0] !== lastLang) { rows.push(-1 - s[0]); lastLang = s[0]; }
      rows.push(n);
      visibleSchemas++;
    }
    built = new Map();  // the shown twins and counts may differ: rebuild the cards
    dirty = true;
    langSelect.querySelectorAll("option[data-name]").forEach(function (option) {
      var k = -1;
      data.langs.forEach(function (pair, m) { if (pair[0] === option.value) k = m; });
      option.textContent = option.getAttribute("data-name") + " (" + perLang[k] + ")";
    });
    status.textContent = "Showing " + total + " of " + plural(items.length, "item") +
      " in " + plural(visibleSchemas, "schema") + ".";
    empty.hidden = total > 0;
    var listTop = holder.getBoundingClientRect().top + window.scrollY - barHeight();
    if (window.scrollY > listTop) window.scrollTo(0, listTop);
    render();
    document.body.setAttribute("data-filter-ms", (performance.now() - started).toFixed(1));
  }

  function problems(row) {
    return field(row, 17, []).some(function (f) { return f[1] === "error" || f[1] === "warning"; });
  }

  // A permalink (#item-id): the filters cleared if they hide it, its row scrolled to, then
  // the card itself once its neighbours are measured.
  function go(id) {
    if (byId === null) {
      byId = new Map();
      items.forEach(function (row, i) { byId.set(row[0], i); });
    }
    var i = byId.get(id);
    if (i === undefined) return;
    target = id;
    if (!shown[i]) { form.reset(); apply(); }
    var n = 0;
    while (!(schemas[n][3] <= i && i < schemas[n][4])) n++;
    var r = rows.indexOf(n);
    for (var pass = 0; pass < 3; pass++) {
      if (dirty) layout();
      window.scrollTo(0, holder.getBoundingClientRect().top + window.scrollY + offsets[r] -
                         barHeight());
      render();
    }
    holder.querySelectorAll(".target").forEach(function (node) { node.classList.remove("target"); });
    var card = document.getElementById(id);
    if (card) { card.classList.add("target"); card.scrollIntoView(); }
  }

  function fromHash() {
    if (location.hash.length > 1) go(decodeURIComponent(location.hash.slice(1)));
  }

  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  form.addEventListener("change", apply);
  query.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(apply, 150);
  });
  form.hidden = false;
  window.addEventListener("scroll", schedule, {passive: true});
  window.addEventListener("resize", function () {
    heights.fill(0); measured = 0; measuredSum = 0; headHeight = 0; built = new Map();
    dirty = true; barHeight(); schedule();
  });
  window.addEventListener("hashchange", fromHash);
  apply();
  fromHash();
  performance.mark("wsc-ready");
})();
