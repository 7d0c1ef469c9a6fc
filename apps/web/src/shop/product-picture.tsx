import { AspectRatio, Center, Image } from '@mantine/core';
import type { TImage } from '@safesathi/contract';
import { IconShop } from '../ui/icons';

/**
 * A product's first picture at a fixed shape, or a plain shop mark when it has none. `first`: the
 * picture at the top of the page (its largest paint), fetched at once rather than lazily.
 */
export function ProductPicture({
  picture,
  ratio,
  alt = '',
  first = false,
}: {
  picture?: TImage;
  ratio: number;
  alt?: string;
  first?: boolean;
}) {
  return (
    <AspectRatio ratio={ratio}>
      {picture ? (
        <Image
          src={picture.thumbUrl}
          alt={alt}
          fit="cover"
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      ) : (
        <Center bg="gray.1" c="gray.6" aria-hidden>
          <IconShop size={40} />
        </Center>
      )}
    </AspectRatio>
  );
}
