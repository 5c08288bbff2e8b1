/*
 * The only script a page's HTML names. It waits for the first paint of the prerendered markup, then loads
 * the page bundle (named in data-src) to hydrate it. Loading the bundle after the paint keeps its download
 * and parse off the critical path: the borrower reads the page while React arrives.
 *
 * It also keeps the borrower from being stuck on a page whose scripts never arrive: when the bundle or one of
 * its chunks fails to load (blocked, cut off) or fails to run, the prerendered fallback shows at once with a
 * Try again link to this very address (CSS shows it after a while anyway, even if this script never ran).
 */
(function () {
  var boot = document.currentScript;
  var src = boot && boot.getAttribute('data-src');
  if (!src) return;
  var root = document.documentElement;
  var fallback = document.getElementById('loan-boot-fallback');
  var folder = location.href.replace(/[?#].*$/, '').replace(/[^/]*$/, '');

  if (fallback) {
    var lang = /[?&]lang=([a-z]+)/.exec(location.search);
    var parts = fallback.querySelectorAll('[data-text-' + (lang ? lang[1] : 'none') + ']');
    for (var i = 0; i < parts.length; i += 1) parts[i].textContent = parts[i].getAttribute('data-text-' + lang[1]);
    var retry = fallback.querySelector('a');
    if (retry) retry.href = location.href;
  }

  keepSessionOnLinks();
  keepEarlyTap();
  // A shell of contract 2 hears once whether this page showed its content or failed: its way back from a bad
  // package (README, "The shell contract"). Here, not in the bundle: a bundle that cannot run cannot say so.
  var tell = tellShell();

  function fail() {
    if (!root.hasAttribute('data-loan-ready')) {
      root.className += ' loan-boot-failed';
      tell('failed');
    }
  }
  // A script of this page that throws before the page is ready (a syntax an old webview cannot parse).
  window.addEventListener('error', function (event) {
    if (event.filename && event.filename.indexOf(folder) === 0) fail();
    // Kept for the field figures (shell/telemetry.ts), which load after the page; they scrub and send them.
    var early = (window.loanEarlyErrors = window.loanEarlyErrors || []);
    if (early.length < 10) early.push(String(event.message || 'error'));
  });

  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    // Fires when the bundle or any module it imports cannot be fetched.
    script.onerror = fail;
    document.body.appendChild(script);
    // Every chunk the bundle needs before its first call (its own imports, its content): fetched alongside it,
    // not one round trip after it.
    var soon = (boot.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < soon.length; i += 1) {
      if (!soon[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = soon[i];
      document.head.appendChild(link);
    }
  }
  // Two frames: the first callback runs before the first paint, the second after it.
  if (window.requestAnimationFrame) {
    requestAnimationFrame(function () {
      requestAnimationFrame(load);
    });
  } else {
    setTimeout(load, 0);
  }
})();

/**
 * `pageState` to a contract-2 shell, once: `ready` when the page marks its content shown (`data-loan-content`, set
 * by content-shown.ts), or `failed`; with the page's path and the package version the shell said it served
 * (`window.loanShell.package.version`). iOS `messageHandlers.pageState`, Android `<bridge>.pageState(json)`.
 */
function tellShell() {
  var shell = window.loanShell;
  var told = !shell || !(shell.contract >= 2);
  function tell(state) {
    if (told) return;
    told = true;
    var message = {
      id: 'page-state',
      payload: { state: state, path: location.pathname, version: (shell.package && shell.package.version) || null },
    };
    try {
      var handlers = window.webkit && window.webkit.messageHandlers;
      var android = window[(window.__LOAN_CONFIG__ && window.__LOAN_CONFIG__.androidBridgeName) || 'AndroidBridge'];
      if (handlers && handlers.pageState) handlers.pageState.postMessage(message);
      else if (android && android.pageState) android.pageState(JSON.stringify(message));
    } catch {
      // A shell without the handler: nothing to tell.
    }
  }
  var root = document.documentElement;
  if (!told && window.MutationObserver) {
    var shown = new MutationObserver(function () {
      if (root.hasAttribute('data-loan-content')) {
        shown.disconnect();
        tell('ready');
      }
    });
    shown.observe(root, { attributes: true, attributeFilter: ['data-loan-content'] });
  }
  return tell;
}

/**
 * A prerendered link to another page (RouteLink, `data-session-link`) gets the page's query, the session and
 * device params, before the page hydrates: a tap in that moment must not open the next page without them. The
 * link's own params win.
 */
function keepSessionOnLinks() {
  if (!location.search || !window.URLSearchParams || !document.querySelectorAll) return;
  var links = document.querySelectorAll('a[data-session-link]');
  var query = new URLSearchParams(location.search);
  for (var i = 0; i < links.length; i += 1) {
    var url = new URL(links[i].getAttribute('href'), location.href);
    query.forEach(function (value, key) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    });
    links[i].setAttribute('href', url.href);
  }
}

/**
 * A page rendered with its data (`#loan-rendered`, ADR 0084) shows its buttons before they can answer: a tap on one
 * before the page has hydrated its content is held, and made again once it has (`data-loan-content`), instead of
 * being lost. Only the last tap, only on a button: links and fields work without the page's scripts.
 */
function keepEarlyTap() {
  var root = document.documentElement;
  if (!document.getElementById('loan-rendered') || !window.MutationObserver) return;
  var held;
  function hold(event) {
    var button = event.target && event.target.closest && event.target.closest('button');
    if (!button || root.hasAttribute('data-loan-content')) return;
    held = button;
    event.preventDefault();
    event.stopPropagation();
  }
  document.addEventListener('click', hold, true);
  var hydrated = new MutationObserver(function () {
    if (!root.hasAttribute('data-loan-content')) return;
    hydrated.disconnect();
    document.removeEventListener('click', hold, true);
    // After React's own listeners are in: the effect that marked the content runs before the frame ends.
    setTimeout(function () {
      if (held && held.isConnected) held.click();
      held = undefined;
    }, 0);
  });
  hydrated.observe(root, { attributes: true, attributeFilter: ['data-loan-content'] });
}
