import { z } from 'zod';
import { countryCodeSchema } from './account.ts';

// GET /geo/countries, /geo/states/{countryCode}, /geo/cities, /geo/postal-codes.

export const geoCountrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  /** Whether /geo/states lists this country's states (else the address form takes free text). */
  hasStates: z.boolean(),
});
export const geoCountryListSchema = z.object({ items: z.array(geoCountrySchema) });
export type GeoCountry = z.infer<typeof geoCountrySchema>;

export const geoStateSchema = z.object({
  /** ISO 3166-2 subdivision code without the country, e.g. `MH` for Maharashtra. */
  adminCode1: z.string(),
  name: z.string(),
});
export const geoStateListSchema = z.object({ items: z.array(geoStateSchema) });
export type GeoState = z.infer<typeof geoStateSchema>;

export const geoStatesParamsSchema = z.object({ countryCode: countryCodeSchema });

const adminCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,3}$/, 'must be a state code such as MH');

export const geoCitiesQuerySchema = z.object({
  countryCode: countryCodeSchema,
  adminCode1: adminCodeSchema,
});
export const geoCityListSchema = z.object({ items: z.array(z.object({ name: z.string() })) });

export const geoPostalCodesQuerySchema = z
  .object({
    countryCode: countryCodeSchema,
    /** The PINs known for this city. */
    city: z.string().trim().min(1, 'must not be empty').max(100).optional(),
    /** One postal code to resolve (for India, any 6-digit PIN: its state, and its city if known). */
    postalCode: z
      .string()
      .trim()
      .max(12)
      .regex(/^[A-Za-z0-9 -]+$/, 'must be letters, digits, spaces or hyphens')
      .optional(),
  })
  .refine((query) => query.city !== undefined || query.postalCode !== undefined, {
    error: 'give city or postalCode',
    path: ['city'],
  });

export const geoPostalCodeSchema = z.object({
  postalCode: z.string(),
  /** The city, when the data knows it; null when only the state is known. */
  placeName: z.string().nullable(),
  adminCode1: z.string(),
  adminName1: z.string(),
});
export const geoPostalCodeListSchema = z.object({
  items: z.array(geoPostalCodeSchema),
  /** PIN prefixes (first three digits) whose every code belongs to the city asked for. */
  prefixes: z.array(z.string()),
});
export type GeoPostalCode = z.infer<typeof geoPostalCodeSchema>;
