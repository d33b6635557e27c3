import { describe, expect, it } from 'vitest';
import { compareModels } from './compare';
import { modelShape, type ModelShape, type TypeShape } from './shape';

// A small model: one type of each element kind the comparison looks into, and one taxonomy group.
const model: ModelShape = {
  types: [
    {
      codename: 'article',
      name: 'Article',
      elements: {
        title: { type: 'text', name: 'Title' },
        body: { type: 'rich_text', name: 'Body' },
        audience: { type: 'taxonomy', name: 'Audience', taxonomyGroup: 'audience' },
        page_type: {
          type: 'multiple_choice',
          name: 'Page type',
          options: [
            { codename: 'green_retail', name: 'Green retail' },
            { codename: 'architecture', name: 'Architecture' },
          ],
        },
      },
    },
    { codename: 'faq_item', name: 'FAQ item', elements: { question: { type: 'text', name: 'Question' } } },
  ],
  taxonomies: [
    {
      codename: 'audience',
      name: 'Audience',
      terms: [
        { codename: 'business', name: 'Business', terms: [{ codename: 'retailer', name: 'Retailer', terms: [] }] },
        { codename: 'product', name: 'Product', terms: [] },
      ],
    },
  ],
};

/** The model with the article type changed by `change`. */
const withArticle = (change: (article: TypeShape) => TypeShape): ModelShape => ({
  ...model,
  types: model.types.map((type) => (type.codename === 'article' ? change(type) : type)),
});

const withElements = (elements: TypeShape['elements']) => withArticle((article) => ({ ...article, elements }));

describe('model check: comparing the model with an environment', () => {
  it('finds nothing when they match, in whatever order the environment lists things', () => {
    const reordered: ModelShape = {
      types: [...model.types].reverse().map((type) => ({ ...type, elements: Object.fromEntries(Object.entries(type.elements).reverse()) })),
      taxonomies: model.taxonomies.map((group) => ({ ...group, terms: [...group.terms].reverse() })),
    };
    expect(compareModels(model, reordered)).toEqual([]);
  });

  it('the project model matches itself (the shape is built from every type and group)', () => {
    const shape = modelShape();
    expect(shape.types.map((type) => type.codename)).toContain('article');
    expect(shape.types.find((type) => type.codename === 'article')?.elements.audience).toEqual({
      type: 'taxonomy',
      name: 'Audience',
      taxonomyGroup: 'audience',
    });
    expect(compareModels(shape, shape)).toEqual([]);
  });

  it('reports missing and extra types', () => {
    const environment: ModelShape = { ...model, types: [model.types[0]!, { codename: 'banner', name: 'Banner', elements: {} }] };
    expect(compareModels(model, environment)).toEqual([
      'type faq_item is in the model, not in the environment',
      'type banner is in the environment, not in the model',
    ]);
  });

  it('reports missing and extra elements, with the extra one’s type', () => {
    const { body: _body, ...rest } = model.types[0]!.elements;
    const environment = withElements({ ...rest, reading_time: { type: 'number', name: 'Reading time' } });
    expect(compareModels(model, environment)).toEqual([
      'type article: element body is in the model, not in the environment',
      'type article: element reading_time (number) is in the environment, not in the model',
    ]);
  });

  it('reports an element of another type, and only that for it', () => {
    const environment = withElements({
      ...model.types[0]!.elements,
      body: { type: 'text', name: 'Body text' },
      page_type: { type: 'text', name: 'Page type' },
    });
    expect(compareModels(model, environment)).toEqual([
      'type article, element body: element type is rich_text in the model, text in the environment',
      'type article, element page_type: element type is multiple_choice in the model, text in the environment',
    ]);
  });

  it('reports missing, extra and renamed options', () => {
    const environment = withElements({
      ...model.types[0]!.elements,
      page_type: {
        type: 'multiple_choice',
        name: 'Page type',
        options: [
          { codename: 'green_retail', name: 'Sustainable retail' },
          { codename: 'digital_showroom', name: 'Digital showroom' },
        ],
      },
    });
    expect(compareModels(model, environment)).toEqual([
      'type article, element page_type: option architecture is in the model, not in the environment',
      'type article, element page_type: option digital_showroom is in the environment, not in the model',
      'type article, element page_type: option green_retail is named "Green retail" in the model, "Sustainable retail" in the environment',
    ]);
  });

  it('reports a taxonomy element bound to another group', () => {
    const environment = withElements({ ...model.types[0]!.elements, audience: { type: 'taxonomy', name: 'Audience', taxonomyGroup: 'audiences' } });
    expect(compareModels(model, environment)).toEqual([
      'type article, element audience: taxonomy group is audience in the model, audiences in the environment',
    ]);
  });

  it('reports renamed types and elements', () => {
    const environment = withArticle((article) => ({
      ...article,
      name: 'News article',
      elements: { ...article.elements, title: { type: 'text', name: 'Headline' } },
    }));
    expect(compareModels(model, environment)).toEqual([
      'type article: named "Article" in the model, "News article" in the environment',
      'type article, element title: named "Title" in the model, "Headline" in the environment',
    ]);
  });

  it('reports missing and extra taxonomy groups', () => {
    const environment: ModelShape = { ...model, taxonomies: [{ codename: 'regions', name: 'Regions', terms: [] }] };
    expect(compareModels(model, environment)).toEqual([
      'taxonomy group audience is in the model, not in the environment',
      'taxonomy group regions is in the environment, not in the model',
    ]);
  });

  it('reports missing, extra, renamed and moved terms', () => {
    const environment: ModelShape = {
      ...model,
      taxonomies: [
        {
          codename: 'audience',
          name: 'Audiences',
          terms: [
            { codename: 'business', name: 'Business', terms: [] },
            { codename: 'retailer', name: 'Retail partner', terms: [] },
            { codename: 'importer', name: 'Importer', terms: [] },
          ],
        },
      ],
    };
    expect(compareModels(model, environment)).toEqual([
      'taxonomy group audience: named "Audience" in the model, "Audiences" in the environment',
      'taxonomy group audience: term product is in the model, not in the environment',
      'taxonomy group audience: term importer is in the environment, not in the model',
      'taxonomy group audience: term retailer is named "Retailer" in the model, "Retail partner" in the environment',
      'taxonomy group audience: term retailer is under business in the model, at the top in the environment',
    ]);
  });
});
