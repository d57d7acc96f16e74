const KEY = 'vitrine.console.shop';

/** The shop the owner last chose in the switcher, kept per browser (not secret: just an id). */
export const readSelectedShop = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
};

export const writeSelectedShop = (id: string) => {
  try {
    globalThis.localStorage?.setItem(KEY, id);
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
};
