import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The rules the product is held to: WCAG 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The narrowest phone the product supports: nothing may scroll sideways at this width. */
export const NARROWEST = 320;

/**
 * Until every animation that ends has ended (a toast fading in or out): axe reads colours as they
 * are drawn, and a half-faded text fails contrast. Endless ones (a spinner) are not waited for.
 * Looked at two frames on, so that a toast the last render asked for has started to fade in.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              document
                .getAnimations()
                .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
            ),
          ),
        ),
      ),
  );
}

/** What axe-core finds against WCAG 2.1 A/AA on the screen as it is drawn now. */
async function violationsNow(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** Whether every element named is a toast's, or gone. */
function onlyToasts(page: Page, selectors: string[]): Promise<boolean> {
  return page.evaluate(
    (targets) =>
      targets.every((target) => {
        const element = document.querySelector(target);
        return !element || element.closest('[data-rht-toaster]') !== null;
      }),
    selectors,
  );
}

/** axe-core finds no WCAG 2.1 A/AA violation on the screen as it is now. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await animationsEnded(page);
  let found = await violationsNow(page);
  // A toast whose time ran out while axe read the page was caught fading away: once its fade has
  // ended, the screen is read again. A toast that is hard to read stays so and fails both reads.
  if (found.length > 0 && (await onlyToasts(page, found.flatMap((violation) => violation.nodes)))) {
    await animationsEnded(page);
    found = await violationsNow(page);
  }
  expect(found, `axe on ${screen}`).toEqual([]);
}

/** Runs `measure` (given `arg`) in the page laid out `width` px wide, then puts the viewport back. */
async function atWidth<Result>(page: Page, width: number, measure: (arg: number) => Result, arg = 0): Promise<Result> {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width, height: before.height });
  // Two frames: the new width has been laid out and painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  try {
    return await page.evaluate(measure, arg);
  } finally {
    await page.setViewportSize(before);
  }
}

/** Runs `measure` (given `arg`) in the page laid out at 320 px, then puts the viewport back. */
function atNarrowest<Result>(page: Page, measure: (arg: number) => Result, arg = 0): Promise<Result> {
  return atWidth(page, NARROWEST, measure, arg);
}

/**
 * Where the layout changes: the narrowest phone, a tablet (tables as tables, the dashboard's menu
 * behind a button) and a small laptop (the dashboard's menu beside the page).
 */
const LAYOUT_WIDTHS = [NARROWEST, 820, 1024];

/** At each of the layout widths the page is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  for (const width of LAYOUT_WIDTHS) {
    const measured = await atWidth(page, width, () => {
      const windowWidth = document.documentElement.clientWidth;
      const widest = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > windowWidth + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      return { pageWidth: document.documentElement.scrollWidth, windowWidth, widest };
    });
    expect(
      measured.pageWidth,
      `${screen} at ${width} px is ${measured.pageWidth} px wide; past the edge: ${measured.widest.join(', ')}`,
    ).toBeLessThanOrEqual(measured.windowWidth);
  }
}

/** The room Chromium keeps at a select's right for its arrow, besides the padding. */
const SELECT_ARROW = 20;

