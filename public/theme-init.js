// Applies the saved theme before first paint (an external file: the CSP allows no inline script).
(function () {
  try {
    var saved = localStorage.getItem('zara.theme');
    var dark =
      saved === 'dark' ||
      ((!saved || saved === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (e) {}
})();
