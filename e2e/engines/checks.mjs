/**
 * What every engine of the browser floor must do (ADR 0058), written once for all of them against the page
 * interface of scripts/lib/engines.mjs. Taps and typing go through the DOM (`$.tap`, `$.type`), which every
 * engine and driver runs the same way.
 */

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../scripts/lib/paths.mjs';

/** The session params of the checks' own URLs (the page sweep uses scripts/lib/examples.mjs). */
const SESSION = 'sessionId=sess-engine&deviceId=engine-device&gps_adid=engine-adid&appVersion=3.2.0';

/** The embedded backend's state (what was saved, the captchas it drew). */
const state = async (origin) => (await fetch(`${origin}/__mock/state`)).json();

/** Resolves once `check` (run in the page) is truthy; fails with `what` after `timeoutMs`. */
// 20 s: WebKit under a loaded 2-core machine took over 10 s for an SMS round trip (issue 56); a pass is not slower.
export async function until(page, check, what, args = [], timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await page.run(check, ...args);
      if (last) return last;
    } catch (error) {
      last = error.message;
    }
    if (Date.now() > deadline) throw new Error(`${what} (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The page has run its scripts (or needs none), shows content, and nothing is still loading. */
export const shown = ($) => {
  const html = document.documentElement;
  const interactive = !!document.querySelector('script[data-src]');
  return (
    (!interactive || html.hasAttribute('data-loan-ready')) &&
    !html.classList.contains('loan-boot-failed') &&
    !document.querySelector('[aria-busy="true"]') &&
    document.body.innerText.trim().length > 20 &&
    $.visible(document.querySelector('h1, h2, [role="heading"]'))
  );
};

/** A page of the route table at 360x640: its content, no error, nothing wider than the phone. */
export async function pageWorks(page, url) {
  await page.goto(url);
  await until(page, shown, 'the page shows its content');
  const width = await page.run(() => document.documentElement.scrollWidth);
  if (width > 360) throw new Error(`${width} px wide at 360`);
}

/** WCAG contrast of two computed colours: `rgb(…)`, or `color(srgb …)` (0-1 channels) as WebKit writes a mix. */
function contrast(foreground, background) {
  const luminance = (text) =>
    (text.replace(/^color\(srgb/, '').match(/[\d.]+/g) || [])
      .slice(0, 3)
      .map((channel) => (text.startsWith('color(') ? Number(channel) * 255 : Number(channel)))
      .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** A colour that is neither transparent nor the page's white or grey: a tint. */
const tinted = (colour) =>
  !['rgba(0, 0, 0, 0)', 'transparent', 'rgb(255, 255, 255)', 'rgb(245, 246, 248)'].includes(colour);

/**
 * Computed-style probes of what the floor lost before (issue 45): each returns what it measured, and throws
 * when it is wrong.
 */
export const probes = [
  {
    name: 'a status banner has its tint (order due, /badSpark ORD174)',
    url: (origin) => `${origin}/badSpark/?orderId=ORD174&productId=P1001&${SESSION}`,
    async check(page) {
      const colour = await page.run(
        () => getComputedStyle(document.querySelector('.loan-status-banner')).backgroundColor,
      );
      if (!tinted(colour)) throw new Error(`banner background ${colour}`);
      return colour;
    },
  },
  {
    name: 'a type chip has its tint (/complainPageNext)',
    url: (origin) => `${origin}/complainPageNext/?problemType=1&problemSonType=12&orderNo=ORD174&${SESSION}`,
    async check(page) {
      const colour = await until(
        page,
        () => {
          const tag = document.querySelector('.loan-complaint-write__tag');
          return tag && getComputedStyle(tag).backgroundColor;
        },
        'the type chips',
      );
      if (!tinted(colour)) throw new Error(`chip background ${colour}`);
      return colour;
    },
  },
  {
    name: 'the footer text reads on its band: at least 4.5:1 (/)',
    url: (origin) => `${origin}/`,
    async check(page) {
      // Every line of the footer: its lender, address, phone, e-mail, SEC line and copyright.
      const pairs = await page.run(() => {
        const footer = document.querySelector('.loan-site__footer, footer');
        const background = (element) => {
          let band = element;
          while (band && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(band).backgroundColor))
            band = band.parentElement;
          return getComputedStyle(band || document.body).backgroundColor;
        };
        return [...footer.querySelectorAll('*')]
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim()))
          .map((element) => [getComputedStyle(element).color, background(element)]);
      });
      const ratio = Math.min(...pairs.map((pair) => contrast(...pair)));
      if (!(ratio >= 4.5)) throw new Error(`contrast ${ratio.toFixed(2)}:1`);
      return `${ratio.toFixed(1)}:1`;
    },
  },
  {
    name: 'a focused button shows its ring, a focused field its glow (/theyAnd)',
    url: (origin) => `${origin}/theyAnd/?product_id=P1001&${SESSION}`,
    async check(page) {
      // Keyboard focus, as a ring is for: Tab until a button has it.
      let button;
      for (let press = 0; press < 12 && !button; press += 1) {
        await page.tab();
        button = await page.run(() => {
          const focused = document.activeElement;
          if (!focused || !focused.classList.contains('loan-button')) return null;
          const style = getComputedStyle(focused);
          return `${style.outlineStyle} ${style.outlineWidth}`;
        });
      }
      if (!button) throw new Error('Tab never reached a button');
      const field = await page.run(() => {
        const input = document.querySelector('input.loan-input');
        input.focus();
        return getComputedStyle(input).boxShadow;
      });
      const rings = { button, field };
      if (/^none|0px/.test(rings.button)) throw new Error(`focused button outline ${rings.button}`);
      if (rings.field === 'none') throw new Error('focused field has no glow');
      return rings;
    },
  },
  {
    name: 'the chosen term shows its border (/butWhy)',
    url: (origin) => `${origin}/butWhy/?productId=P1001&${SESSION}`,
    async check(page) {
      const borders = await until(
        page,
        () => {
          const terms = [...document.querySelectorAll('.loan-confirm__terms .loan-page__choice')];
          return terms.length > 1 && terms.map((term) => getComputedStyle(term).borderTopColor);
        },
        'the term choices',
      );
      if (borders[0] === borders[1]) throw new Error(`chosen and other term both ${borders[0]}`);
      return borders.slice(0, 2);
    },
  },
  {
    // The engine's own date data writes the month: Chromium 88's ICU must know Filipino, as today's does.
    name: 'Filipino, its dates too (/badSpark ORD174, lang=tl)',
    url: (origin) => `${origin}/badSpark/?orderId=ORD174&productId=P1001&lang=tl&${SESSION}`,
    async check(page) {
      return until(
        page,
        () => {
          const text = document.body.innerText;
          return (
            document.documentElement.lang === 'fil' &&
            document.title === 'Detalye ng order' &&
            /Due sa (Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \d{1,2}, \d{4}/.test(text) &&
            text.match(/Due sa [^\n]+/)[0]
          );
        },
        'the order in Filipino with a Filipino due date',
      );
    },
  },
];

/** The file of a built page folder that holds web-vitals (its layout-shift handling). */
function webVitalsChunk(folder) {
  const dir = path.join(siteDir, folder);
  const file = readdirSync(dir).find((name) => readFileSync(path.join(dir, name), 'utf8').includes('hadRecentInput'));
  if (!file) throw new Error(`no web-vitals chunk in ${folder}`);
  return file;
}

/** The field figures switched on, layout shifts forced: nothing throws (web-vitals and Array.prototype.at). */
export const fieldFigures = {
  name: 'the field figures, on, with layout shifts (/badSpark)',
  config: { telemetry: { endpoint: '/__engine-vitals', sampleRate: 1 } },
  url: (origin) => `${origin}/badSpark/?orderId=ORD174&productId=P1001&${SESSION}`,
  async check(page) {
    await until(page, shown, 'the order');
    // The figures load after the content: wait for the chunk with web-vitals in it before shifting the layout.
    await until(
      page,
      (_, chunk) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/${chunk}`)),
      'the field figures',
      [webVitalsChunk('badSpark')],
    );
    await page.run(async () => {
      for (let shift = 0; shift < 3; shift += 1) {
        const block = document.createElement('div');
        block.style.height = '80px';
        document.body.prepend(block);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      document.dispatchEvent(new Event('visibilitychange'));
      return true;
    });
  },
};

