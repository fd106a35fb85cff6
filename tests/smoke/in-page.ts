// The part of the smoke suite that runs inside the page, the same in every engine: finding an element the way a
// person names it (a role and its accessible name, a field by its label, a text) and the collector of page errors.
// It is JavaScript source sent as a string (not a compiled function: the TypeScript loader would add helpers that do
// not exist in the page), installed once per document as window.__smoke.

/** What to find: a role and name, a field by its label, a text or a test id; optionally inside another element. */
export interface Spec {
  role?:
    | 'button'
    | 'link'
    | 'heading'
    | 'textbox'
    | 'article'
    | 'dialog'
    | 'listitem'
    | 'combobox'
    | 'navigation'
    | 'main'
    | 'status'
    | 'progressbar'
    | 'switch'
    | 'option'
    | 'region'
    | 'list'
    | 'table';
  /** The accessible name: exact (whitespace collapsed) or a regular expression's source, `/…/`. */
  name?: string;
  /** A form field by its label (exact, or `/…/`). */
  label?: string;
  /** The smallest element whose text matches (exact, or `/…/`). */
  text?: string;
  testId?: string;
  within?: Spec;
}

const SOURCE = String.raw`
(function () {
  if (window.__smoke) return window.__smoke;
  var errors = [];
  window.addEventListener('error', function (e) {
    errors.push('error: ' + e.message + (e.filename ? ' at ' + e.filename + ':' + e.lineno : ''));
  });
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    errors.push('unhandled rejection: ' + (r && (r.stack || r.message) ? r.stack || r.message : String(r)));
  });
  // Every message announced (a toast, role=alert) since the document loaded: a toast closes itself after a few
  // seconds, which a busy machine's driver can spend on one look, so a step asks whether it was shown, not whether it
  // still is.
  var announced = [];
  new MutationObserver(function () {
    var alerts = document.querySelectorAll('[role=alert]');
    for (var i = 0; i < alerts.length; i++) {
      var said = norm(alerts[i].textContent);
      if (said && announced.indexOf(said) < 0) announced.push(said);
    }
  }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  // What the page asked the network and what it pressed, in order, for a failing step's report (the resource timing
  // lists a request only once its answer has ended).
  var trail = [];
  function mark(what) { trail.push(Math.round(performance.now()) + ' ' + what); if (trail.length > 40) trail.shift(); }
  var pageFetch = window.fetch;
  window.fetch = function (input, init) {
    var url = String(input && input.url ? input.url : input).replace(location.origin, '');
    var method = (init && init.method) || (input && input.method) || 'GET';
    mark('-> ' + method + ' ' + url);
    return pageFetch.apply(this, arguments).then(function (res) {
      mark('<- ' + res.status + ' ' + url);
      return res;
    }, function (err) {
      mark('<- failed ' + url + ': ' + err);
      throw err;
    });
  };
  function describe(t) { return (t && t.tagName) + ' "' + norm(t && t.textContent).slice(0, 40) + '"'; }
  document.addEventListener('click', function (e) {
    var t = e.target && e.target.closest ? e.target.closest('button, a, [role=button]') || e.target : e.target;
    mark('click ' + describe(t) + (t && t.disabled ? ' (disabled)' : ''));
  }, true);
  // A press checked where it lands (Playwright's hit-target check, which WebDriver's click does not make): armed on
  // the element a step aims at, each event of the press (down, up, click) must land on it. A press with one that lands
  // elsewhere (the element moved or was drawn anew between the driver's look, its press and its release: a dialog's
  // content settling on a busy machine) is stopped from then up to its click, so that it changes nothing, and the step
  // presses again.
  var aimed = null;
  var verdict = null;
  function guard(e) {
    if (!aimed) return;
    var t = e.target;
    var on = t === aimed || aimed.contains(t) ||
      (!!aimed.labels && Array.prototype.some.call(aimed.labels, function (l) { return l.contains(t); }));
    if (verdict === null || verdict === 'hit') {
      if (on) verdict = 'hit';
      else {
        // A click's target is the nearest element holding both ends of the press: one that is not the element means the
        // element moved or was drawn anew between the press and the release.
        var box = aimed.getBoundingClientRect();
        verdict = 'missed: ' + e.type + ' at ' + Math.round(e.clientX) + ',' + Math.round(e.clientY) + ' on ' +
          describe(t) + ', the element then at ' + [box.left, box.top, box.width, box.height].map(Math.round).join(',') +
          (aimed.isConnected ? '' : ' (no longer in the page)');
        mark(verdict);
      }
    }
    if (verdict !== 'hit') {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
    if (e.type === 'click') aimed = null;
  }
  ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'].forEach(function (type) {
    window.addEventListener(type, guard, true);
  });
  var consoleError = console.error;
  console.error = function () {
    errors.push('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(console, arguments);
  };
  var ROLES = {
    button: 'button, [role=button], input[type=submit], input[type=button]',
    link: 'a[href], [role=link]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=tel], input[type=url], input[type=number], textarea',
    article: 'article, [role=article]',
    dialog: 'dialog, [role=dialog]',
    listitem: 'li, [role=listitem]',
    combobox: 'select, [role=combobox]',
    navigation: 'nav, [role=navigation]',
    main: 'main, [role=main]',
    status: '[role=status], output',
    progressbar: '[role=progressbar], progress',
    switch: '[role=switch]',
    option: '[role=option]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    list: 'ul, ol, [role=list]',
    table: 'table, [role=table]'
  };
  var FIELDS = 'input, textarea, select, [role=switch], [role=combobox], [role=textbox]';
  function norm(s) { return (s || '').replace(/\s+/g, ' ').trim(); }
  function matches(wanted, actual) {
    if (wanted.length > 1 && wanted[0] === '/' && wanted[wanted.length - 1] === '/')
      return new RegExp(wanted.slice(1, -1)).test(actual);
    return norm(actual) === wanted;
  }
  function visible(el) {
    if (!el.getClientRects().length) return false;
    var style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  }
  // An element's text as assistive technology reads it: without what is aria-hidden (a required field's asterisk).
  function readText(node) {
    if (node.nodeType === 3) return node.nodeValue;
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true') return '';
    return Array.prototype.map.call(node.childNodes, readText).join('');
  }
  function byIds(ids) {
    return ids.split(/\s+/).map(function (id) {
      var el = document.getElementById(id);
      return el ? readText(el) : '';
    }).join(' ');
  }
  function accessibleName(el) {
    var label = el.getAttribute('aria-label');
    if (label) return norm(label);
    var by = el.getAttribute('aria-labelledby');
    if (by) return norm(byIds(by));
    if (el.labels && el.labels.length)
      return norm(Array.prototype.map.call(el.labels, readText).join(' '));
    if (el.tagName === 'INPUT') return norm(el.value || el.getAttribute('placeholder'));
    return norm(readText(el));
  }
  function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }
  function findIn(root, spec) {
    var found;
    if (spec.testId) found = all(root, '[data-testid="' + spec.testId + '"]');
    else if (spec.label) found = all(root, FIELDS).filter(function (el) { return matches(spec.label, accessibleName(el)); });
    else if (spec.role) {
      found = all(root, ROLES[spec.role]);
      if (spec.name !== undefined) found = found.filter(function (el) { return matches(spec.name, accessibleName(el)); });
    } else if (spec.text) {
      found = all(root, 'body *').filter(function (el) {
        if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || !matches(spec.text, norm(el.textContent))) return false;
        return !Array.prototype.some.call(el.children, function (c) { return matches(spec.text, norm(c.textContent)); });
      });
    } else found = [];
    return found.filter(visible);
  }
  function find(spec) {
    var roots = [document];
    if (spec.within) roots = findAll(spec.within);
    for (var i = 0; i < roots.length; i++) {
      var hits = findIn(roots[i], spec);
      if (hits.length) return hits[0];
    }
    return null;
  }
  function findAll(spec) {
    var roots = spec.within ? findAll(spec.within) : [document];
    return roots.reduce(function (acc, r) { return acc.concat(findIn(r, spec)); }, []);
  }
  // What a person's press needs before it can land where they aim (Playwright's actionability checks, which the
  // WebDriver click of WebKit and Firefox does not make): the element is enabled, not moving (a dialog's opening
  // transition moves its buttons: a press aimed at where one was lands on the overlay, which closes the dialog), its
  // box the same as at the previous look (a poll earlier: a re-render or a layout shift moves it), and the topmost
  // element at its centre is itself, inside it or its label (not a toast, an overlay or the old page).
  function moving(el) {
    if (!document.getAnimations) return false;
    return document.getAnimations().some(function (a) {
      var target = a.effect && a.effect.target;
      if (a.playState !== 'running' || !target || !(target === el || target.contains(el))) return false;
      return a.effect.getComputedTiming().endTime !== Infinity;
    });
  }
  function receivesPress(el, box) {
    var hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit) return false;
    if (hit === el || el.contains(hit) || hit.contains(el)) return true;
    return !!el.labels && Array.prototype.some.call(el.labels, function (l) { return l.contains(hit); });
  }
  function reveal(spec) {
    var el = find(spec);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    if (el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true' || moving(el)) return null;
    var box = el.getBoundingClientRect();
    var seen = [box.left, box.top, box.width, box.height].join(',');
    var before = el.__smokeBox;
    el.__smokeBox = seen;
    return before === seen && receivesPress(el, box) ? el : null;
  }
  window.__smoke = {
    find: find,
    count: function (spec) { return findAll(spec).length; },
    errors: function () { return errors.slice(); },
    reveal: reveal,
    // Focus for a key to press: on an enabled element only (a grip is disabled until the board's drag layer arrives).
    focus: function (spec) { var el = find(spec); if (!el || el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true') return false; el.focus(); return document.activeElement === el; },
    checked: function (spec) { var el = find(spec); return el ? !!el.checked || el.getAttribute('aria-checked') === 'true' : null; },
    text: function (spec) { var el = find(spec); return el ? norm(el.textContent) : null; },
    value: function (spec) { var el = find(spec); return el ? el.value : null; },
    announced: function (wanted) { return announced.some(function (said) { return matches(wanted, said); }); },
    announcements: function () { return announced.slice(); },
    trail: function () { return trail.slice(); },
    aim: function (spec) { var el = reveal(spec); aimed = el; verdict = null; return el; },
    landed: function () { var v = verdict; aimed = null; verdict = null; return v; },
    page: function () { return norm(document.body ? document.body.innerText : '').slice(0, 600); }
  };
  return window.__smoke;
})()`;

/** An expression (evaluated in the page) that installs the helpers if needed and calls one of them. */
export function inPage(
  call: 'find' | 'reveal' | 'aim' | 'count' | 'text' | 'value' | 'focus' | 'checked',
  spec: Spec,
): string;
export function inPage(call: 'announced', text: string): string;
export function inPage(call: 'errors' | 'page' | 'announcements' | 'trail' | 'landed'): string;
export function inPage(call: string, spec?: Spec | string): string {
  return `${SOURCE.trim()}.${call}(${spec === undefined ? '' : JSON.stringify(spec)})`;
}
