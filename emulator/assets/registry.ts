// The environment's asset library: metadata Kontent returns for each asset, and the bytes the asset path serves.
import type { LanguageCodename } from '../../app/content/model/index.ts';
import { ENVIRONMENT_ID } from '../constants.ts';
import { stableUuid } from '../content/ids.ts';
import { type MaybeLocalized, pick } from '../content/localized.ts';
import { downloads, type DownloadFileName } from './files/downloads.ts';
import { icons, type IconFileName } from './files/icons.ts';
import { base64Files, images, type ImageFileName } from './files/images.ts';

export type AssetFileName = IconFileName | ImageFileName | DownloadFileName;

interface Rendition {
  readonly presetCodename: string;
  readonly width: number;
  readonly height: number;
  readonly query: string;
}

interface AssetSource {
  readonly type: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly description: MaybeLocalized<string | null>;
  readonly renditions?: readonly Rendition[];
}

const svg = (width: number, height: number, description: MaybeLocalized<string | null>): AssetSource => ({
  type: 'image/svg+xml',
  width,
  height,
  description,
});

const file = (type: string, description: MaybeLocalized<string | null>): AssetSource => ({
  type,
  width: null,
  height: null,
  description,
});

const sources: Readonly<Record<AssetFileName, AssetSource>> = {
  'icon-car.svg': svg(24, 24, 'Car'),
  'icon-store.svg': svg(24, 24, 'Retail store'),
  'icon-people.svg': svg(24, 24, 'People'),
  'icon-leaf.svg': svg(24, 24, 'Leaf'),
  'icon-chart.svg': svg(24, 24, 'Chart'),
  'icon-document.svg': svg(24, 24, 'Document'),
  'icon-wrench.svg': svg(24, 24, 'Service'),
  'icon-calendar.svg': svg(24, 24, 'Calendar'),
  'icon-globe.svg': svg(24, 24, 'Globe'),
  'icon-bee.svg': svg(24, 24, 'Bee'),
  'showroom.svg': {
    ...svg(1280, 720, {
      en: 'A bright showroom with an electric car',
      cs: 'Světlý showroom s elektromobilem',
      fr_fr: 'Un showroom lumineux avec une voiture électrique',
      da_dk: 'Et lyst showroom med en elbil',
      ro_ro: 'Un showroom luminos cu o mașină electrică',
      bg_bg: 'Светъл шоурум с електромобил',
    }),
    renditions: [{ presetCodename: 'default', width: 640, height: 360, query: 'w=640&h=360&fit=clip&rect=0,0,1280,720' }],
  },
  'retail-team.svg': svg(1280, 720, {
    en: 'Two members of a retail team',
    cs: 'Dva členové prodejního týmu',
    fr_fr: "Deux membres d'une équipe de vente",
    da_dk: 'To medlemmer af et salgsteam',
    ro_ro: 'Doi membri ai unei echipe de vânzări',
    bg_bg: 'Двама членове на търговски екип',
  }),
  'meadow.svg': svg(1280, 720, {
    en: 'A flowering meadow next to a retail site',
    cs: 'Kvetoucí louka vedle prodejny',
    fr_fr: 'Une prairie fleurie à côté d’un point de vente',
    da_dk: 'En blomstrende eng ved siden af en forhandler',
    ro_ro: 'O pajiște înflorită lângă un punct de vânzare',
    bg_bg: 'Цъфтяща поляна до търговски обект',
  }),
  'charging.svg': svg(1280, 720, {
    en: 'A charging station',
    cs: 'Nabíjecí stanice',
    fr_fr: 'Une borne de recharge',
    da_dk: 'En ladestander',
    ro_ro: 'O stație de încărcare',
    bg_bg: 'Зарядна станция',
  }),
  'brand-mark.png': { type: 'image/png', width: 2, height: 2, description: null },
  // An image whose dimensions Kontent could not read (product §8): used by tests, no demo item shows it.
  'dealer-event.svg': { type: 'image/svg+xml', width: null, height: null, description: 'A retailer event' },
  'retail-standards-2025.pdf': file('application/pdf', null),
  'biodiversity-catalogue.pdf': file('application/pdf', null),
  'price-list-template.csv': file('text/csv', null),
  'dealer-starter-kit.zip': file('application/zip', null),
  'service-hours.txt': file('text/plain', null),
};

const encoder = new TextEncoder();

const decodeBase64 = (value: string): Uint8Array => Uint8Array.from(atob(value), (c) => c.charCodeAt(0));

const bytesCache = new Map<AssetFileName, Uint8Array>();

export const assetBytes = (fileName: AssetFileName): Uint8Array => {
  const cached = bytesCache.get(fileName);
  if (cached) return cached;
  let bytes: Uint8Array;
  if (fileName in icons) bytes = encoder.encode(icons[fileName as IconFileName]);
  else if (fileName in images) {
    const content = images[fileName as ImageFileName];
    bytes = base64Files.has(fileName) ? decodeBase64(content) : encoder.encode(content);
  } else bytes = downloads[fileName as DownloadFileName]();
  bytesCache.set(fileName, bytes);
  return bytes;
};

export const assetFileNames = Object.keys(sources) as AssetFileName[];

export const isAssetFileName = (value: string): value is AssetFileName => Object.hasOwn(sources, value);

export const assetId = (fileName: AssetFileName): string => stableUuid(`asset:${fileName}`);

export const assetType = (fileName: AssetFileName): string => sources[fileName].type;

const byId = new Map(assetFileNames.map((name) => [assetId(name), name]));

export const assetFileNameById = (id: string): AssetFileName | undefined => byId.get(id);

/** Where a browser fetches the asset, shaped like Kontent's CDN: {base}/assets/{environment}/{asset id}/{file}. */
export const assetUrl = (publicBase: string, fileName: AssetFileName): string =>
  `${publicBase}/assets/${ENVIRONMENT_ID}/${assetId(fileName)}/${fileName}`;

export interface AssetJson {
  name: string;
  description: string | null;
  type: string;
  size: number;
  url: string;
  width: number | null;
  height: number | null;
  renditions?: Record<string, { rendition_id: string; preset_id: string; width: number; height: number; query: string }>;
}

/** The asset as an `asset` element value item (Delivery API shape). */
export const assetJson = (fileName: AssetFileName, language: LanguageCodename, publicBase: string): AssetJson => {
  const source = sources[fileName];
  const json: AssetJson = {
    name: fileName,
    description: pick(source.description, language),
    type: source.type,
    size: assetBytes(fileName).length,
    url: assetUrl(publicBase, fileName),
    width: source.width,
    height: source.height,
  };
  if (source.renditions) {
    json.renditions = Object.fromEntries(
      source.renditions.map((r) => [
        r.presetCodename,
        {
          rendition_id: stableUuid(`rendition:${fileName}:${r.presetCodename}`),
          preset_id: stableUuid(`preset:${r.presetCodename}`),
          width: r.width,
          height: r.height,
          query: r.query,
        },
      ]),
    );
  }
  return json;
};
