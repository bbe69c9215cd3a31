(function () {
'use strict';
var statuses = ['mismatch', 'missing', 'error', 'match'];
var doc = document, body = doc.body;
function all(selector, root) { return Array.prototype.slice.call((root || doc).querySelectorAll(selector)); }
var filters = all('.filter');
var problems = all('#problems .entry');
var matchSection = doc.getElementById('matches');
var matchList = matchSection ? all('li', matchSection) : [];
var empty = doc.querySelector('#problems .empty');
var position = doc.querySelector('.position');
var zoom = doc.getElementById('zoom'), keys = doc.getElementById('keys');
var current = null;

// Filters: the statuses shown, from and to `#filter=a,b` (no hash: everything).
function fromHash() {
  var found = /(?:^#|&)filter=([^&]*)/.exec(location.hash);
  if (!found) return statuses.slice();
  var text = found[1];
  try { text = decodeURIComponent(text); } catch (e) { /* a malformed escape: read it as written */ }
  return text.split(',').filter(function (s) { return statuses.indexOf(s) >= 0; });
}
function toHash(list) {
  var hash = list.length === statuses.length ? '' : '#filter=' + list.join(',');
  try { history.replaceState(null, '', hash || location.pathname + location.search); }
  catch (e) { location.hash = hash; }
}
function shownStatuses() {
  return filters.filter(function (b) { return b.getAttribute('aria-pressed') === 'true'; })
    .map(function (b) { return b.getAttribute('data-status'); });
}
function apply(list) {
  filters.forEach(function (b) {
    b.setAttribute('aria-pressed', String(list.indexOf(b.getAttribute('data-status')) >= 0));
  });
  var shown = 0;
  problems.forEach(function (entry) {
    entry.hidden = list.indexOf(entry.getAttribute('data-status')) < 0;
    if (!entry.hidden) shown += 1;
  });
  if (matchSection) {
    matchSection.hidden = list.indexOf('match') < 0;
    if (!matchSection.hidden) shown += matchList.length;
    // Only matches asked for: show them rather than a closed list.
    if (list.length === 1 && list[0] === 'match') matchSection.querySelector('details').open = true;
  }
  // A card of variants shows while one of its entries does.
  all('#problems .group').forEach(function (card) {
    card.hidden = all('.entry', card).every(function (entry) { return entry.hidden; });
  });
  if (empty) empty.hidden = shown > 0;
  body.setAttribute('data-shown', String(shown));
  if (current && navigable().indexOf(current) < 0) setCurrent(null);
  else updatePosition();
}
filters.forEach(function (button) {
  button.addEventListener('click', function () {
    button.setAttribute('aria-pressed', String(button.getAttribute('aria-pressed') !== 'true'));
    var list = shownStatuses();
    apply(list);
    toHash(list);
  });
});
window.addEventListener('hashchange', function () { apply(fromHash()); });

// 12345 → 12,345, as the page's own numbers are written.
function group(number) { return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ','); }

// Navigation: visible problems, then the matches when they are shown.
function navigable() {
  var list = problems.filter(function (entry) { return !entry.hidden; });
  if (matchSection && !matchSection.hidden) list = list.concat(matchList);
  return list;
}
function updatePosition() {
  var list = navigable();
  var index = current ? list.indexOf(current) : -1;
  position.textContent = index >= 0 ? group(index + 1) + ' of ' + group(list.length)
    : group(list.length) + ' shown · j/k to move, ? for keys';
}
// Keys scroll the new entry into view; a click (`scroll` false) leaves the page where the reader has it.
function setCurrent(element, scroll) {
  if (current) { current.classList.remove('current'); current.removeAttribute('aria-current'); }
  current = element;
  if (element) {
    element.classList.add('current');
    element.setAttribute('aria-current', 'true');
    var details = element.closest('details');
    if (details) details.open = true;
    if (scroll !== false) element.scrollIntoView({ block: element.tagName === 'LI' ? 'center' : 'start' });
    if (element.tagName === 'ARTICLE') element.focus({ preventScroll: true });
  }
  updatePosition();
}
function move(step) {
  var list = navigable();
  if (!list.length) return;
  var index = list.indexOf(current);
  index = index < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, index + step));
  setCurrent(list[index]);
}
// Small multiples: each thumbnail shows its entry's diff (else its render), copied from the entry's image so
// the data is in the page once; a click moves to the entry without touching the filters in the address.
all('img[data-thumb]').forEach(function (img) {
  var entry = doc.getElementById(img.getAttribute('data-thumb'));
  var shot = entry && (entry.querySelector('.shot[data-role=diff]') || entry.querySelector('.shot[data-role=actual]'));
  if (shot) img.src = shot.getAttribute('src'); else img.remove();
});
all('a[data-goto]').forEach(function (link) {
  link.addEventListener('click', function (event) {
    var entry = doc.getElementById(link.getAttribute('data-goto'));
    if (!entry || entry.hidden) return;
    event.preventDefault();
    var pictures = entry.querySelector('details.pictures');
    if (pictures) pictures.open = true;
    setCurrent(entry);
  });
});
problems.forEach(function (entry) {
  entry.addEventListener('click', function () { if (current !== entry) setCurrent(entry, false); });
});

