import type { ImageModel } from '../../content/images';
import { linkedItems } from '../../content/links';
import { chosen, isItemOfType, text } from '../../content/read';
import { type ButtonModel, button, type TextButtonModel, textButton } from '../button/block';
import { base, type BlockBase, declareBlock, image } from '../define';
import { type RichText, richText } from '../rich-text';

export interface ShowcaseBlockModel extends BlockBase<'showcase_block'> {
  title: string;
  text: RichText | null;
  image?: ImageModel;
  imagePosition: 'left' | 'right';
  buttons: (ButtonModel | TextButtonModel)[];
}

export const showcaseBlock = declareBlock({
  kind: 'showcase_block',
  types: ['showcase_block'],
  map: (item, context, asComponent): ShowcaseBlockModel => ({
    ...base('showcase_block', item, asComponent),
    title: text(item, 'title'),
    text: richText(item, 'text', context),
    image: image(item, 'image'),
    imagePosition: chosen(item, 'image_position', ['left', 'right']) ?? 'right',
    buttons: linkedItems(item, 'buttons', context.modular, 'button', 'text_button').flatMap((linked) => {
      const mapped = isItemOfType(linked, 'button') ? button.map(linked, context, false) : textButton.map(linked, context, false);
      return mapped ? [mapped] : [];
    }),
  }),
});
