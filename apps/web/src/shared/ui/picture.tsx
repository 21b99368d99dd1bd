import type { ImgHTMLAttributes } from 'react';
import { uploadSrcSets } from '@sapar/contracts';

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  /** How wide the image is drawn, for the browser to pick a copy: '(max-width: 768px) 100vw, 400px'. */
  sizes: string;
  alt: string;
}

/**
 * An image that, when it is an upload, offers the browser each of its copies (480, 960, 1600 px) in AVIF and WebP:
 * a phone takes the narrow one, a browser that reads AVIF takes that. Any other image is a plain <img>. The
 * <picture> draws nothing of its own (display: contents), so the image's styles apply as before.
 */
export function Picture({ src, sizes, alt, ...image }: PictureProps) {
  const sets = uploadSrcSets(src);
  if (!sets) return <img src={src} alt={alt} {...image} />;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sets.avif} sizes={sizes} />
      <img src={src} srcSet={sets.webp} sizes={sizes} alt={alt} {...image} />
    </picture>
  );
}
