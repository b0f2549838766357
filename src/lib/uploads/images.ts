import sharp from 'sharp'

/** Above this many pixels an image is refused before it is decoded (a decompression bomb). */
export const MAX_PIXELS = 40_000_000

export type CleanImage = { data: Buffer; mime: string; ext: string }

const ANIMATED = new Set(['image/gif', 'image/webp'])
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/jpeg': 'jpg',
}

/** Thrown when an image is not one we can read, or has more pixels than MAX_PIXELS. */
export class UnreadableImage extends Error {
  constructor(readonly tooLarge: boolean) {
    super(tooLarge ? 'The image has too many pixels' : 'The image cannot be read')
  }
}

const open = (data: Buffer, mime: string) =>
  sharp(data, { limitInputPixels: MAX_PIXELS, animated: ANIMATED.has(mime) })

/**
 * Does this image carry anything beyond its pixels (EXIF with a phone's GPS position, XMP, IPTC,
 * an orientation flag), or more pixels than `maxSide` allows? Reads the header only.
 */
const needsCleaning = async (data: Buffer, mime: string, maxSide?: number) => {
  const meta = await open(data, mime).metadata()
  if (!meta.width || !meta.height) throw new UnreadableImage(false)
  const side = Math.max(meta.width, meta.pageHeight ?? meta.height)
  return Boolean(
    meta.exif ||
    meta.xmp ||
    meta.iptc ||
    (meta.orientation && meta.orientation !== 1) ||
    (maxSide && side > maxSide),
  )
}

/**
 * An uploaded raster image drawn again without any of its metadata (a phone photo's EXIF holds where
 * it was taken), turned upright by its orientation first, and at most `maxSide` pixels on its long
 * side. Its format stays (JPEG, PNG, WebP, GIF, AVIF; animations kept). One already clean is kept
 * as it is. Throws UnreadableImage for an image sharp cannot draw in full or one above MAX_PIXELS.
 */
export const cleanImage = async (
  data: Buffer,
  mime: string,
  { maxSide }: { maxSide?: number } = {},
): Promise<CleanImage> => {
  const ext = EXTENSIONS[mime]
  if (!ext) throw new UnreadableImage(false)
  try {
    if (!(await needsCleaning(data, mime, maxSide))) {
      // Drawn in full all the same: an image cut off after its header is refused now, not later.
      await open(data, mime).toBuffer()
      return { data, mime, ext }
    }
    let image = open(data, mime)
    if (!ANIMATED.has(mime)) image = image.rotate()
    if (maxSide)
      image = image.resize({
        width: maxSide,
        height: maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
    const encoded =
      mime === 'image/png'
        ? image.png()
        : mime === 'image/webp'
          ? image.webp({ quality: 85 })
          : mime === 'image/gif'
            ? image.gif()
            : mime === 'image/avif'
              ? image.avif({ quality: 60 })
              : image.jpeg({ quality: 85 })
    return { data: await encoded.toBuffer(), mime, ext }
  } catch (error) {
    if (error instanceof UnreadableImage) throw error
    throw new UnreadableImage(/pixel limit/i.test(String((error as Error)?.message)))
  }
}
