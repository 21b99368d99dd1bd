import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('Picture', () => {
  it('offers an upload in AVIF and WebP at each of its widths, for the size it is drawn at', () => {
    const { container } = render(
      <Picture
        src={`/media/uploads/${ID}/960.webp`}
        sizes="(max-width: 768px) 100vw, 400px"
        alt="Ош"
        width={400}
        height={250}
        loading="lazy"
      />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(
      `/media/uploads/${ID}/480.avif 480w, /media/uploads/${ID}/960.avif 960w`,
    );
    expect(source.getAttribute('sizes')).toBe('(max-width: 768px) 100vw, 400px');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(`/media/uploads/${ID}/960.webp`);
    expect(img.getAttribute('srcset')).toBe(`/media/uploads/${ID}/480.webp 480w, /media/uploads/${ID}/960.webp 960w`);
    expect(img).toMatchObject({ alt: 'Ош', width: 400, height: 250 });
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('leaves another image a plain img', () => {
    const { container } = render(<Picture src="/media/news/osh-office.webp" sizes="100vw" alt="Офис" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('srcset')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/news/osh-office.webp');
  });
});