// Views: side by side, wipe (actual over expected, clipped at the slider) and onion skin (its opacity).
var views = ['side', 'wipe', 'onion'];
function update(entry) {
  var range = entry.querySelector('.slider input'), layer = entry.querySelector('.layer');
  var handle = entry.querySelector('.handle'), value = Number(range.value);
  var wipe = entry.getAttribute('data-view') === 'wipe';
  layer.style.clipPath = wipe ? 'inset(0 ' + (100 - value) + '% 0 0)' : 'none';
  layer.style.opacity = wipe ? '1' : String(value / 100);
  handle.style.left = value + '%';
}
function setView(entry, view) {
  var overlay = entry.querySelector('.overlay');
  if (!overlay) return;
  if (view !== 'side') {
    var under = entry.querySelector('.under'), over = entry.querySelector('.over');
    // Filled on first use, so each image's data is in the page once.
    if (!under.getAttribute('src')) {
      under.src = entry.querySelector('.shot[data-role=expected]').getAttribute('src');
      over.src = entry.querySelector('.shot[data-role=actual]').getAttribute('src');
    }
  }
  entry.classList.remove('wipe', 'onion');
  if (view !== 'side') entry.classList.add(view);
  entry.setAttribute('data-view', view);
  overlay.hidden = view === 'side';
  all('.views button', entry).forEach(function (b) {
    b.setAttribute('aria-pressed', String(b.getAttribute('data-view') === view));
  });
  if (view !== 'side') update(entry);
}
problems.forEach(function (entry) {
  var range = entry.querySelector('.slider input');
  if (!range) return;
  all('.views button', entry).forEach(function (b) {
    b.addEventListener('click', function () { setView(entry, b.getAttribute('data-view')); });
  });
  range.addEventListener('input', function () { update(entry); });
  // Dragging across the images moves the wipe: the swipe on a phone.
  var stack = entry.querySelector('.stack'), dragging = false;
  function follow(event) {
    var box = stack.getBoundingClientRect();
    range.value = String(Math.round(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * 100));
    update(entry);
  }
  stack.addEventListener('pointerdown', function (event) {
    dragging = true;
    if (stack.setPointerCapture) stack.setPointerCapture(event.pointerId);
    follow(event);
  });
  stack.addEventListener('pointermove', function (event) { if (dragging) follow(event); });
  stack.addEventListener('pointerup', function () { dragging = false; });
  stack.addEventListener('pointercancel', function () { dragging = false; });
});

// The 100 % viewer: one image pixel per CSS pixel, scrollable.
// It opens on the entry's changed pixels (`data-bounds`), which a tall screenshot would otherwise hide.
function openZoom(source, entry) {
  var image = zoom.querySelector('img');
  image.src = source;
  zoom.hidden = false;
  zoom.scrollTop = 0; zoom.scrollLeft = 0;
  var bounds = entry && entry.getAttribute('data-bounds');
  if (!bounds) return;
  var box = bounds.split(',').map(Number);
  function center() {
    zoom.scrollLeft = image.offsetLeft + box[0] + box[2] / 2 - zoom.clientWidth / 2;
    zoom.scrollTop = image.offsetTop + box[1] + box[3] / 2 - zoom.clientHeight / 2;
  }
  if (image.complete && image.naturalWidth) center(); else image.addEventListener('load', center, { once: true });
}
all('.shot').forEach(function (image) {
  image.addEventListener('click', function (event) {
    event.stopPropagation();
    openZoom(image.getAttribute('src'), image.closest('article'));
  });
  function mark() { image.setAttribute('data-loaded', image.naturalWidth ? String(image.naturalWidth) : 'error'); }
  // Decoded already (before this script ran), or marked when it loads: lazy ones as they near the screen.
  if (image.complete && image.naturalWidth) mark();
  else { image.addEventListener('load', mark); image.addEventListener('error', mark); }
});
zoom.addEventListener('click', function () { zoom.hidden = true; });
keys.addEventListener('click', function (event) { if (event.target === keys) keys.hidden = true; });
keys.querySelector('.close').addEventListener('click', function () { keys.hidden = true; });
doc.querySelector('.help').addEventListener('click', function () { keys.hidden = !keys.hidden; });

doc.addEventListener('keydown', function (event) {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  var tag = event.target && event.target.tagName;
  // A focused slider keeps its arrows; text fields keep every key.
  if (tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && event.target.type !== 'range')) return;
  if (tag === 'INPUT' && event.key.indexOf('Arrow') === 0) return;
  var key = event.key, handled = true;
  if (key === 'Escape') {
    if (!zoom.hidden) zoom.hidden = true; else if (!keys.hidden) keys.hidden = true; else handled = false;
  } else if (key === '?') {
    keys.hidden = !keys.hidden;
  } else if (!zoom.hidden || !keys.hidden) {
    handled = false;
  } else if (key === 'j' || key === 'ArrowDown') {
    move(1);
  } else if (key === 'k' || key === 'ArrowUp') {
    move(-1);
  } else if (key === 'v' || key === '[' || key === ']' || key === 'z') {
    if (!current || current.tagName !== 'ARTICLE') move(0);
    if (current && current.tagName === 'ARTICLE') {
      var range = current.querySelector('.slider input');
      if (key === 'v' && range) {
        var view = current.getAttribute('data-view') || 'side';
        setView(current, views[(views.indexOf(view) + 1) % views.length]);
      } else if (key !== 'z' && range && (current.getAttribute('data-view') || 'side') !== 'side') {
        range.value = String(Number(range.value) + (key === ']' ? 10 : -10));
        update(current);
      } else if (key === 'z') {
        var shot = current.querySelector('.shot[data-role=diff]')
          || current.querySelector('.shot[data-role=actual]');
        if (shot) openZoom(shot.getAttribute('src'), current);
      }
    }
  } else if (key >= '1' && key <= '4') {
    filters[Number(key) - 1].click();
  } else {
    handled = false;
  }
  if (handled) event.preventDefault();
});

apply(fromHash());
body.setAttribute('data-ready', 'true');
})();
