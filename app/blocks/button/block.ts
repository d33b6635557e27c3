import { chosen, text } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';
import { linkOf } from '../link/block';

export interface ButtonModel extends BlockBase<'button'> {
  text: string;
  href?: string;
  style: 'primary' | 'secondary';
  newWindow: boolean;
}

export interface TextButtonModel extends BlockBase<'text_button'> {
  text: string;
  href?: string;
  newWindow: boolean;
}

export const button = declareBlock({
  kind: 'button',
  types: ['button'],
  map: (item, context, asComponent): ButtonModel => {
    const link = linkOf(item, context);
    return {
      ...base('button', item, asComponent),
      text: text(item, 'text'),
      href: link?.href,
      newWindow: link?.newWindow ?? false,
      style: chosen(item, 'style', ['primary', 'secondary']) ?? 'primary',
    };
  },
});

export const textButton = declareBlock({
  kind: 'text_button',
  types: ['text_button'],
  map: (item, context, asComponent): TextButtonModel => {
    const link = linkOf(item, context);
    return { ...base('text_button', item, asComponent), text: text(item, 'text'), href: link?.href, newWindow: link?.newWindow ?? false };
  },
});
