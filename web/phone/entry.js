// The private entry forms (docs/phones.md, "Entries made on phones"), one per `form` the engine
// defines (src/engine/PhoneView.hpp, isPhoneForm): a choice per row, and cards chosen. The page
// draws an entry by its form alone and knows no game; an entry without a known form draws
// nothing. Plain JS; every text goes in with textContent. phone.js makes
// one with HeistEntry.create(root, send, onOpen) and feeds it the phone view's `entry` and the
// tablet's answers. The form is not behind "Hold to see" (it needs two hands): it opens on a tap,
// the player covers the phone, and it is taken out of the page when the page is hidden.
'use strict';
// The page's words: t(english, {name: value}) gives the text in the tablet's language.
// The tablet sends its words with the public view (src/phones/PhoneWords.cpp lists every t()
// text of these files; a test checks it); they are kept on the phone for the next visit, and
// a text without a word yet shows in English. "{name}" is filled from args, "{{" is a brace.
window.HeistWords = (function () {
  const STORE_WORDS = 'heist.words';
  let words = {};
  let lang = '';
  try {
    const kept = JSON.parse(window.localStorage.getItem(STORE_WORDS) || '{}');
    if (kept && typeof kept.words === 'object' && kept.words && !Array.isArray(kept.words)) {
      words = kept.words;
      lang = typeof kept.lang === 'string' ? kept.lang : '';
    }
  } catch (e) { /* no words kept: English */ }
  function apply() {
    if (lang && /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(lang)) document.documentElement.lang = lang;
  }
  apply();
  function t(english, args) {
    const said = typeof words[english] === 'string' && words[english] ? words[english] : english;
    return said.replace(/\{\{|\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name) => {
      if (name === undefined) return '{';
      return args && Object.prototype.hasOwnProperty.call(args, name) ? String(args[name]) : whole;
    });
  }
  // New words from the tablet: true when they differ from those in use.
  function set(next, nextLang) {
    const clean = {};
    for (const key of Object.keys(next)) if (typeof next[key] === 'string') clean[key] = next[key];
    if (JSON.stringify(clean) === JSON.stringify(words) && nextLang === lang) return false;
    words = clean;
    lang = nextLang;
    apply();
    try {
      window.localStorage.setItem(STORE_WORDS, JSON.stringify({ lang: lang, words: words }));
    } catch (e) { /* kept for this visit only */ }
    return true;
  }
  return { t: t, set: set };
})();

window.HeistEntry = (function () {
  const t = window.HeistWords.t;
  function node(tag, cls, text) {
    const n = document.createElement(tag);
    if (cls) n.className = cls;
    if (text !== undefined) n.textContent = text;
    return n;
  }
  function button(cls, text, onClick, enabled) {
    const b = node('button', cls, text);
    b.type = 'button';
    b.disabled = enabled === false;
    b.addEventListener('click', onClick);
    return b;
  }
  const str = (x) => (typeof x === 'string' ? x : '');
  const int = (x) => (Number.isSafeInteger(x) ? x : 0);
  const list = (x) => (Array.isArray(x) ? x : []);

  // ---- one_per_row: one option for each row (a seat); an option named for one row only. The entry
  // says every word of its game (hint, each row's question, an option's mark, the confirmation)
  // and the argument the answer goes under; the page has only the form's own words. ----
  function onePerRowForm(entry, picks, send, redraw) {
    const rows = list(entry.rows).filter((o) => o && Number.isSafeInteger(o.seat));
    const options = list(entry.options).filter((g) => g && typeof g.id === 'string');
    const form = node('div', 'entry-form');
    if (str(entry.hint)) form.append(node('p', 'entry-hint', str(entry.hint)));
    const nameOf = (seat) => str((rows.find((o) => o.seat === seat) || {}).name);
    for (const row of rows) {
      const group = node('div', 'entry-group');
      group.setAttribute('role', 'group');
      group.append(node('h3', 'entry-question', str(row.question) || str(row.name)));
      const grid = node('div', 'choices');
      for (const option of options) {
        const chosen = picks.rows[row.seat] === option.id;
        const b = button('choice' + (chosen ? ' chosen' : ''), '', () => {
          // Choosing an option for this row takes it from whichever row had it.
          for (const seat of Object.keys(picks.rows))
            if (picks.rows[seat] === option.id) delete picks.rows[seat];
          picks.rows[row.seat] = option.id;
          picks.confirming = false;
          redraw();
        });
        b.setAttribute('aria-pressed', chosen ? 'true' : 'false');
        b.dataset.option = option.id;
        b.dataset.seat = String(row.seat);
        b.append(node('span', 'choice-name', str(option.name)));
        let mark = str(option.mark);
        for (const seat of Object.keys(picks.rows))
          if (!mark && Number(seat) !== row.seat && picks.rows[seat] === option.id)
            mark = t('named for {name}', { name: nameOf(Number(seat)) });
        if (mark) b.append(node('span', 'choice-mark', mark));
        grid.append(b);
      }
      group.append(grid);
      form.append(group);
    }
    const done = rows.length > 0 && rows.every((o) => picks.rows[o.seat] !== undefined);
    if (!picks.confirming) {
      form.append(button('plain primary', done ? t('Lock in') : str(entry.incomplete) || t('Lock in'), () => {
        picks.confirming = true;
        redraw();
      }, done && !picks.pending));
    } else {
      if (str(entry.confirm)) form.append(node('p', 'entry-hint', str(entry.confirm)));
      const actions = node('div', 'entry-actions');
      actions.append(button('plain', t('Not yet'), () => { picks.confirming = false; redraw(); }),
                 button('plain primary', t('Lock in'), () => {
                   const choices = [];
                   for (let seat = 0; seat < int(entry.seats); seat++)
                     choices.push(picks.rows[seat] === undefined ? null : picks.rows[seat]);
                   picks.confirming = false;
                   const answer = { seat: int(entry.seat) };
                   const key = /^[a-z_]+$/.test(str(entry.answer)) && entry.answer !== 'seat' ? entry.answer : 'choices';
                   answer[key] = choices; // the argument the entry's intent reads
                   send(answer);
                 }, !picks.pending));
      form.append(actions);
    }
    return form;
  }

  // ---- choose_cards: cards entered by suit and rank into a pool, five of them chosen. ----
  function chooseCardsForm(entry, picks, send, redraw) {
    const deck = entry.deck && typeof entry.deck === 'object' ? entry.deck : {};
    const suits = list(deck.suits).filter((s) => s && typeof s.code === 'string');
    const ranks = list(deck.ranks).filter((r) => typeof r === 'string');
    const forced = list(entry.forced).filter(Number.isSafeInteger);
    const handSize = int(entry.handSize);
    const limit = handSize > 0 ? handSize : int(entry.poolLimit);
    const copiesAllowed = entry.mixedDecks === true ? 2 : 1;
    const pool = picks.pool;
    const label = (code) => {
      const suit = suits.find((s) => code.endsWith(s.code));
      return suit ? code.slice(0, code.length - suit.code.length) + str(suit.symbol) : code;
    };
    const isRed = (code) => suits.some((s) => s.red === true && code.endsWith(s.code));
    const isForced = (i) => forced.indexOf(i) >= 0;
    const choosing = pool.length > 5 || forced.length > 0;
    const chosen = choosing ? picks.chosen.filter((i) => i < pool.length) : pool.map((_, i) => i);
    for (const i of forced) if (i < pool.length && chosen.indexOf(i) < 0) chosen.push(i);

    const form = node('div', 'entry-form');
    if (str(entry.hint)) form.append(node('p', 'entry-hint', str(entry.hint))); // the entry's words

    const row = node('div', 'pool');
    pool.forEach((code, i) => {
      const on = chosen.indexOf(i) >= 0;
      const b = button('card' + (isRed(code) ? ' red' : '') + (on && choosing ? ' chosen' : '') +
                       (isForced(i) ? ' forced' : ''), label(code), () => {
        if (!choosing || isForced(i)) return;
        const at = picks.chosen.indexOf(i);
        if (at >= 0) picks.chosen.splice(at, 1);
        else if (chosen.length < 5) picks.chosen.push(i);
        redraw();
      });
      const said = { n: i + 1, card: label(code) };
      b.setAttribute('aria-label', isForced(i) ? (choosing && on ? t('{n}: {card}, must be used, chosen', said)
                                                                 : t('{n}: {card}, must be used', said))
                                               : (choosing && on ? t('{n}: {card}, chosen', said) : t('{n}: {card}', said)));
      row.append(b);
    });
    if (!pool.length) row.append(node('p', 'entry-hint', t('No cards yet.')));
    form.append(row);
    // Totals of five cards or more: the count of cards takes the plural.
    const count = (handSize > 0 ? t('{count} of {total} cards', { count: pool.length, total: handSize })
                                : t('{count} of up to {total} cards', { count: pool.length, total: limit })) +
                  (choosing ? ' \u00b7 ' + t('{n} of 5 chosen (tap them)', { n: chosen.length }) : '');
    form.append(node('p', 'entry-count', count));

    const suitRow = node('div', 'suits');
    for (const s of suits) {
      const on = picks.suit === s.code;
      const b = button('suit' + (s.red === true ? ' red' : '') + (on ? ' chosen' : ''), str(s.symbol), () => {
        picks.suit = s.code;
        redraw();
      });
      b.setAttribute('aria-label', str(s.name));
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
      suitRow.append(b);
    }
    form.append(suitRow);
    const rankGrid = node('div', 'ranks');
    const full = pool.length >= limit;
    for (const r of ranks) {
      const code = r + picks.suit;
      const copies = pool.filter((c) => c === code).length;
      const b = button('rank' + (isRed(code) ? ' red' : '') + (copies ? ' in' : ''), r, () => {
        pool.push(code);
        picks.chosen = picks.chosen.filter((i) => i < pool.length);
        redraw();
      }, !full && copies < copiesAllowed && !picks.pending);
      b.dataset.card = code;
      rankGrid.append(b);
    }
    form.append(rankGrid);
    if (full) form.append(node('p', 'entry-hint', t('All {n} cards are in.', { n: limit })));

    const tools = node('div', 'entry-actions');
    tools.append(button('plain', t('Take back last'), () => {
      pool.pop();
      picks.chosen = picks.chosen.filter((i) => i < pool.length);
      redraw();
    }, pool.length > 0 && !picks.pending), button('plain', t('Clear'), () => {
      pool.length = 0;
      picks.chosen = [];
      redraw();
    }, pool.length > 0 && !picks.pending));
    form.append(tools);

    const whole = handSize > 0 ? pool.length === handSize : pool.length >= 5;
    const sendRow = node('div', 'entry-actions');
    const key = str(entry.poolKey) || 'pool'; // the argument the entry's intent reads the pool from
    sendRow.append(button('plain primary', t('Send these five'), () => {
      if (!choosing) return send({ cards: pool.slice() });
      const args = { cards: chosen.map((i) => pool[i]) };
      args[key] = pool.slice();
      send(args);
    }, whole && chosen.length === 5 && !picks.pending));
    sendRow.append(button('plain', t('Best five'), () => {
      const args = { best: true };
      args[key] = pool.slice();
      send(args);
    }, whole && choosing && !picks.pending));
    form.append(sendRow);
    return form;
  }

  // The forms by the entry's `form`: the engine's vocabulary (PhoneView.hpp), nothing else.
  const FORMS = { one_per_row: onePerRowForm, choose_cards: chooseCardsForm };

  function create(root, sendEntry, onOpen) {
    let entry = null;
    let shape = '';
    let open = false;
    let picks = null;
    let answer = null; // {ok, text}: the tablet's last answer, shown under the form's button
    const fresh = () => ({ rows: {}, confirming: false, pool: [], chosen: [], suit: 'S', pending: false });

    function titles() {
      // The game's own words for its entry, in the tablet's language (src/engine/PhoneView.hpp).
      if (!entry) return null;
      return { ask: entry.ask, open: entry.open };
    }
    function send(args) {
      if (!entry || picks.pending) return;
      if (!sendEntry({ type: entry.intent, args: args })) {
        answer = { ok: false, text: t('Not connected to the tablet. Try again when it is.') };
      } else {
        picks.pending = true;
        answer = { ok: true, text: t('Sent. Waiting for the tablet\u2026') };
      }
      draw();
    }
    function draw() {
      root.replaceChildren();
      const said = titles();
      root.hidden = !said && !answer;
      document.body.classList.toggle('entry-open', open && !!said);
      if (said) {
        root.append(node('p', 'entry-ask', said.ask));
        const toggle = button('plain entry-toggle', open ? t('Close') : said.open, () => {
          open = !open;
          if (open && onOpen) onOpen();
          draw();
        });
        toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
        root.append(toggle);
      }
      if (answer) {
        const a = node('p', 'entry-answer ' + (answer.ok ? 'ok' : 'refused'), answer.text);
        a.setAttribute('role', 'status');
        root.append(a);
      }
      if (said && open) {
        root.append(FORMS[entry.form](entry, picks, send, draw));
      }
    }
    return {
      // The phone view's `entry` (or null). A new entry starts afresh; the same one keeps the picks.
      render(next) {
        const ok = next && typeof next === 'object' && typeof next.intent === 'string' &&
                   typeof next.ask === 'string' && typeof next.open === 'string' &&
                   typeof next.form === 'string' && Object.prototype.hasOwnProperty.call(FORMS, next.form);
        const nextShape = ok ? JSON.stringify(next) : '';
        if (nextShape !== shape) {
          shape = nextShape;
          if (ok) answer = null; // a new entry: an older answer no longer applies
          entry = ok ? next : null;
          picks = fresh();
          if (!entry) open = false;
        } else if (picks) {
          picks.pending = false; // the view again (a reconnect): an entry lost on the way may go again
        }
        draw();
      },
      answered(body) {
        if (typeof body.message !== 'string' || !body.message) return;
        answer = { ok: body.ok === true, text: body.message };
        if (picks) picks.pending = false;
        if (body.ok === true) open = false;
        draw();
        const shown = root.querySelector('.entry-answer');
        if (shown && shown.scrollIntoView) shown.scrollIntoView({ block: 'nearest' });
      },
      // The page was hidden: the form leaves the page (the picks stay in memory).
      close() {
        if (!open) return;
        open = false;
        draw();
      },
      isOpen() { return open; },
      // The words changed: the same form, said again.
      redraw() { draw(); },
    };
  }
  return { create: create };
})();
