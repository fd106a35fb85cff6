// The server-rendered public pages (job board, job page) load the app after their first paint: the module preloads
// and entry script named on this script's tag are added once a frame has been drawn, so a phone on a slow network
// shows the jobs before it downloads the app (src/server/modules/public-pages/page-body.ts).
(function () {
  var me = document.currentScript;
  var list = function (name) {
    return (me.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var entry = list('data-entry');
  var preload = list('data-preload');
  var load = function () {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
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
  // After the next frame is painted (a task queued from requestAnimationFrame runs after that frame).
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
