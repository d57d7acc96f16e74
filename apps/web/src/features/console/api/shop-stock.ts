import {
  productSalesListSchema,
  shopStockPageSchema,
  stockSettingsSchema,
  type ProductSalesList,
  type ShopStockPage,
  type StockSettings,
  type StockSettingsInput,
} from '@vitrine/contracts/shop-stock';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { consoleApi } from './console-api.ts';

export type GetShopStockArgs = { shopId: string; lowOnly: boolean; page: number; limit: number };

const shopStockApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/stock: the shop's stock per product and variant, running-low first. */
    getShopStock: build.query<ShopStockPage, GetShopStockArgs>({
      query: ({ lowOnly, ...args }) =>
        `/v1/vendor/stock?${toQueryString({ ...args, lowOnly: lowOnly ? 'true' : undefined })}`,
      ...checkedResponse(shopStockPageSchema),
      providesTags: (_result, _error, { shopId }) => [{ type: 'ShopStock', id: shopId }],
    }),
    /** PUT /vendor/stock/settings: the shop's low-stock threshold; the list is asked again. */
    setStockSettings: build.mutation<StockSettings, StockSettingsInput>({
      query: (body) => ({ url: '/v1/vendor/stock/settings', method: 'PUT', body }),
      ...checkedResponse(stockSettingsSchema),
      invalidatesTags: (_result, _error, { shopId }) => [{ type: 'ShopStock', id: shopId }],
    }),
    /** GET /vendor/sales/products: units and revenue per product, days from–to. */
    getProductSales: build.query<ProductSalesList, { shopId: string; from: string; to: string }>({
      query: (args) => `/v1/vendor/sales/products?${toQueryString(args)}`,
      ...checkedResponse(productSalesListSchema),
    }),
  }),
});

export const { useGetShopStockQuery, useSetStockSettingsMutation, useGetProductSalesQuery } =
  shopStockApi;
