/*
 * The only script a page's HTML names. It waits for the first paint of the prerendered markup, then loads
 * the page bundle (named in data-src) to hydrate it. Loading the bundle after the paint keeps its download
 * and parse off the critical path: the borrower reads the page while React arrives.
 */
(function () {
  var boot = document.currentScript;
  var src = boot && boot.getAttribute('data-src');
  if (!src) return;
  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.body.appendChild(script);
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
