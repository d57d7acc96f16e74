import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createAppStore } from '../app/store.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { api, toApiError } from './api.ts';
import { checkedResponse } from './checked-response.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const thingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCheckedThing: build.query<{ name: string }, void>({
      query: () => '/v1/thing',
      ...checkedResponse(z.object({ name: z.string() })),
    }),
  }),
});

describe('checkedResponse', () => {
  it('passes an answer of the contract’s shape through', async () => {
    stubFetch({ 'GET /api/v1/thing': () => json({ name: 'Suhana Silks' }) });
    const store = createAppStore();
    const result = await store.dispatch(thingApi.endpoints.getCheckedThing.initiate());
    expect(result.data).toEqual({ name: 'Suhana Silks' });
  });

  it('turns an answer of another shape into an ordinary error a screen can retry', async () => {
    stubFetch({ 'GET /api/v1/thing': () => json({ title: 'not the contract' }) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createAppStore();
    const result = await store.dispatch(thingApi.endpoints.getCheckedThing.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: 'The server answered in an unexpected shape.',
    });
    expect(toApiError(result.error).code).toBe('INTERNAL');
    expect(logged).toHaveBeenCalledWith(
      'The API answered in an unexpected shape.',
      expect.any(Array),
    );
  });
});
