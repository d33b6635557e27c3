import type { ButtonModel } from '../../blocks/button/block';
import { type LinkModel, mapLink } from '../../blocks/link/block';
import { type MapContext, mapBlock, type RichText, richText } from '../../blocks/registry';
import type { StatBlockModel } from '../../blocks/stat-block/block';
import { imageOf, type ImageModel } from '../images';
import { linkedItems } from '../links';
import { firstAsset, isItemOfType, text } from '../read';
import type { SmartLink } from '../smart-link';
import type { WireItemOf } from '../wire';
import { metaOf, type PageMeta } from './page-item';

export interface BiodiversityTile {
  kind: 'tile';
  key: string;
  smart: SmartLink;
  title: string;
  text: string;
  image?: ImageModel;
  stat?: StatBlockModel;
}

export interface BiodiversityPage {
  kind: 'biodiversity_page';
  smart: SmartLink;
  title: string;
  intro: RichText | null;
  tiles: { smart: SmartLink; title: string; tiles: BiodiversityTile[] } | null;
  promo: { smart: SmartLink; title: string; text: RichText | null; image?: ImageModel; button?: ButtonModel } | null;
  catalogue: { smart: SmartLink; title: string; description: string; entries: (BiodiversityTile | LinkModel)[] } | null;
  meta: PageMeta;
}

function mapTile(item: WireItemOf<'biodiversity_tile'>, context: MapContext): BiodiversityTile {
  const stat = linkedItems(item, 'stat', context.modular, 'stat_block')[0];
  const mappedStat = stat ? mapBlock(stat, context) : null;
  return {
    kind: 'tile',
    key: item.system.codename,
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    text: text(item, 'text'),
    image: imageOf(firstAsset(item, 'image')),
    ...(mappedStat?.kind === 'stat_block' ? { stat: mappedStat } : {}),
  };
}

/** product §2 biodiversity page: tiles, a promo and a catalogue of measures. */
export function mapBiodiversityPage(item: WireItemOf<'biodiversity_page'>, context: MapContext): BiodiversityPage {
  const tiles = linkedItems(item, 'tiles', context.modular, 'biodiversity_tiles')[0];
  const promo = linkedItems(item, 'promo', context.modular, 'biodiversity_promo')[0];
  const catalogue = linkedItems(item, 'catalogue', context.modular, 'biodiversity_catalogue')[0];
  const button = promo ? linkedItems(promo, 'button', context.modular, 'button')[0] : undefined;
  const mappedButton = button ? mapBlock(button, context) : null;
  return {
    kind: 'biodiversity_page',
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: richText(item, 'intro', context),
    tiles: tiles
      ? {
          smart: { itemId: tiles.system.id },
          title: text(tiles, 'title'),
          tiles: linkedItems(tiles, 'tiles', context.modular, 'biodiversity_tile').map((tile) => mapTile(tile, context)),
        }
      : null,
    promo: promo
      ? {
          smart: { itemId: promo.system.id },
          title: text(promo, 'title'),
          text: richText(promo, 'text', context),
          image: imageOf(firstAsset(promo, 'image')),
          ...(mappedButton?.kind === 'button' ? { button: mappedButton } : {}),
        }
      : null,
    catalogue: catalogue
      ? {
          smart: { itemId: catalogue.system.id },
          title: text(catalogue, 'title'),
          description: text(catalogue, 'description'),
          entries: linkedItems(catalogue, 'entries', context.modular, 'biodiversity_tile', 'asset_link').map((entry) =>
            isItemOfType(entry, 'biodiversity_tile') ? mapTile(entry, context) : mapLink(entry, context),
          ),
        }
      : null,
    meta: metaOf(item),
  };
}
