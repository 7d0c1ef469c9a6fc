/** Products a page of the public shop brings (the API's most); "Show more" brings the next page. */
export const SHOP_PAGE_SIZE = 100;

/** The back office's product list: its page, size and filters (part of its query key). */
export interface ProductListFilters {
  page: number;
  limit: number;
  search?: string;
  categoryId?: string;
}

/** The back office's product and review screens' keys start with this; saving a product or review refreshes them all. */
const BACK_OFFICE = ['shop'] as const;

/**
 * The TanStack Query keys of the whole shop, the customer's side (shop/, account/, the landing page) and the
 * back office's (admin/shop/), in one factory (docs/decisions/0054-shop-layout.md).
 */
export const shopKeys = {
  // The back office: products, their reviews, the categories to file them under, coupons.
  backOffice: BACK_OFFICE,
  productList: (f: ProductListFilters) => [...BACK_OFFICE, 'products', f] as const,
  productOrder: [...BACK_OFFICE, 'products', 'order'] as const,
  product: (id: string) => [...BACK_OFFICE, 'product', id] as const,
  reviews: (id: string) => [...BACK_OFFICE, 'reviews', id] as const,
  categories: ['catalogue', 'categories'] as const,
  coupons: ['coupons'] as const,
  // The customer's shop: the public catalogue and the buyer's own cart, addresses and orders.
  /** The shop's first page (whole: with its total), rendered with the page by the server. */
  storeProducts: ['store', 'products'] as const,
  /** The pages after it, brought by "Show more". */
  storeProductPages: ['store', 'products', 'more'] as const,
  storeProduct: (id: string) => ['store', 'product', id] as const,
  /** Every buyer's cart (one key each, under this). */
  carts: ['cart'] as const,
  cart: (who: string) => ['cart', who] as const,
  addresses: (userId: string) => ['my', 'addresses', userId] as const,
  order: (id: string) => ['my', 'order', id] as const,
};
