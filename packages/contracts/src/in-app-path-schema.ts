import { z } from 'zod';
import { isInAppPath } from './in-app-path.ts';

/**
 * Every link the app stores and later opens (a banner's button, a notification or broadcast,
 * anything added after them) is a path inside the app, checked by this one schema.
 */
export const inAppPathSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(500, 'at most 500 characters')
  .refine(
    isInAppPath,
    'must be a path inside the app starting with a single / (like /offers), without spaces or backslashes',
  )
  .meta({ examples: ['/offers'] });
