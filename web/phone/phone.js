// The phone page (docs/phones.md): one seat's secret, shown only while "Hold to see" is held.
// Plain JS, no build step. Every text from the tablet goes in with textContent, never as HTML.
'use strict';
(function () {
  const STORE_SEAT = 'heist.seat';     // SEAT.HANDLE.KEY.TABLET, from the code's fragment
  const STORE_DEVICE = 'heist.device'; // this phone's secret key (X25519): 32 bytes, base64url
  const lastKey = (handle) => 'heist.n.' + handle;      // last down/answer counter accepted
  const upKey = (handle) => 'heist.up.' + handle;       // last up counter sent
  const sheetKey = (handle) => 'heist.sheet.' + handle; // the deduction sheet: marks and notes
  const HOLD_MS = 5000;
  const PING_MS = 20000;
  const RETRY_FIRST_MS = 1000;
  const RETRY_MAX_MS = 15000;
  const RETRY_REFUSED_MS = 5000;
  // Every box is padded to one size per kind (docs/phones.md, "Padding"); `up` to welcome's `pad`.
  const PAD = { claim: 256, up: 1024, down: 8192, answer: 1024 };
  const PROOF_LABEL = 'heist-table claim v2';
  // What each refusal says, and whether the page tries again by itself, on a tap, or never.
  // Every word the page shows comes through t() (entry.js): the tablet's language, sent with
  // the public view; English until it arrives.
  const t = window.HeistWords.t;
  const REFUSALS = {
    old_code: { text: () => t('This code was replaced. Ask the tablet for a new one.'), retry: 'never' },
    wrong_key: { text: () => t('This code does not match its seat. Scan your seat\u2019s code on the tablet again.'), retry: 'never' },
    other_device: { text: () => t('This seat is already open on another phone. The tablet asks the table which phone keeps it.'), retry: 'button' },
    off: { text: () => t('Phones are off on the tablet. This page tries again by itself.'), retry: 'auto' },
    full: { text: () => t('The tablet has too many phones connected. This page tries again by itself.'), retry: 'auto' },
    replayed: { text: () => t('The tablet refused an entry from this phone as out of order. Tap to try again.'), retry: 'button' },
    bad_message: { text: () => t('The tablet could not read this page\u2019s message. Tap to try again.'), retry: 'button' },
  };
  const MARKS = [
    { text: '', label: () => t('blank'), cls: '' },
    { text: '\u2713', label: () => t('tick'), cls: 'tick' },
    { text: '\u2717', label: () => t('cross'), cls: 'cross' },
  ];

  const $ = (id) => document.getElementById(id);
  const el = {
    game: $('game'), name: $('name'), link: $('link'), problem: $('problem'),
    problemText: $('problem-text'), retry: $('retry'), pub: $('public'), status: $('status'),
    publicLines: $('public-lines'), secret: $('secret'), secretTitle: $('secret-title'),
    secretLines: $('secret-lines'), entry: $('entry'), sheet: $('sheet'),
    sheetGrid: $('sheet-grid'), sheetNotes: $('sheet-notes'), sheetToggle: $('sheet-toggle'),
    hold: $('hold'), view: $('view'),
  };
  const holdLabel = el.hold.querySelector('.hold-label');
  const utf8 = new TextEncoder();
  const utf8Decoder = new TextDecoder();

  // ---- Storage (a private window may refuse it: the page still works for this visit). ----
  function load(key) {
    try { return window.localStorage.getItem(key); } catch (e) { return null; }
  }
  function save(key, value) {
    try { window.localStorage.setItem(key, value); } catch (e) { /* kept for this visit only */ }
  }
  function forget(key) {
    try { window.localStorage.removeItem(key); } catch (e) { /* nothing kept */ }
  }

  // ---- Bytes, keys and boxes. ----
  function b64urlEncode(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function b64urlDecode(text) {
    if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*$/.test(text)) return null;
    let s = text.replace(/-/g, '+').replace(/_/g, '/');
    while (s.length % 4) s += '=';
    try {
      const bin = atob(s);
      const out = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
      return out;
    } catch (e) {
      return null;
    }
  }
  function join(...parts) {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
    return out;
  }
  // ISO/IEC 7816-4 (sodium_pad): 0x80, then 0x00s, to the next multiple of `size`.
  function pad(bytes, size) {
    const out = new Uint8Array((Math.floor(bytes.length / size) + 1) * size);
    out.set(bytes);
    out[bytes.length] = 0x80;
    return out;
  }
  // The plaintext, or null when the length is not a multiple of `size` or the padding is wrong.
  function unpad(bytes, size) {
    if (!bytes.length || bytes.length % size) return null;
    for (let i = bytes.length - 1; i >= bytes.length - size; i--) {
      if (bytes[i] === 0x80) return bytes.subarray(0, i);
      if (bytes[i] !== 0) return null;
    }
    return null;
  }
  // A box: base64url(nonce || nacl.box.after(padded JSON, nonce, shared)).
  function seal(key, value, size) {
    const nonce = nacl.randomBytes(nacl.box.nonceLength);
    return b64urlEncode(join(nonce, nacl.box.after(pad(utf8.encode(JSON.stringify(value)), size), nonce, key)));
  }
  // The object a box holds, or null: a box that does not open with this tablet's key (another
  // tablet's, or forged), is not padded to `size`, or does not hold a JSON object.
  function unseal(key, text, size) {
    const raw = b64urlDecode(text);
    const n = nacl.box.nonceLength;
    if (!raw || raw.length < n + nacl.box.overheadLength) return null;
    const opened = nacl.box.open.after(raw.subarray(n), raw.subarray(0, n), key);
    const plain = opened && unpad(opened, size);
    if (!plain) return null;
    try {
      const value = JSON.parse(utf8Decoder.decode(plain));
      return value && typeof value === 'object' && !Array.isArray(value) ? value : null;
    } catch (e) {
      return null;
    }
  }

  // ---- The seat: from the code's fragment once, then from storage. ----
  function parseSeat(text) {
    const m = /^(\d{1,3})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(text || '');
    if (!m) return null;
    const key = b64urlDecode(m[3]), tablet = b64urlDecode(m[4]);
    if (!key || key.length !== 32 || !tablet || tablet.length !== 32) return null;
    return { text: text, seat: Number(m[1]), handle: m[2], key: key, tablet: tablet };
  }
  // Reads the fragment, keeps it, and takes it out of the address bar. Returns the seat, or
  // null with `unreadable` set when the fragment, or else the kept code, is not a seat's code
  // (a code of an older page: SEAT.HANDLE.KEY).
  let unreadable = false;
  function takeSeat() {
    const fragment = window.location.hash.replace(/^#/, '');
    unreadable = false;
    if (fragment) {
      const scanned = parseSeat(fragment);
      if (scanned) save(STORE_SEAT, scanned.text);
      else unreadable = true;
      history.replaceState(null, '', '/p');
      return scanned;
    }
    const kept = load(STORE_SEAT);
    const seat = parseSeat(kept);
    if (!seat && kept) {
      unreadable = true;
      forget(STORE_SEAT);
    }
    return seat;
  }
  // This phone's key pair, made once and kept (its secret key) for every later code.
  let device = null;
  function devicePair() {
    if (device) return device;
    const kept = b64urlDecode(load(STORE_DEVICE));
    if (kept && kept.length === nacl.box.secretKeyLength) return (device = nacl.box.keyPair.fromSecretKey(kept));
    device = nacl.box.keyPair(); // a first claim (or an older page's 16-byte id): a new pair
    save(STORE_DEVICE, b64urlEncode(device.secretKey));
    return device;
  }
  // The claim: the phone's public key, and a box (to TABLET, from this phone) holding the
  // challenge and the proof of the seat key: SHA-512(label || key || challenge || device), 32 bytes.
  function sendClaim(challengeText) {
    const challenge = typeof challengeText === 'string' && b64urlDecode(challengeText);
    if (!challenge || challenge.length !== 32) return; // not a challenge: no claim
    const pair = devicePair();
    if (!shared) shared = nacl.box.before(seat.tablet, pair.secretKey);
    const proof = nacl.hash(join(utf8.encode(PROOF_LABEL), seat.key, challenge, pair.publicKey)).slice(0, 32);
    send({ t: 'claim', device: b64urlEncode(pair.publicKey),
           box: seal(shared, { challenge: challengeText, proof: b64urlEncode(proof) }, PAD.claim) });
  }

  // ---- Connection state. ----
  let seat = null;
  let shared = null;       // nacl.box.before(TABLET, this phone's secret key): every box both ways
  let upPad = PAD.up;      // welcome's `pad`
  let ws = null;
  let welcomed = false;
  let stopped = false;     // refused for good (old code, wrong key): a new scan is needed
  let retryMs = RETRY_FIRST_MS;
  let retryTimer = 0;
  let pingTimer = 0;
  let phoneView = null;    // this seat's phone view: in memory only, never stored

  // The texts shown now, as functions, so that they are said again when the words change.
  let linkText = () => t('Connecting to the tablet\u2026');
  let problemText = null;
  let nameText = () => t('Your seat');
  function setLink(text, on) {
    linkText = text;
    el.link.textContent = text();
    el.link.classList.toggle('on', !!on);
  }
  function showProblem(text, retryButton) {
    problemText = text;
    el.problemText.textContent = text();
    el.retry.hidden = !retryButton;
    el.problem.hidden = false;
  }
  function clearProblem() {
    problemText = null;
    el.problem.hidden = true;
    el.problemText.textContent = '';
  }
  // The page's fixed texts (index.html's data-t) and those shown now, in the current words.
  function sayAgain() {
    for (const n of document.querySelectorAll('[data-t]')) n.textContent = t(n.dataset.t);
    el.link.textContent = linkText();
    if (problemText) el.problemText.textContent = problemText();
    el.name.textContent = nameText();
    holdLabel.textContent = held ? t('Release to hide') : t('Hold to see');
    el.sheetToggle.textContent = el.sheet.hidden ? t('Open my sheet') : t('Close my sheet');
    sheetShape = '';
    renderSheet(phoneView && phoneView.sheet ? phoneView.sheet : null);
    entryForms.redraw();
  }
  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
  }

  function start() {
    if (ws) { const old = ws; ws = null; old.close(); }
    clearTimeout(retryTimer);
    retryTimer = 0;
    stopped = false;
    welcomed = false;
    phoneView = null;
    onPhoneView();
    seat = takeSeat();
    if (!seat) {
      stopped = true;
      setLink(() => t('Not connected'), false);
      el.view.hidden = true;
      el.hold.hidden = true;
      showProblem(unreadable ? () => t('This code cannot be read. Scan your seat\u2019s code on the tablet again.')
                             : () => t('Scan your seat\u2019s code on the tablet to open your seat here.'), false);
      return;
    }
    shared = null; // made at the claim, with this code's TABLET
    clearProblem();
    const number = seat.seat + 1;
    nameText = () => t('Seat {n}', { n: number });
    el.name.textContent = nameText();
    retryMs = RETRY_FIRST_MS;
    connect();
  }

  function connect() {
    if (stopped || !seat || ws) return;
    clearTimeout(retryTimer);
    retryTimer = 0;
    setLink(welcomed ? () => t('Reconnecting\u2026') : () => t('Connecting to the tablet\u2026'), false);
    let sock;
    try {
      sock = new WebSocket((window.location.protocol === 'https:' ? 'wss://' : 'ws://') +
                           window.location.host + '/ws');
    } catch (e) {
      scheduleRetry();
      return;
    }
    ws = sock;
    sock.onopen = () => {
      if (ws !== sock) return;
      send({ t: 'hello', seat: seat.seat, handle: seat.handle });
    };
    sock.onmessage = (event) => { if (ws === sock) receive(event.data); };
    sock.onclose = () => { if (ws === sock) dropped(); };
  }
  function dropped() {
    ws = null;
    welcomed = false;
    clearInterval(pingTimer);
    hideSecret();
    if (stopped) return;
    setLink(() => t('Connection lost. Reconnecting\u2026'), false);
    scheduleRetry();
  }
  function scheduleRetry() {
    if (retryTimer || stopped) return;
    const wait = retryMs * (0.75 + Math.random() * 0.5);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    retryTimer = setTimeout(() => { retryTimer = 0; connect(); }, wait);
  }
  function reconnectNow() {
    if (stopped || ws || !seat) return;
    retryMs = RETRY_FIRST_MS;
    connect();
  }

  function receive(data) {
    let msg;
    try { msg = JSON.parse(data); } catch (e) { return; }
    if (!msg || typeof msg !== 'object') return;
    switch (msg.t) {
      case 'challenge':
        sendClaim(msg.challenge);
        break;
      case 'welcome':
        if (!shared) break; // only after this page's claim
        welcomed = true;
        upPad = Number.isSafeInteger(msg.pad) && msg.pad > 0 && msg.pad <= 2048 ? msg.pad : PAD.up;
        clearInterval(pingTimer); // pings only once welcomed
        pingTimer = setInterval(() => send({ t: 'ping' }), PING_MS);
        retryMs = RETRY_FIRST_MS;
        clearProblem();
        el.view.hidden = false;
        el.hold.hidden = false;
        if (typeof msg.name === 'string' && msg.name) {
          const shownName = msg.name;
          nameText = () => shownName;
          el.name.textContent = shownName;
        }
        if (typeof msg.game === 'string' && msg.game) el.game.textContent = msg.game;
        if (Number.isSafeInteger(msg.up) && msg.up > (Number(load(upKey(seat.handle))) || 0)) {
          save(upKey(seat.handle), String(msg.up));
        }
        setLink(() => t('Connected to the tablet'), true);
        el.hold.disabled = false;
        break;
      case 'public':
        renderPublic(msg.view);
        break;
      case 'down': {
        const body = openCounted(msg.box, PAD.down);
        if (body && body.view && typeof body.view === 'object' && !Array.isArray(body.view)) {
          phoneView = body.view;
          onPhoneView();
        }
        break;
      }
      case 'answer': {
        const body = openCounted(msg.box, PAD.answer);
        if (body) entryAnswered(body);
        break;
      }
      case 'refused':
        refused(msg.why);
        break;
      default:
        break; // pong, or something newer than this page
    }
  }
  // Opens a down or answer box; refuses one whose counter is not above the last accepted.
  function openCounted(box, size) {
    if (!welcomed || !shared) return null;
    const body = unseal(shared, box, size);
    if (!body || !Number.isSafeInteger(body.n)) return null;
    const stored = load(lastKey(seat.handle));
    if (stored !== null && !(body.n > Number(stored))) return null;
    save(lastKey(seat.handle), String(body.n));
    return body;
  }
  function refused(why) {
    const what = REFUSALS[why] || REFUSALS.bad_message;
    phoneView = null;
    onPhoneView();
    el.hold.disabled = true;
    showProblem(what.text, what.retry === 'button');
    if (what.retry === 'never' || what.retry === 'button') {
      stopped = true;
      setLink(() => t('Not connected'), false);
      renderPublic({ game: '', status: '', lines: [] });
      el.view.hidden = true;
      el.hold.hidden = true;
    } else {
      retryMs = Math.max(retryMs, RETRY_REFUSED_MS);
    }
    // The tablet closes the link next; dropped() then waits or tries again.
  }

  // ---- What shows. ----
  function renderPublic(view) {
    if (!view || typeof view !== 'object') return;
    // The tablet's words come with its public view (again when its language changes).
    if (view.words && typeof view.words === 'object' && !Array.isArray(view.words) &&
        window.HeistWords.set(view.words, typeof view.lang === 'string' ? view.lang : '')) {
      sayAgain();
    }
    if (typeof view.game === 'string' && view.game) el.game.textContent = view.game;
    el.status.textContent = typeof view.status === 'string' ? view.status : '';
    el.publicLines.replaceChildren();
    if (Array.isArray(view.lines)) {
      for (const line of view.lines) {
        if (typeof line !== 'string') continue;
        const li = document.createElement('li');
        li.textContent = line;
        el.publicLines.append(li);
      }
    }
  }

  let held = false;
  let holdTimer = 0;
  // The secret is put in the page only while held, and taken out again when hidden.
  function showSecret() {
    const view = phoneView;
    el.secretTitle.textContent = view && typeof view.title === 'string' ? view.title : t('Nothing to see yet');
    el.secretLines.replaceChildren();
    if (view && Array.isArray(view.lines)) {
      for (const line of view.lines) {
        if (!line || typeof line !== 'object') continue;
        const dt = document.createElement('dt');
        dt.textContent = typeof line.label === 'string' ? line.label : '';
        const dd = document.createElement('dd');
        dd.textContent = typeof line.text === 'string' ? line.text : '';
        el.secretLines.append(dt, dd);
      }
    }
    el.secret.hidden = false;
    el.pub.hidden = true;
    el.hold.classList.add('held');
    document.body.classList.add('held');
    holdLabel.textContent = t('Release to hide');
  }
  function hideSecret() {
    held = false;
    clearTimeout(holdTimer);
    holdTimer = 0;
    el.secretTitle.textContent = '';
    el.secretLines.replaceChildren();
    el.secret.hidden = true;
    el.pub.hidden = false;
    el.hold.classList.remove('held');
    document.body.classList.remove('held');
    holdLabel.textContent = t('Hold to see');
  }
  function startHold() {
    if (held || el.hold.disabled) return;
    held = true;
    showSecret();
    holdTimer = setTimeout(hideSecret, HOLD_MS);
  }
  function onPhoneView() {
    if (held) showSecret();
    renderEntry(phoneView && phoneView.entry ? phoneView.entry : null);
    renderSheet(phoneView && phoneView.sheet ? phoneView.sheet : null);
  }

  el.hold.addEventListener('pointerdown', (event) => {
    if (event.button > 0) return;
    event.preventDefault();
    try { el.hold.setPointerCapture(event.pointerId); } catch (e) { /* not captured: up still ends it */ }
    startHold();
  });
  for (const type of ['pointerup', 'pointercancel', 'lostpointercapture']) {
    el.hold.addEventListener(type, hideSecret);
  }
  el.hold.addEventListener('contextmenu', (event) => event.preventDefault());
  el.hold.addEventListener('keydown', (event) => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      startHold();
    }
  });
  el.hold.addEventListener('keyup', hideSecret);
  el.hold.addEventListener('blur', hideSecret);

  function pageHidden() {
    hideSecret();
    closeSheet();
    entryForms.close();
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') reconnectNow();
    else pageHidden();
  });
  window.addEventListener('pagehide', pageHidden);
  window.addEventListener('blur', hideSecret);
  window.addEventListener('pageshow', reconnectNow);
  window.addEventListener('online', reconnectNow);
  window.addEventListener('hashchange', start); // a new code scanned while the page is open
  el.retry.addEventListener('click', () => {
    stopped = false;
    clearProblem();
    reconnectNow();
  });

  // ---- Private entries: the forms are in entry.js (docs/phones.md, "Entries made on phones"). ----
  // Opening a form closes the sheet: one private thing open at a time.
  const entryForms = window.HeistEntry.create(el.entry, sendEntry, () => closeSheet());
  function renderEntry(entry) {
    entryForms.render(entry);
  }
  function sendEntry(intent) {
    if (!welcomed || !seat) return false;
    const n = (Number(load(upKey(seat.handle))) || 0) + 1;
    save(upKey(seat.handle), String(n));
    send({ t: 'up', box: seal(shared, { n: n, intent: intent }, upPad) });
    return true;
  }
  function entryAnswered(answer) {
    entryForms.answered(answer);
  }

  // ---- The deduction sheet (Suspicion): kept on this phone only, never sent. ----
  let sheetShape = '';
  function sheetData() {
    try {
      const data = JSON.parse(load(sheetKey(seat.handle)) || '{}');
      return {
        marks: data && typeof data.marks === 'object' && data.marks ? data.marks : {},
        notes: data && typeof data.notes === 'string' ? data.notes : '',
      };
    } catch (e) {
      return { marks: {}, notes: '' };
    }
  }
  function saveSheet(data) {
    save(sheetKey(seat.handle), JSON.stringify(data));
  }
  const names = (list) => (Array.isArray(list) ? list.filter((x) => typeof x === 'string') : []);
  function renderSheet(sheet) {
    const opponents = sheet ? names(sheet.opponents) : [];
    const guests = sheet ? names(sheet.guests) : [];
    const usable = opponents.length > 0 && guests.length > 0;
    el.sheetToggle.hidden = !usable;
    if (!usable) {
      sheetShape = '';
      closeSheet();
      return;
    }
    const shape = JSON.stringify([opponents, guests]);
    if (shape === sheetShape) return; // drawn already: keep the focus and the scroll
    sheetShape = shape;
    const data = sheetData();
    el.sheetGrid.replaceChildren();
    const head = document.createElement('tr');
    head.append(document.createElement('th'));
    for (const opponent of opponents) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = opponent;
      head.append(th);
    }
    el.sheetGrid.append(head);
    for (const guest of guests) {
      const row = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = guest;
      row.append(th);
      for (const opponent of opponents) {
        const td = document.createElement('td');
        const mark = document.createElement('button');
        mark.type = 'button';
        mark.className = 'mark';
        const id = opponent + '\u0001' + guest;
        drawMark(mark, data.marks[id] | 0, opponent, guest);
        mark.addEventListener('click', () => {
          const now = sheetData();
          const next = ((now.marks[id] | 0) + 1) % MARKS.length;
          if (next) now.marks[id] = next;
          else delete now.marks[id];
          saveSheet(now);
          drawMark(mark, next, opponent, guest);
        });
        td.append(mark);
        row.append(td);
      }
      el.sheetGrid.append(row);
    }
    el.sheetNotes.value = data.notes;
  }
  function drawMark(button, value, opponent, guest) {
    const m = MARKS[value] || MARKS[0];
    button.textContent = m.text;
    button.className = 'mark' + (m.cls ? ' ' + m.cls : '');
    button.setAttribute('aria-label', t('{player}, {guest}: {mark}', { player: opponent, guest: guest, mark: m.label() }));
  }
  function closeSheet() {
    el.sheet.hidden = true;
    document.body.classList.remove('sheet-open');
    el.sheetToggle.textContent = t('Open my sheet');
  }
  el.sheetToggle.addEventListener('click', () => {
    if (el.sheet.hidden) {
      entryForms.close();
      el.sheet.hidden = false;
      document.body.classList.add('sheet-open');
      el.sheetToggle.textContent = t('Close my sheet');
    } else {
      closeSheet();
    }
  });
  el.sheetNotes.addEventListener('input', () => {
    const data = sheetData();
    data.notes = el.sheetNotes.value;
    saveSheet(data);
  });

  hideSecret();
  sayAgain(); // the words kept from an earlier visit, if any
  start();
})();
