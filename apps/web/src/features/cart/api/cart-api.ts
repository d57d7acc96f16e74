import {
  cartSchema,
  guestCartSchema,
  type AddCartLineInput,
  type Cart,
  type GuestCart,
} from '@vitrine/contracts/cart';
import {
  checkoutQuoteSchema,
  checkoutSchema,
  type Checkout,
  type CheckoutInput,
  type CheckoutQuote,
} from '@vitrine/contracts/checkout';
import {
  checkoutOrderSchema,
  type CheckoutOrder,
  type VerifyCreditPaymentInput,
} from '@vitrine/contracts/payments';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

/** Whose cart a call is about: the signed-in customer's, or a guest's by its token. */
export type CartOwner = { kind: 'customer' } | { kind: 'guest'; token: string };

const base = (owner: CartOwner) => (owner.kind === 'customer' ? '/v1/user/cart' : '/v1/cart/guest');
const headers = (owner: CartOwner): Record<string, string> =>
  owner.kind === 'guest' ? { 'x-cart-token': owner.token } : {};

export const cartApi = api.enhanceEndpoints({ addTagTypes: ['Cart', 'Checkout'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET the cart: each shop's items, shipping, delivery estimate and warnings. */
    getCart: build.query<Cart, CartOwner>({
      query: (owner) => ({ url: base(owner), headers: headers(owner) }),
      ...checkedResponse(cartSchema),
      providesTags: ['Cart'],
    }),
    /** POST /cart/guest: a new guest cart and its token. */
    createGuestCart: build.mutation<GuestCart, void>({
      query: () => ({ url: '/v1/cart/guest', method: 'POST' }),
      ...checkedResponse(guestCartSchema),
    }),
    addToCart: build.mutation<Cart, { owner: CartOwner; line: Partial<AddCartLineInput> }>({
      query: ({ owner, line }) => ({
        url: `${base(owner)}/lines`,
        method: 'POST',
        headers: headers(owner),
        body: line,
      }),
      ...checkedResponse(cartSchema),
      invalidatesTags: ['Cart'],
    }),
    setCartQuantity: build.mutation<Cart, { owner: CartOwner; lineId: string; quantity: number }>({
      query: ({ owner, lineId, quantity }) => ({
        url: `${base(owner)}/lines/${lineId}`,
        method: 'PATCH',
        headers: headers(owner),
        body: { quantity },
      }),
      ...checkedResponse(cartSchema),
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: build.mutation<Cart, { owner: CartOwner; lineId: string }>({
      query: ({ owner, lineId }) => ({
        url: `${base(owner)}/lines/${lineId}`,
        method: 'DELETE',
        headers: headers(owner),
      }),
      ...checkedResponse(cartSchema),
      invalidatesTags: ['Cart'],
    }),
    acceptCartPrices: build.mutation<Cart, CartOwner>({
      query: (owner) => ({
        url: `${base(owner)}/accept-prices`,
        method: 'POST',
        headers: headers(owner),
      }),
      ...checkedResponse(cartSchema),
      invalidatesTags: ['Cart'],
    }),
    /** POST /user/cart/merge: the guest cart joins the customer's. */
    mergeGuestCart: build.mutation<Cart, { token: string }>({
      query: (body) => ({ url: '/v1/user/cart/merge', method: 'POST', body }),
      ...checkedResponse(cartSchema),
      invalidatesTags: ['Cart'],
    }),
    quoteCheckout: build.query<CheckoutQuote, { codes: string[] }>({
      query: (body) => ({ url: '/v1/user/checkout/quote', method: 'POST', body }),
      ...checkedResponse(checkoutQuoteSchema),
      providesTags: ['Cart'],
    }),
    startCheckout: build.mutation<Checkout, CheckoutInput>({
      query: (body) => ({ url: '/v1/user/checkout', method: 'POST', body }),
      ...checkedResponse(checkoutSchema),
      invalidatesTags: ['Cart', 'Checkout'],
    }),
    getCheckout: build.query<Checkout, string>({
      query: (id) => `/v1/user/checkouts/${encodeURIComponent(id)}`,
      ...checkedResponse(checkoutSchema),
      providesTags: ['Checkout'],
    }),
    payCheckout: build.mutation<CheckoutOrder, { id: string }>({
      query: ({ id }) => ({ url: `/v1/user/checkouts/${id}/pay`, method: 'POST' }),
      ...checkedResponse(checkoutOrderSchema),
    }),
    verifyCheckoutPayment: build.mutation<
      Checkout,
      { id: string; fields: VerifyCreditPaymentInput }
    >({
      query: ({ id, fields }) => ({
        url: `/v1/user/checkouts/${id}/pay/verify`,
        method: 'POST',
        body: fields,
      }),
      ...checkedResponse(checkoutSchema),
      invalidatesTags: ['Cart', 'Checkout'],
    }),
  }),
});

export const {
  useGetCartQuery,
  useCreateGuestCartMutation,
  useAddToCartMutation,
  useSetCartQuantityMutation,
  useRemoveFromCartMutation,
  useAcceptCartPricesMutation,
  useMergeGuestCartMutation,
  useQuoteCheckoutQuery,
  useStartCheckoutMutation,
  useGetCheckoutQuery,
  usePayCheckoutMutation,
  useVerifyCheckoutPaymentMutation,
} = cartApi;