/** The main flows, page after page. */
export const flows = [
  {
    name: 'order → Repay → Pay → the code',
    async run(page, origin) {
      await page.goto(`${origin}/badSpark/?orderId=ORD170&productId=P1001&${SESSION}`);
      await until(page, ($) => $.byText('button', 'Repay now'), 'Repay now');
      await page.run(($) => $.tap($.byText('button', 'Repay now')));
      await until(
        page,
        ($) =>
          location.pathname === '/odiousAnd/' && $.byText('button', /^Pay ₱/) && !$.byText('button', /^Pay ₱/).disabled,
        'the repayment page',
      );
      await page.run(($) => $.tap($.byText('button', /^Pay ₱/)));
      return until(
        page,
        () =>
          location.pathname === '/repaymentOfCode/' &&
          [...document.querySelectorAll('*')]
            .map((e) => e.childElementCount === 0 && e.textContent.trim())
            .find((t) => /^DP\d{10}$/.test(t)),
        'the pay code',
      );
    },
  },
  {
    name: 'complaint: write and Send',
    async run(page, origin) {
      await page.goto(`${origin}/complainPageNext/?problemType=2&orderNo=ORD174&${SESSION}`);
      await until(
        page,
        ($) => {
          const send = $.byText('button', 'Send');
          return send && !send.disabled;
        },
        'Send',
      );
      await page.run(($) => $.type(document.querySelector('textarea'), 'Paid at 7-Eleven, still shows due'));
      await page.run(($) => $.tap($.byText('button', 'Send')));
      // The acknowledgement stays, with the complaint's reference (issue 58).
      return until(
        page,
        ($) => $.byText('.loan-complaint-sent p', /^Your reference: PB\d+/) && 'sent',
        'the acknowledgement with its reference',
      );
    },
  },
  {
    name: 'bind bank: fill and save',
    async run(page, origin) {
      await page.goto(`${origin}/theyAnd/?product_id=P1001&${SESSION}`);
      await until(page, shown, 'the form');
      // A picker is a native <dialog> sheet of radios (SheetSelect).
      const pick = async (label, option) => {
        await page.run(($, name) => $.tap($.byText('[role="combobox"]', name)), label);
        await until(page, () => document.querySelector('dialog[open] input[type="radio"]'), `the ${label} sheet`);
        await page.run(($, wanted) => {
          const options = $.all('dialog[open] label').filter((option) => $.visible(option));
          $.tap(wanted ? options.find((option) => option.textContent.trim() === wanted) : options[0]);
        }, option);
        await until(page, () => !document.querySelector('dialog[open]'), `the ${label} sheet closes`);
      };
      await pick('Bank', 'BPI');
      await page.run(($) => {
        const field = (label) => $.all('input').find((input) => $.name(input).startsWith(label));
        $.type(field('Account name'), 'Juan Dela Cruz');
        $.type(field('Account number'), '1234567890123');
        $.type(field('Date of birth'), '1990-05-17');
        $.type(field('ID number'), '123456789012');
      });
      for (const depth of [1, 2, 3]) await pick(`City of residence ${depth}`);
      const before = (await state(origin)).boundCards.length;
      await page.run(($) => $.tap($.byText('button', 'Next')));
      // Saved, the page closes the webview (in a plain browser: back), so the backend tells.
      for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
        const bound = (await state(origin)).boundCards.slice(before);
        if (bound.some((card) => card.cardNo === '1234567890123')) {
          await until(page, () => location.pathname !== '/theyAnd/', 'the page closes (back, in a plain browser)');
          return 'saved';
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(
        `not saved: ${JSON.stringify(await page.run(($) => $.all('[role="alert"], .loan-field-error').map((e) => e.textContent)))}`,
      );
    },
  },
  {
    name: 'confirmation: the figures first, tick, Next, then Agree',
    async run(page, origin) {
      await page.goto(`${origin}/theMark/?productId=P1001&${SESSION}`);
      await until(page, ($) => $.byText('dd', '₱550.00'), 'the finance charge');
      // Nothing over the figures on arrival, and Next waits for her tick.
      await until(
        page,
        ($) => !document.querySelector('[role="dialog"]') && $.byText('button', /^Confirm and receive/)?.disabled,
        'no popup, and Next waiting',
      );
      // Each tap finds its target in the same evaluation (a re-render between a find and a tap is no failure of hers).
      await until(page, ($) => $.tap(document.querySelector('.loan-agreement__box')), 'the tick');
      await until(
        page,
        ($) => {
          const next = $.byText('button', /^Confirm and receive/);
          return next && !next.disabled && $.tap(next);
        },
        'Next',
      );
      await until(page, ($) => $.tap($.byText('[role="dialog"] button', 'Agree')), 'the agreement');
      return until(
        page,
        () => location.pathname === '/badSpark/' && new URLSearchParams(location.search).get('from'),
        'the order page',
      );
    },
  },
  {
    name: 'promotion: captcha, then the SMS code',
    async run(page, origin) {
      await page.goto(`${origin}/promotion/?id=T100&app_from=pesoloan&user_from=fb&utm_tag=engines`);
      const sid = await until(
        page,
        () => {
          const img = document.querySelector('button img');
          return img && new URL(img.src).searchParams.get('sid');
        },
        'the captcha',
      );
      let captcha;
      const deadline = Date.now() + 20_000;
      while (!captcha && Date.now() < deadline) {
        captcha = (await state(origin)).captchas[sid];
        if (!captcha) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (!captcha) throw new Error(`the backend never recorded captcha ${sid}`);
      await page.run(
        ($, code, phone) => {
          const field = (name) => $.all('input').find((input) => $.name(input).startsWith(name));
          $.type(field('Mobile number'), phone);
          $.type(field('Image captcha'), code);
        },
        captcha,
        `0917${String(Date.now()).slice(-7)}`,
      );
      await page.run(($) => $.tap($.byText('button', 'Get verification code')));
      return until(page, ($) => $.byText('button', /^Resend in \d+/) && 'sent', 'the SMS countdown');
    },
  },
  {
    name: 'complaint rating: 4 stars, Send',
    async run(page, origin) {
      await page.goto(
        `${origin}/complainDetails/?problemId=PB1001&${SESSION.replace('sess-engine', `sess-engine-${Date.now()}`)}`,
      );
      await until(page, ($) => $.byText('[role="radio"]', '4 stars'), 'the rating', [], 15_000);
      await page.run(($) => $.tap($.byText('[role="radio"]', '4 stars')));
      // In the page under the answer it rates (issue 69): Send, then its thanks in place.
      await page.run(($) => $.tap($.byText('.loan-complaint-details__rating button', 'Send')));
      return until(
        page,
        () =>
          /Thank you for your rating/.test(
            document.querySelector('.loan-complaint-details__rating')?.textContent ?? '',
          ) && 'rated',
        'the rating thanks her',
      );
    },
  },
];
