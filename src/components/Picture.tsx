import type { ComponentPropsWithoutRef } from 'react';
import type { Image } from '../content/schema';

export interface PictureProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'width' | 'height'> {
  image: Image;
  alt: string;
}

// Width and height are always set, so the page never jumps while images load.
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
        sizes={sizes}
        {...rest}
      />
    </picture>
  );
}
