/** Where the bearer token lives between visits (the app keeps its session across reloads). */
export const TOKEN_STORAGE_KEY = 'vitrine.token';

// localStorage throws in some private modes and when storage is disabled; then the session
// simply lasts as long as the tab.
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // See readStoredToken.
  }
}

export function clearStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // See readStoredToken.
  }
}
