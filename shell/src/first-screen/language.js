/* global document, location */
// Inlined after the first screen's markup (the CSP allows it by its hash): a reader who chose
// Bangla sees the first screen in Bangla before any code loads. The build passes the Bangla texts
// of every `data-text` key; the app's language store keeps the choice under the same name.
(function (bangla) {
  var language = null;
  try {
    language = localStorage.getItem('language');
  } catch {
    // private mode: English, as the app then shows
  }
  // A reader who never chose reads a shared link in its sharer's language (?lang=bn), as the app will.
  if (language === null && /[?&]lang=bn(&|$)/.test(location.search)) language = 'bn';
  if (language !== 'bn') return;
  document.documentElement.lang = 'bn';
  document.title = bangla.title;
  var places = [
    ['data-text', null],
    ['data-text-placeholder', 'placeholder'],
    ['data-text-aria-label', 'aria-label'],
  ];
  for (var p = 0; p < places.length; p++) {
    var elements = document.querySelectorAll('[' + places[p][0] + ']');
    for (var i = 0; i < elements.length; i++) {
      var text = bangla.texts[elements[i].getAttribute(places[p][0])];
      if (places[p][1]) elements[i].setAttribute(places[p][1], text);
      else elements[i].textContent = text;
    }
  }
  // eslint-disable-next-line no-undef -- the build writes the texts here
})(BANGLA_TEXTS);
