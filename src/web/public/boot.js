// The server-rendered public pages (job board, job page) load the app after their first paint: the module preloads
// and entry script named on this script's tag are added once the first contentful paint is reported, so a phone on a slow network
// shows the jobs before it downloads the app (src/server/modules/public-pages/page-body.ts).
(function () {
  var me = document.currentScript;
  var list = function (name) {
    return (me.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var entry = list('data-entry');
  // The entry's chunks, then the opened page's own chunks and style sheets (the server names them for its address):
  // all fetched side by side, the page's code no longer waiting for the entry to have run.
  var preload = list('data-preload').concat(list('data-page-js'));
  var styles = list('data-page-css');
  var load = function () {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    styles.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    entry.forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      document.head.appendChild(script);
    });
  };
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    load();
  };
  // Once the browser reports the first contentful paint (Paint Timing): the page's content is on screen before any of
  // the app's requests starts, so none of them competes with it on a slow link. (Queued from the first frame instead,
  // they could start before that frame reached the screen: Lighthouse then counted them before the first paint.)
  try {
    var paints = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      paints.disconnect();
      setTimeout(start, 0);
    });
    paints.observe({ type: 'paint', buffered: true });
  } catch {
    // No Paint Timing: the frame below decides.
  }
  // At the latest half a second after the first frame (a browser without Paint Timing, or a page with nothing to paint).
  requestAnimationFrame(function () {
    setTimeout(start, 500);
  });
})();
