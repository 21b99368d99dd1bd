/**
 * A phone as the browser says it is one: a 360 px screen, a phone's user agent and client hint (Sec-CH-UA-Mobile,
 * with isMobile). The server draws public pages in the layout it guesses from them, as for a real phone.
 */
export const PHONE = {
  viewport: { width: 360, height: 780 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};
