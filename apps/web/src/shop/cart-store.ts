import type { TCart } from '@safesathi/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { VISITOR_CART_KEY } from '../config';
import { useAuth } from '../lib/auth';
import { useHydrated } from '../site/use-hydrated';
import { fetchMyCart, mergeCart, quoteCart, saveMyCart } from './shop-api';
import { shopKeys } from './shop-keys';

/** What the browser keeps of a visitor's cart: the lines and the coupon; prices always come from the server. */
export interface LocalCart {
  lines: { productId: string; quantity: number }[];
  couponCode: string | null;
}

const EMPTY: LocalCart = { lines: [], couponCode: null };

export function readLocalCart(): LocalCart {
  try {
    const raw = window.localStorage.getItem(VISITOR_CART_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<LocalCart>;
    const lines = Array.isArray(parsed.lines)
      ? parsed.lines.filter(
          (l): l is LocalCart['lines'][number] =>
            typeof l?.productId === 'string' && Number.isInteger(l?.quantity) && l.quantity > 0,
        )
      : [];
    return { lines, couponCode: typeof parsed.couponCode === 'string' ? parsed.couponCode : null };
  } catch {
    return EMPTY;
  }
}

export function writeLocalCart(cart: LocalCart | null): void {
  try {
    if (!cart || (cart.lines.length === 0 && !cart.couponCode)) window.localStorage.removeItem(VISITOR_CART_KEY);
    else window.localStorage.setItem(VISITOR_CART_KEY, JSON.stringify(cart));
  } catch {
    // Storage off (private browsing): the cart lasts as long as the page.
  }
}

/** The request that keeps a priced cart as it is, with one change. */
export function requestOf(cart: Pick<TCart, 'lines' | 'couponCode'>): LocalCart {
  return {
    lines: cart.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    couponCode: cart.couponCode,
  };
}

/**
 * The cart, priced by the server: a customer's is on the server (GET/PUT /api/cart); a visitor's
 * lines are kept in local storage and priced by POST /api/cart/quote. The first time a customer's
 * cart is read after signing in, the visitor's lines are merged into it (POST /api/cart/merge)
 * and forgotten by the browser.
 */
export function useCart() {
  const auth = useAuth();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const customer = auth.status === 'signed-in' && auth.user?.usertype === 'Customer' ? auth.user : null;
  const admin = auth.status === 'signed-in' && auth.user?.usertype === 'Admin';
  const who = customer ? customer._id : 'visitor';
  const key = shopKeys.cart(who);

  const query = useQuery({
    queryKey: key,
    enabled: hydrated && auth.status !== 'loading' && !admin,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      if (!customer) return quoteCart(readLocalCart(), signal);
      const local = readLocalCart();
      if (local.lines.length === 0) return fetchMyCart(signal);
      const merged = await mergeCart(local.couponCode ? local : { lines: local.lines });
      writeLocalCart(null);
      return merged;
    },
  });

  const save = useMutation({
    mutationFn: async (next: LocalCart) => {
      if (customer) return saveMyCart(next);
      const priced = await quoteCart(next);
      writeLocalCart({ lines: requestOf(priced).lines, couponCode: priced.couponCode });
      return priced;
    },
    onSuccess: (cart) => queryClient.setQueryData(key, cart),
  });

  const current = (): LocalCart => (query.data ? requestOf(query.data) : readLocalCart());

  return {
    query,
    cart: query.data,
    save,
    /** Adds `quantity` of a product (on top of what the cart holds). */
    add: (productId: string, quantity: number) => {
      const base = current();
      const lines = [...base.lines];
      const at = lines.findIndex((l) => l.productId === productId);
      if (at >= 0) lines[at] = { productId, quantity: lines[at]!.quantity + quantity };
      else lines.push({ productId, quantity });
      return save.mutateAsync({ ...base, lines });
    },
    setQuantity: (productId: string, quantity: number) => {
      const base = current();
      return save.mutateAsync({
        ...base,
        lines: base.lines.map((l) => (l.productId === productId ? { productId, quantity } : l)),
      });
    },
    remove: (productId: string) => {
      const base = current();
      return save.mutateAsync({ ...base, lines: base.lines.filter((l) => l.productId !== productId) });
    },
    setCoupon: (couponCode: string | null) => save.mutateAsync({ ...current(), couponCode }),
    /** Signed-in customers' carts are the server's; refreshes after checkout and payment. */
    refresh: () => queryClient.invalidateQueries({ queryKey: shopKeys.carts }),
    admin,
  };
}
