import { describe, expect, it } from 'vitest';
import { ratingOf, ZCreateProductRequest, ZUpdateProductRequest } from './shop.js';

describe('product form', () => {
  it('takes rupees from a multipart form and answers paise', () => {
    const p = ZCreateProductRequest.parse({ name: 'Tag', price: '499', discountedPrice: '299.50', categoryId: '' });
    expect(p).toEqual({ name: 'Tag', price: 49900, discountedPrice: 29950, categoryId: null });
  });

  it('refuses a negative price and a discounted price above the price', () => {
    const neg = ZCreateProductRequest.safeParse({ name: 'Tag', price: '-1' });
    expect(neg.error?.issues.map((i) => i.path.join('.'))).toEqual(['price']);
    const above = ZCreateProductRequest.safeParse({ name: 'Tag', price: 100, discountedPrice: 120 });
    expect(above.error?.issues).toMatchObject([
      { path: ['discountedPrice'], message: 'The discounted price cannot be above the price' },
    ]);
  });

  it('reads the images to remove from repeated fields, a JSON string or a comma list', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(ZUpdateProductRequest.parse({ _id: id, removeImages: ['a.webp', 'b.webp'] }).removeImages).toEqual([
      'a.webp',
      'b.webp',
    ]);
    expect(ZUpdateProductRequest.parse({ _id: id, removeImages: '["a.webp"]' }).removeImages).toEqual(['a.webp']);
    expect(ZUpdateProductRequest.parse({ _id: id, removeImages: 'a.webp, b.webp' }).removeImages).toEqual([
      'a.webp',
      'b.webp',
    ]);
    expect(ZUpdateProductRequest.parse({ _id: id }).removeImages).toBeUndefined();
  });
});

describe('rating', () => {
  it('averages stars to one decimal and counts each', () => {
    expect(ratingOf([0, 0, 1, 1, 1])).toEqual({ average: 4, count: 3, stars: [0, 0, 1, 1, 1] });
    expect(ratingOf([1, 0, 0, 0, 2])).toEqual({ average: 3.7, count: 3, stars: [1, 0, 0, 0, 2] });
    expect(ratingOf([])).toEqual({ average: 0, count: 0, stars: [0, 0, 0, 0, 0] });
  });
});
