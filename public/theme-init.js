// Applies the saved theme before first paint (an external file: the CSP allows no inline script).
// It also follows the system while the choice is 'system', on every screen (the sign-in page has no header).
(function () {
  try {
    var query = matchMedia('(prefers-color-scheme: dark)');
    var apply = function () {
      var saved = localStorage.getItem('zara.theme');
      var dark = saved === 'dark' || ((!saved || saved === 'system') && query.matches);
      document.documentElement.classList.toggle('dark', dark);
    };
    apply();
    query.addEventListener('change', apply);
  } catch (e) {}
})();
