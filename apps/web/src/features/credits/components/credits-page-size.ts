/** Rows per page of the history and used-credits lists (the summary shares their first page). */
export const CREDITS_PAGE_SIZE = 10;
