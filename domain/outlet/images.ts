import type { OutletImage } from './outlet-item';

/**
 * all_images of the detail arrives as a JSON string of {id, src, position} (spec 2, section 3). A malformed
 * string or entry is skipped rather than failing the page; pictures come out in position order, and the
 * item's image_url leads when the list is empty so the gallery always has something to show.
 */
export function parseOutletImages(allImages: string | null | undefined, fallbackUrl?: string | null): OutletImage[] {
  let parsed: unknown = [];
  if (allImages) {
    try {
      parsed = JSON.parse(allImages);
    } catch {
      parsed = [];
    }
  }
  const images = (Array.isArray(parsed) ? parsed : [])
    .filter((entry): entry is { id?: unknown; src: string; position?: unknown } =>
      typeof entry === 'object' && entry !== null && typeof (entry as { src?: unknown }).src === 'string' && (entry as { src: string }).src !== '',
    )
    .map((entry, index) => ({
      id: typeof entry.id === 'number' ? entry.id : index,
      src: entry.src,
      position: typeof entry.position === 'number' ? entry.position : index + 1,
    }))
    .sort((a, b) => a.position - b.position);
  if (images.length === 0 && fallbackUrl) return [{ id: 0, src: fallbackUrl, position: 1 }];
  return images;
}
