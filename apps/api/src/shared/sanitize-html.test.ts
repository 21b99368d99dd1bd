import { describe, expect, it } from 'vitest';
import { RICH_TEXT_IMAGE_SIZES, sanitizeRichText } from './sanitize-html.js';

const ID = '0b6f4a5e-2c1d-4e8f-9a7b-3c2d1e0f9a8b';

describe('sanitizeRichText: images', () => {
  it('offers an upload in each of its copies, AVIF first, at the width rich text draws it', () => {
    const html = sanitizeRichText(`<p>Фото:</p><img src="/media/uploads/${ID}/1200.webp" alt="Иссык-Куль">`);
    const webp = [480, 960, 1200].map((w) => `/media/uploads/${ID}/${w}.webp ${w}w`).join(', ');
    const avif = [480, 960, 1200].map((w) => `/media/uploads/${ID}/${w}.avif ${w}w`).join(', ');
    expect(html).toBe(
      `<p>Фото:</p><picture><source type="image/avif" srcset="${avif}" sizes="${RICH_TEXT_IMAGE_SIZES}">` +
        `<img src="/media/uploads/${ID}/1200.webp" alt="Иссык-Куль" loading="lazy" decoding="async" srcset="${webp}" sizes="${RICH_TEXT_IMAGE_SIZES}" /></picture>`,
    );
  });

  it('never takes a srcset or sizes from the stored HTML, and leaves other local images plain', () => {
    const html = sanitizeRichText(
      `<img src="/media/news/a.webp" srcset="https://evil.example/x.png 1w" sizes="1px" alt="a"><img src="/media/uploads/${ID}/1600.webp" srcset="//evil.example/y.png 2x" alt="b">`,
    );
    expect(html).not.toContain('evil');
    expect(html).toContain('<img src="/media/news/a.webp" alt="a" loading="lazy" decoding="async" />');
    expect(html.match(/<picture>/g)).toHaveLength(1);
    // Nor the attribute the sanitiser carries an upload's AVIF set in.
    const planted = sanitizeRichText(
      `<img data-avif-srcset="https://evil.example/z.avif 1w" src="/media/news/a.webp" alt="d">`,
    );
    expect(planted).toBe('<img src="/media/news/a.webp" alt="d" loading="lazy" decoding="async" />');
    // An image whose src came after its alt in the stored HTML is found all the same.
    expect(sanitizeRichText(`<img alt="c" src="/media/uploads/${ID}/960.webp">`)).toMatch(
      /^<picture><source type="image\/avif" [^>]+><img src="\/media\/uploads\/[^"]+\/960\.webp" alt="c" [^>]+><\/picture>$/,
    );
    expect(html).toContain(
      `/media/uploads/${ID}/480.avif 480w, /media/uploads/${ID}/960.avif 960w, /media/uploads/${ID}/1600.avif 1600w`,
    );
  });

  it('keeps an alt with quotes and angle brackets inside its image, and wraps nothing that is not an upload’s widest copy', () => {
    const html = sanitizeRichText(
      `<img src="/media/uploads/${ID}/1200.webp" alt='"><script>alert(1)</script>'><img src="/media/uploads/${ID}/700.webp" alt="odd width">`,
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    // A 700 px original's copies are 480 and 700 wide: its widest copy is 700.webp.
    expect(html.match(/<picture>/g)).toHaveLength(2);
    expect(html.match(/<\/picture>/g)).toHaveLength(2);
    // No copy is wider than 1600 px, so 2000.webp is no upload's widest copy: left a plain image.
    expect(sanitizeRichText(`<img src="/media/uploads/${ID}/2000.webp" alt="">`)).not.toContain('<picture>');
  });

  it('gives an upload its widest copy’s width and height when they are known, never a size for another copy', () => {
    const sizes = new Map([[ID, { width: 1200, height: 675 }]]);
    const html = sanitizeRichText(`<img src="/media/uploads/${ID}/1200.webp" height="1" alt="a">`, sizes);
    expect(html).toContain(
      `<img src="/media/uploads/${ID}/1200.webp" height="675" alt="a" loading="lazy" decoding="async" width="1200" srcset=`,
    );
    // The size map names the upload's widest copy: an image of any other width is not given its shape.
    expect(sanitizeRichText(`<img src="/media/uploads/${ID}/960.webp" alt="b">`, sizes)).not.toMatch(/width=|height=/);
  });
});
