/*
 * The only script of a static page (ADR 0037): each language is its own prerendered file, named by the
 * page's <link rel="alternate" hreflang>. When `?lang=` asks for another language than this file's, go to
 * that file with the same query and hash. The dev server and the nginx example serve the right file
 * directly, so this only runs behind a server that does not.
 */
(function () {
  var wanted = /[?&]lang=([a-z]+)/.exec(location.search);
  if (!wanted || wanted[1] === document.documentElement.lang) return;
  var link = document.querySelector('link[rel="alternate"][hreflang="' + wanted[1] + '"]');
  if (link) location.replace(link.href.replace(/[?#].*$/, '') + location.search + location.hash);
})();
