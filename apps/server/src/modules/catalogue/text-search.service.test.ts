import { describe, expect, it } from 'vitest';
import type { AnalysedWord, TextSearchRepository } from './text-search.repository.ts';
import { createTextSearchService } from './text-search.service.ts';

/** A repository that analyses like PostgreSQL would for these words and records each call. */
function recordingRepository() {
  const calls: string[][] = [];
  const corrections: Record<string, string> = { lehnga: 'lehenga' };
  const repository: TextSearchRepository = {
    async analyseWords(words) {
      calls.push(words.map((w) => w.word));
      return words.map(({ word, correctable }): AnalysedWord => ({
        word,
        correction: correctable ? corrections[word] : undefined,
        prefixQuery: `'${word}':*`,
        correctionQuery: correctable && corrections[word] ? `'${corrections[word]}'` : undefined,
      }));
    },
  };
  return { repository, calls };
}

describe('createTextSearchService', () => {
  const setup = () => {
    const { repository, calls } = recordingRepository();
    let now = Date.parse('2026-01-01T00:00:00Z');
    const service = createTextSearchService({
      textSearchRepository: repository,
      clock: () => new Date(now),
      ttlMs: 60_000,
    });
    return { service, calls, advance: (ms: number) => (now += ms) };
  };

  it('asks the database only for words it has not analysed lately, with the same answer', async () => {
    const { service, calls } = setup();
    const first = await service.prepare('bridal lehnga');
    expect(calls).toEqual([['bridal', 'lehnga']]);
    expect(first).toEqual({
      text: 'bridal lehnga',
      tsquery: 'bridal:* & (lehnga:* | lehenga)',
      anyTsquery: 'bridal:* | (lehnga:* | lehenga)',
      analysed: [["'bridal':*"], ["'lehnga':*", "'lehenga'"]],
      corrected: 'bridal lehenga',
    });

    expect(await service.prepare('Bridal  LEHNGA')).toEqual(first);
    expect(calls).toHaveLength(1);

    // Only the new word goes to the database; the answer keeps the words' order.
    const mixed = await service.prepare('lehnga silk bridal');
    expect(calls).toEqual([['bridal', 'lehnga'], ['silk']]);
    expect(mixed?.tsquery).toBe('(lehnga:* | lehenga) & silk:* & bridal:*');
  });

  it('analyses a word again after its time to live and after invalidate()', async () => {
    const { service, calls, advance } = setup();
    await service.prepare('saree');
    advance(59_999);
    await service.prepare('saree');
    expect(calls).toHaveLength(1);
    advance(1);
    await service.prepare('saree');
    expect(calls).toHaveLength(2);
    service.invalidate();
    await service.prepare('saree');
    expect(calls).toHaveLength(3);
  });

  it('shares one lookup between concurrent searches for the same new words', async () => {
    const { service, calls } = setup();
    const [a, b] = await Promise.all([
      service.prepare('silk saree'),
      service.prepare('saree silk'),
    ]);
    expect(calls).toEqual([['silk', 'saree']]);
    expect(a?.tsquery).toBe('silk:* & saree:*');
    expect(b?.tsquery).toBe('saree:* & silk:*');
  });

  it('does not keep a failed analysis', async () => {
    const { repository, calls } = recordingRepository();
    let fail = true;
    const service = createTextSearchService({
      textSearchRepository: {
        analyseWords: (words) =>
          fail ? Promise.reject(new Error('database gone')) : repository.analyseWords(words),
      },
      clock: () => new Date(),
    });
    await expect(service.prepare('saree')).rejects.toThrow('database gone');
    fail = false;
    expect((await service.prepare('saree'))?.tsquery).toBe('saree:*');
    expect(calls).toEqual([['saree']]);
  });
});
