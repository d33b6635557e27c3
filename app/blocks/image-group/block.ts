import { imageOf, type ImageModel } from '../../content/images';
import { assets, text } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';

export interface ImageGroupModel extends BlockBase<'image_group'> {
  title: string;
  images: ImageModel[];
}

export const imageGroup = declareBlock({
  kind: 'image_group',
  types: ['image_group'],
  map: (item, _context, asComponent): ImageGroupModel => ({
    ...base('image_group', item, asComponent),
    title: text(item, 'title'),
    images: assets(item, 'images').flatMap((asset) => {
      const mapped = imageOf(asset);
      return mapped ? [mapped] : [];
    }),
  }),
});
