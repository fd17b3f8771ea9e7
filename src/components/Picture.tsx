import type { ComponentPropsWithoutRef } from 'react';
import type { Image } from '../../collections/schema.ts';

export interface PictureProps extends Omit<
  ComponentPropsWithoutRef<'img'>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  image: Image;
  alt: string;
  sizes: string; // the drawn width at each screen width, so the browser fetches the smallest file that fits
}

// Width and height are always set, so the page never jumps; pass loading="eager" in the first view.
export function Picture({ image, alt, sizes, loading = 'lazy', ...rest }: PictureProps) {
  return (
    <picture>
      {image.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        {...rest}
      />
    </picture>
  );
}
