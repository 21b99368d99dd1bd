/**
 * Reads a passport photo in the browser: the bottom of the page (where the machine-readable zone
 * lies) is cut out, enlarged and read by tesseract.js with the legacy engine and the MRZ alphabet,
 * then parsed with `mrz`. Worker, core and language data come from our own origin (/ocr/, copied
 * there at build time); nothing is downloaded from elsewhere and the image never leaves the device.
 * This module is only ever imported dynamically: tesseract.js and mrz stay out of the page chunks.
 */
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { findMrzLines, readPassportMrz, type PassportReading } from '../model/mrz-passport';

/** Where the build puts the OCR files (see the `ocr-assets` plugin in vite.config.ts). */
export const OCR_BASE_PATH = '/ocr';
const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/** The share of the image height, from the bottom, searched first. */
const BOTTOM_SHARES = [0.35, 0.5, 1] as const;
const TARGET_WIDTH = 1600;

let workerPromise: Promise<Worker> | null = null;

function getWorker(): Promise<Worker> {
  if (!workerPromise) {
    const base = new URL(`${OCR_BASE_PATH}/`, window.location.origin).href;
    workerPromise = (async () => {
      const worker = await createWorker('eng', OEM.TESSERACT_ONLY, {
        workerPath: `${base}worker.min.js`,
        corePath: base,
        langPath: base.replace(/\/$/, ''),
        gzip: true,
        // The language data is ours and versioned with the build; the browser cache is enough.
        cacheMethod: 'none',
      });
      await worker.setParameters({
        tessedit_char_whitelist: MRZ_ALPHABET,
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        preserve_interword_spaces: '0',
      });
      return worker;
    })();
    workerPromise.catch(() => {
      workerPromise = null;
    });
  }
  return workerPromise;
}

async function loadImage(source: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(source);
  const url = URL.createObjectURL(source);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The bottom `share` of the image, scaled to a width the legacy engine reads well, in grey. */
function cropBottom(image: ImageBitmap | HTMLImageElement, share: number): HTMLCanvasElement {
  const width = image.width;
  const height = image.height;
  const top = Math.round(height * (1 - share));
  const cropHeight = height - top;
  const scale = TARGET_WIDTH / width;
  const canvas = document.createElement('canvas');
  canvas.width = TARGET_WIDTH;
  canvas.height = Math.max(1, Math.round(cropHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.filter = 'grayscale(1) contrast(1.4)';
  context.drawImage(image, 0, top, width, cropHeight, 0, 0, canvas.width, canvas.height);
  return canvas;
}

export class MrzNotFoundError extends Error {
  constructor() {
    super('No machine-readable zone found');
    this.name = 'MrzNotFoundError';
  }
}

/** The passport fields read from a photo; throws MrzNotFoundError when no MRZ can be read. */
export async function recognizePassport(source: Blob): Promise<PassportReading> {
  const image = await loadImage(source);
  const worker = await getWorker();
  let best: PassportReading | null = null;
  for (const share of BOTTOM_SHARES) {
    const { data } = await worker.recognize(cropBottom(image, share));
    const lines = findMrzLines(data.text);
    const reading = lines ? readPassportMrz(lines) : null;
    if (reading?.isValid) return reading;
    best ??= reading;
  }
  if ('close' in image) image.close();
  if (!best) throw new MrzNotFoundError();
  return best;
}
