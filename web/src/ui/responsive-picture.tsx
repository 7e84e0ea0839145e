import type { ImageVariant, ResponsiveImage } from '@alumni/contract';

function srcSetOf(variants: ImageVariant[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/**
 * A picture the server prepared (AVIF, then WebP, at several widths): the browser takes the first
 * format it supports at the width `sizes` calls for. Width and height reserve its box before it
 * loads. `priority` is for a picture above the fold; every other one loads when scrolled near.
 */
export function ResponsivePicture({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: ResponsiveImage;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const fallback = image.webp[image.webp.length - 1] ?? image.webp[0];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image.webp)} sizes={sizes} />
      <img
        src={fallback?.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
