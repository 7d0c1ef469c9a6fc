import { z } from 'zod';

/** Where stored uploads are served (docs/product.md §10 "Uploads"). */
export const UPLOADS_PATH = '/api/uploads';
/** Longest side of the thumbnail kept beside every upload, for cards and lists. */
export const THUMB_SIZE = 400;
/** Most bytes one uploaded file may have. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** An uploaded picture: its stored file name (what the spec's fields hold) and where to load it. */
export const ZImage = z.object({ file: z.string(), url: z.string(), thumbUrl: z.string() });
export type TImage = z.infer<typeof ZImage>;

/** The thumbnail of a stored file: `abc.webp` → `abc.thumb.webp`. */
export function thumbFile(file: string): string {
  return file.replace(/(\.[a-z0-9]+)?$/i, '.thumb$1');
}

export function toImage(file: string): TImage;
export function toImage(file: string | null | undefined): TImage | null;
export function toImage(file: string | null | undefined): TImage | null {
  if (!file) return null;
  return {
    file,
    url: `${UPLOADS_PATH}/${encodeURIComponent(file)}`,
    thumbUrl: `${UPLOADS_PATH}/${encodeURIComponent(thumbFile(file))}`,
  };
}
