import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  IMAGE_VARIANT_WIDTHS,
  SHARE_IMAGE,
  imageObjectKey,
  isUploadKey,
  shareImageKey,
  variantKey,
  storedImageName,
  type ImageSlot,
  type StoredImageExtension,
} from '@/domain';
import { repairPhotoKey } from '@/domain/repair-photo';
import { OutsideFolderError, realPathInside } from '../ops/inside-folder';

/** Raster formats we accept, and the extension each is stored under. SVG is refused: it can carry script. */
const FORMATS: Record<string, StoredImageExtension> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
};

/** A small file may declare an enormous canvas; refuse what would take too much memory to decode. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 12_000;

const NOT_AN_IMAGE = 'The file is not an image (JPEG, PNG, WebP, GIF or AVIF)';

/** An upload refused for its bytes: a code for the screen (src/domain/error-codes.ts), English for logs. */
export class ImageRejectedError extends Error {
  readonly statusCode: number;
  readonly code: 'notAnImage' | 'imageTooLarge' | 'animationTooLarge' | 'invalid';
  readonly params: Record<string, number>;
  constructor(
    code: ImageRejectedError['code'],
    message: string,
    statusCode = 415,
    params: Record<string, number> = {},
  ) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.params = params;
  }
}

/** What the bytes say about the picture: its format (as a file extension), size, frames and colour space. */
type ImageFacts = {
  extension: StoredImageExtension;
  width: number;
  height: number;
  pages: number;
  space: string | undefined;
};

/** Looks at the bytes, never at the name or the declared type. */
export async function inspectImage(bytes: Buffer): Promise<ImageFacts> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('notAnImage', NOT_AN_IMAGE);
  }
  const extension = metadata.format ? FORMATS[metadata.format] : undefined;
  if (!extension) throw new ImageRejectedError('notAnImage', NOT_AN_IMAGE);
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (
    width < 1 ||
    height < 1 ||
    width > MAX_IMAGE_SIDE ||
    height > MAX_IMAGE_SIDE ||
    width * height > MAX_IMAGE_PIXELS
  ) {
    throw new ImageRejectedError(
      'imageTooLarge',
      `The image is too large: at most ${MAX_IMAGE_SIDE} pixels a side`,
      422,
      {
        maxSide: MAX_IMAGE_SIDE,
      },
    );
  }
  const pages = metadata.pages ?? 1;
  // An animation is decoded whole to clean its metadata: all its frames together must fit the same bound.
  if (width * height * pages > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('animationTooLarge', 'The animation is too large: use fewer or smaller frames', 422);
  }
  return { extension, width, height, pages, space: metadata.space };
}

export type StoredImage = { key: string; url: string };

/**
 * Writes an image under its object key inside `uploadsDir` and returns the URL to keep on the product.
 * The URL carries a hash of the bytes, so a new file under an old key is never hidden by a browser cache.
 */
export async function storeImage(
  uploadsDir: string,
  bytes: Buffer,
  owner: string,
  slot: ImageSlot,
  fileName: string,
): Promise<StoredImage> {
  return storeUnder(
    uploadsDir,
    bytes,
    (extension) => imageObjectKey(owner, slot, storedImageName(fileName, extension)),
    {
      share: true,
    },
  );
}

/**
 * A repair job's photo (src/domain/repair-photo.ts), through the same intake as a product picture: the same checks
 * of the bytes, the same cleaning of metadata and the same resized copies, under `repairs/`. No share picture: a
 * repair photo is never shared.
 */
export async function storeRepairPhoto(
  uploadsDir: string,
  bytes: Buffer,
  owner: string,
  index: number,
  fileName: string,
): Promise<StoredImage> {
  return storeUnder(
    uploadsDir,
    bytes,
    (extension) => repairPhotoKey(owner, index, storedImageName(fileName, extension)),
    {
      share: false,
    },
  );
}

