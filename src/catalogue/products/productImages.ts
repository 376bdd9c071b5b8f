/** One image of a product as `resources/catalogue/productFields/extras.ts` declares it. */
export interface ProductImage {
  readonly id: string;
  readonly url: string;
  readonly thumbnail_url?: string;
  readonly position?: number;
  readonly main?: boolean;
}

const isImage = (value: unknown): value is ProductImage =>
  typeof value === 'object' && value !== null && typeof (value as ProductImage).id === 'string' && typeof (value as ProductImage).url === 'string';

/** The images of a record, in their display order. */
export const imagesOf = (value: unknown): ProductImage[] =>
  (Array.isArray(value) ? value.filter(isImage) : []).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/** The main image, or the first one. */
export const mainImageOf = (value: unknown): ProductImage | undefined => {
  const images = imagesOf(value);
  return images.find((image) => image.main) ?? images[0];
};

/** Positions follow the order; exactly one image is main as long as there is any. */
export const normalizeImages = (images: readonly ProductImage[]): ProductImage[] => {
  const mainIndex = Math.max(
    0,
    images.findIndex((image) => image.main),
  );
  return images.map((image, index) => ({ ...image, position: index, main: index === mainIndex }));
};

export const moveImage = (images: readonly ProductImage[], from: number, to: number): ProductImage[] => {
  if (to < 0 || to >= images.length) return [...images];
  const moved = [...images];
  const [image] = moved.splice(from, 1);
  moved.splice(to, 0, image);
  return normalizeImages(moved);
};

export const chooseMainImage = (images: readonly ProductImage[], id: string): ProductImage[] =>
  normalizeImages(images.map((image) => ({ ...image, main: image.id === id })));

export const withoutImage = (images: readonly ProductImage[], id: string): ProductImage[] => normalizeImages(images.filter((image) => image.id !== id));
