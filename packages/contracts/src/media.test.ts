import { describe, expect, it } from 'vitest';
import { mediaWidths, parseUploadUrl, uploadIdsIn, uploadSrcSets } from './media.js';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('uploaded images', () => {
  it('are copied at the standard widths below the original, and at its own up to the widest', () => {
    expect(mediaWidths(4000)).toEqual([480, 960, 1600]);
    expect(mediaWidths(1200)).toEqual([480, 960, 1200]);
    expect(mediaWidths(960)).toEqual([480, 960]);
    expect(mediaWidths(300)).toEqual([300]);
  });

  it('offer every copy in AVIF and WebP, told by the URL of the widest copy alone', () => {
    expect(uploadSrcSets(`/media/uploads/${ID}/1200.webp`)).toEqual({
      webp: `/media/uploads/${ID}/480.webp 480w, /media/uploads/${ID}/960.webp 960w, /media/uploads/${ID}/1200.webp 1200w`,
      avif: `/media/uploads/${ID}/480.avif 480w, /media/uploads/${ID}/960.avif 960w, /media/uploads/${ID}/1200.avif 1200w`,
    });
    expect(uploadSrcSets(`/media/uploads/${ID}/300.webp`)?.avif).toBe(`/media/uploads/${ID}/300.avif 300w`);
  });

  it('leave other images alone: demo pictures, a narrower copy, a foreign URL', () => {
    expect(uploadSrcSets('/media/news/osh-office.webp')).toBeNull();
    expect(uploadSrcSets(`/media/uploads/${ID}/2000.webp`)).toBeNull();
    expect(uploadSrcSets(`https://example.com/media/uploads/${ID}/1600.webp`)).toBeNull();
    expect(parseUploadUrl(`/media/uploads/${ID}/960.webp`)).toEqual({ id: ID, width: 960 });
    expect(parseUploadUrl(`/media/uploads/${ID}/960.avif`)).toBeNull();
  });

  it('are found in HTML by their id, a well-formed UUID only (the media table’s key)', () => {
    expect(uploadIdsIn(`<p><img src="/media/uploads/${ID}/1200.webp"> <img src="/media/news/a.webp"></p>`)).toEqual([
      ID,
    ]);
    // Only what the media table's uuid key can hold is looked up.
    expect(
      uploadIdsIn(
        `<img src="/media/uploads/${'-'.repeat(36)}/480.webp"><img src="/media/uploads/${ID.replaceAll('-', 'a')}/480.webp">`,
      ),
    ).toEqual([]);
    expect(parseUploadUrl(`/media/uploads/${'-'.repeat(36)}/480.webp`)).toBeNull();
  });
});