async function storeUnder(
  uploadsDir: string,
  bytes: Buffer,
  keyOf: (extension: StoredImageExtension) => string,
  { share: withShare }: { share: boolean },
): Promise<StoredImage> {
  const image = await inspectImage(bytes);
  const key = keyOf(image.extension);
  await fs.mkdir(uploadsDir, { recursive: true });
  // imageObjectKey allows no separators in the name; the folder's one door guards the guard.
  const target = await realPathInside(uploadsDir, key).catch((error: unknown) => {
    if (error instanceof OutsideFolderError) throw new ImageRejectedError('invalid', 'Bad file name', 400);
    throw error;
  });
  await fs.mkdir(path.dirname(target), { recursive: true });
  const original = await withoutPrivateMetadata(bytes, image);
  // Resized copies first, the original last: an original on disk means its copies are there too.
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const variant = await keepingColours(sharp(bytes, { animated: false }), image)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 72, effort: 4 })
      .toBuffer();
    await writeFileDurably(await realPathInside(uploadsDir, variantKey(key, width)), variant);
  }
  if (withShare) {
    await writeFileDurably(await realPathInside(uploadsDir, shareImageKey(key)), await sharePicture(bytes, image));
  }
  await writeFileDurably(target, original);
  const version = createHash('sha256').update(original).digest('hex').slice(0, 10);
  return { key, url: `/uploads/${key}?v=${version}` };
}

/**
 * The picture a shared link shows (SHARE_IMAGE): the whole picture, upright, fitted inside 1200×630 on white (a
 * product photo is square or tall; cropping would cut the product), as a JPEG (libjpeg-turbo, not mozjpeg: twice as fast, 15 % larger, and only link previews load it).
 */
async function sharePicture(bytes: Buffer, image: ImageFacts): Promise<Buffer> {
  return keepingColours(sharp(bytes, { animated: false }), image)
    .rotate()
    .resize({
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      fit: 'contain',
      background: '#ffffff',
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

/**
 * Makes the share picture of every stored image that has none: uploads made before share pictures existed. Runs in
 * the background at start; an image it cannot read is left as it is, and a key that is not an upload's, or whose
 * files would lie outside the uploads folder (an old database's address), is not touched. Returns how many it made.
 */
export async function addMissingSharePictures(uploadsDir: string, keys: Iterable<string>): Promise<number> {
  let made = 0;
  for (const key of keys) {
    if (!isUploadKey(key)) continue;
    try {
      const share = await realPathInside(uploadsDir, shareImageKey(key));
      if (await exists(share)) continue;
      const bytes = await fs.readFile(await realPathInside(uploadsDir, key));
      await writeFileDurably(share, await sharePicture(bytes, await inspectImage(bytes)));
      made++;
    } catch {
      // A missing or unreadable original, or a path refused: nothing to share from; the page names the original.
    }
  }
  return made;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The picture as it is to be published: turned upright, with its colour profile and nothing else of its
 * metadata (EXIF, XMP, IPTC: the GPS position, the author, the camera and its serial number), in its own
 * format. sharp writes no metadata unless asked (https://sharp.pixelplumbing.com/api-output#keepiccprofile).
 * An animation keeps its frames as they are (sharp cannot turn a multi-page image).
 */
async function withoutPrivateMetadata(bytes: Buffer, image: ImageFacts): Promise<Buffer> {
  const animated = image.pages > 1;
  let picture = keepingColours(sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS }), image);
  if (!animated) picture = picture.rotate();
  switch (image.extension) {
    case 'jpg':
      return picture.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case 'png':
      return picture.png().toBuffer();
    case 'webp':
      return picture.webp({ quality: 90 }).toBuffer();
    case 'gif':
      return picture.gif().toBuffer();
    default:
      return picture.avif({ quality: 70 }).toBuffer();
  }
}

/**
 * Keeps the picture's colour profile. A CMYK picture (a print file) is converted to sRGB through its own
 * profile instead, sharp's default: sharp would label the converted pixels with the CMYK profile.
 */
function keepingColours(picture: Sharp, image: ImageFacts): Sharp {
  return image.space === 'cmyk' ? picture : picture.keepIccProfile();
}

/** Suffix of files being written; a crash can leave them behind, and the sweeper removes them. */
export const TEMPORARY_SUFFIX = '.part';

/** Write to a temporary file, flush it to disk, then rename: a reader never sees half a file. */
async function writeFileDurably(target: string, bytes: Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}.${Date.now()}${TEMPORARY_SUFFIX}`;
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, target);
}
