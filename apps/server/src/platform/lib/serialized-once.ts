import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

type PageSchemaParts<Item extends z.ZodType, Rest extends z.ZodObject> = {
  /** One entry of `items`. */
  item: Item;
  /** Everything of the answer but `items` (total, page, limit, facets…). */
  rest: Rest;
};

/**
 * Sends list answers as JSON checked against the contract, without checking and writing the
 * same things on every request:
 *
 * - an answer object that is sent again (a result cache hands out the same object until it
 *   expires) is written once;
 * - an item object that is sent again (a service that keeps each entity's summary, like the
 *   shop index) is checked and written once, however many answers it appears in.
 *
 * Both memos are WeakMaps, so they live exactly as long as the objects. The route keeps its
 * response schema for the OpenAPI document.
 */
export function createPageSerializer<Item extends z.ZodType, Rest extends z.ZodObject>(
  schema: PageSchemaParts<Item, Rest>,
) {
  const answers = new WeakMap<object, string>();
  const items = new WeakMap<object, string>();

  const itemJson = (item: z.output<Item> & object): string => {
    let json = items.get(item);
    if (json === undefined) {
      json = JSON.stringify(schema.item.parse(item));
      items.set(item, json);
    }
    return json;
  };

  return (
    reply: FastifyReply,
    answer: { items: (z.output<Item> & object)[] } & z.output<Rest>,
  ): FastifyReply => {
    let json = answers.get(answer);
    if (json === undefined) {
      const { items: list, ...rest } = answer;
      const restJson = JSON.stringify(schema.rest.parse(rest));
      const itemsJson = `"items":[${list.map(itemJson).join(',')}]`;
      json = restJson === '{}' ? `{${itemsJson}}` : `{${itemsJson},${restJson.slice(1)}`;
      answers.set(answer, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