/** At 320 px every drop-down shows its whole choice: one cut short ("Newest fi") hides what is picked. */
export async function expectWholeChoices(page: Page, screen: string): Promise<void> {
  const cut = await atNarrowest(page, (arrow) => {
    const measure = document.createElement('canvas').getContext('2d')!;
    const found: string[] = [];
    for (const select of document.querySelectorAll('select')) {
      if (!select.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const chosen = select.selectedOptions[0]?.text.trim() ?? '';
      const style = getComputedStyle(select);
      measure.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      const needed = measure.measureText(chosen).width;
      if (needed > room) found.push(`"${chosen}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`);
    }
    return found;
  }, SELECT_ARROW);
  expect(cut, `drop-downs cut short at ${NARROWEST} px on ${screen}`).toEqual([]);
}

/** How far text must sit from the border of the box around it, as the theme's smallest space. */
const TEXT_INSET = 4;

/**
 * The texts drawn against (or past) the border of the box they sit in (a card, a button, a
 * field). A legend sits on its fieldset's border by design; hidden, clipped or scrolled-away text
 * is not looked at. Runs in the page.
 */
function textAgainstBorders(inset: number): string[] {
  const SIDES = ['top', 'right', 'bottom', 'left'] as const;
  const borderWidth = (element: Element, side: string) => parseFloat(getComputedStyle(element).getPropertyValue(`border-${side}-width`));
  // The nearest element, from `element` up, with a border drawn on some side. A dialog is drawn
  // above the page, away from the boxes it sits in: its own box is the one around its text.
  const borderedAround = (element: Element) => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      if (SIDES.some((side) => borderWidth(box!, side) > 0) || box.tagName === 'DIALOG') return box;
    }
    return null;
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && found.length < 5; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('legend, option, script, style, noscript, template')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = borderedAround(parent);
    if (!box) continue;
    // Visually hidden text (a 1 px box, clipped, for screen readers) is not drawn.
    const holder = parent.getBoundingClientRect();
    if (holder.width < 2 || holder.height < 2) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const glyphs = range.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    const width = (side: string) => borderWidth(box, side);
    const gaps = {
      top: glyphs.top - (outer.top + width('top')),
      right: outer.right - width('right') - glyphs.right,
      bottom: outer.bottom - width('bottom') - glyphs.bottom,
      left: glyphs.left - (outer.left + width('left')),
    };
    // Outside its box altogether: scrolled away or clipped, not drawn against the border.
    if (Object.values(gaps).some((gap) => gap < -glyphs.height)) continue;
    const sides = SIDES.filter((side) => width(side) > 0 && gaps[side] < inset);
    if (sides.length > 0) found.push(`"${text.slice(0, 40)}" ${sides.join('/')} of <${box.tagName.toLowerCase()}>`);
  }
  return found;
}

/**
 * No text touches the border of the box it sits in, as the page is now and at each layout width:
 * a word against a line, or running past it, reads as cut off.
 */
export async function expectTextOffBorders(page: Page, screen: string): Promise<void> {
  expect(await page.evaluate(textAgainstBorders, TEXT_INSET), `text against a border on ${screen}`).toEqual([]);
  for (const width of LAYOUT_WIDTHS) {
    expect(await atWidth(page, width, textAgainstBorders, TEXT_INSET), `text against a border at ${width} px on ${screen}`).toEqual([]);
  }
}

/**
 * Every screen of the journeys: accessible (axe), and on a phone, a tablet or a small laptop no text
 * against a border and no sideways scrolling; no drop-down cut short at 320 px.
 */
export async function checkScreen(page: Page, screen: string): Promise<void> {
  await expectNoAxeViolations(page, screen);
  await expectTextOffBorders(page, screen);
  await expectNoSidewaysScroll(page, screen);
  await expectWholeChoices(page, screen);
}

/** What has keyboard focus, and its label, are drawn below the sticky header, not under it. */
export async function expectFocusClearOfHeader(page: Page, what: string): Promise<void> {
  const covered = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom;
    const labels = 'labels' in focused ? [...((focused as HTMLInputElement).labels ?? [])] : [];
    return [focused, ...labels]
      .filter((element) => element.getBoundingClientRect().top < headerBottom)
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(element.getBoundingClientRect().top)} px, the header ends at ${Math.round(headerBottom)}`);
  });
  expect(covered, `under the header: ${what}`).toEqual([]);
}

/** The element that has keyboard focus shows it: an outline of some width, or a box shadow. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, what: 'nothing (body)' };
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== 'none';
    const box = element.getBoundingClientRect();
    return {
      ok: (outlined || shadowed) && box.width > 1 && box.height > 1,
      what: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" outline ${style.outlineStyle} ${style.outlineWidth}, ${Math.round(box.width)}x${Math.round(box.height)}`,
    };
  });
  expect(focus.ok, `focus is not visible on ${focus.what}`).toBe(true);
}

/**
 * Presses Tab until `target` has focus, checking at every stop that the focus can be seen, as a
 * keyboard-only user moves through a page.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 80): Promise<void> {
  // As a person would: once the thing to reach is on the page.
  await expect(target).toBeVisible();
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${maxStops} stops`);
}
