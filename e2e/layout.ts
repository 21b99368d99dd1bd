/**
 * What every page must hold at a phone's and a desktop's width, checked the same way by every spec: nothing wider
 * than the screen (a traveller on a 360 px phone never scrolls sideways), and full-page screenshots kept for people
 * to look at.
 */
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Where screenshots are kept for people to look at. */
export const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');

/** The widths every page is drawn at: a small phone and a desktop. */
export const SCREEN_WIDTHS = [360, 1280] as const;

/** How far the page is wider than its window, in CSS pixels (0 or less: nothing sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The page does not scroll sideways. Asked until it holds (a resize is laid out on the next frames), so a page that
 * stays too wide fails with its overflow in pixels.
 */
export async function expectNoHorizontalScroll(page: Page, label = 'horizontal scroll') {
  await expect.poll(() => sidewaysOverflow(page), { message: label, timeout: 5_000 }).toBeLessThanOrEqual(0);
}

/** Resolves once the browser has laid out and painted the current state (two animation frames). */
export async function afterNextPaint(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

export interface ScreensOptions {
  widths?: readonly number[];
  height?: number;
  /** The window's size afterwards; by default the size it had. */
  then?: { width: number; height: number };
  /** More screenshots at each width, after the full page (e.g. the part a person sees first). */
  each?: (width: number) => Promise<void>;
}

/** Full-page screenshots at each width (`file` names them), each first checked for sideways scrolling. */
export async function screensAt(page: Page, file: (width: number) => string, options: ScreensOptions = {}) {
  const then = options.then ?? page.viewportSize();
  for (const width of options.widths ?? SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: options.height ?? 900 });
    await afterNextPaint(page);
    await expectNoHorizontalScroll(page, `horizontal scroll at ${width} px`);
    await page.screenshot({ path: path.join(ARTIFACTS, file(width)), fullPage: true });
    await options.each?.(width);
  }
  if (then) await page.setViewportSize(then);
}
