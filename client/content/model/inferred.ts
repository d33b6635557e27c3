// TypeScript item types inferred from the model data, using the delivery SDK's element shapes (type-only import:
// nothing of the SDK reaches the client bundle through this file).
import type { Elements, IContentItem } from '@kontent-ai/delivery-sdk';
import type { ContentTypeCodename, ContentTypes } from './content-types.ts';

type ElementModelOf<D> = D extends { type: 'text' }
  ? Elements.TextElement
  : D extends { type: 'number' }
    ? Elements.NumberElement
    : D extends { type: 'rich_text' }
      ? Elements.RichTextElement
      : D extends { type: 'asset' }
        ? Elements.AssetsElement
        : D extends { type: 'modular_content' }
          ? Elements.LinkedItemsElement
          : D extends { type: 'date_time' }
            ? Elements.DateTimeElement
            : D extends { type: 'multiple_choice'; options: readonly { codename: infer O extends string }[] }
              ? Elements.MultipleChoiceElement<O>
              : D extends { type: 'url_slug' }
                ? Elements.UrlSlugElement
                : D extends { type: 'taxonomy' }
                  ? Elements.TaxonomyElement
                  : D extends { type: 'custom' }
                    ? Elements.CustomElement
                    : never;

/** The elements map of an item of type `C`, element codenames as keys (the SDK keeps codenames unchanged). */
export type ElementsOf<C extends ContentTypeCodename> = {
  -readonly [K in keyof ContentTypes[C]['elements']]: ElementModelOf<ContentTypes[C]['elements'][K]>;
};

/** A delivery-SDK content item of type `C`. */
export type ContentItemOf<C extends ContentTypeCodename> = IContentItem<ElementsOf<C>>;

/** Element codenames of type `C`, for `elementsParameter` and filters. */
export type ElementCodenameOf<C extends ContentTypeCodename> = keyof ContentTypes[C]['elements'] & string;
