import { AspectRatio, Center, Image } from '@mantine/core';
import type { TImage } from '@safesathi/contract';
import { IconShop } from '../ui/icons';

/** A product's first picture at a fixed shape, or a plain shop mark when it has none. */
export function ProductPicture({ picture, ratio, alt = '' }: { picture?: TImage; ratio: number; alt?: string }) {
  return (
    <AspectRatio ratio={ratio}>
      {picture ? (
        <Image src={picture.thumbUrl} alt={alt} fit="cover" loading="lazy" />
      ) : (
        <Center bg="gray.1" c="gray.6" aria-hidden>
          <IconShop size={40} />
        </Center>
      )}
    </AspectRatio>
  );
}
