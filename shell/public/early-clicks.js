// A page the server rendered is shown before its remotes' code has run: a button pressed then would do nothing (a
// link works as a plain link, a disclosure's summary opens it). So such a press is kept, and replayed on the element
// once the remote holding it has taken the page over (its slot loses data-rendered and the window gets
// 'shop:hydrated', shared/src/react/create-remote.tsx). What the shell itself put there and runs already (a remote's
// fallback notice above the server's HTML, data-live) is left alone. Loaded async and render-blocking from the top of <head>: it
// runs before the first frame, so before anything can be pressed, where the browser honours `blocking` (not Firefox,
// which runs it async: shell/rsbuild.config.ts). No dependencies.
(function () {
  var kept = [];
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!(target instanceof Element) || !target.closest('[data-rendered]') || target.closest('a[href], summary, [data-live]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (kept.indexOf(target) < 0) kept.push(target);
    },
    true,
  );
  window.addEventListener('shop:hydrated', function (event) {
    var slot = event.detail;
    kept = kept.filter(function (target) {
      if (!slot.contains(target)) return true;
      // dispatchEvent, not click(): the target may be an icon's SVG, which has no click().
      if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
      return false;
    });
  });
})();
