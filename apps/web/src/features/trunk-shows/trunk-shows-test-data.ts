import type { TrunkShow, VendorTrunkShow } from '@vitrine/contracts/trunk-shows';

export const SHOP_ID = '00000000-0000-4000-8000-00000000a001';
export const SHOW_ID = '00000000-0000-4000-8000-00000000b001';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function trunkShow(overrides: Partial<TrunkShow> = {}): TrunkShow {
  const startsAt = overrides.startsAt ?? inDays(3);
  return {
    id: SHOW_ID,
    shopId: SHOP_ID,
    shopName: 'Kala Boutique',
    title: 'Winter bridal edit',
    description: 'Lehengas and shawls, live from the studio.',
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
    capacity: 20,
    seatsTaken: 5,
    seatsLeft: 15,
    creditsPerSeat: 30,
    status: 'scheduled',
    cancelReason: null,
    joinOpensAt: new Date(Date.parse(startsAt) - 600_000).toISOString(),
    ...overrides,
  };
}

export const vendorTrunkShow = (overrides: Partial<VendorTrunkShow> = {}): VendorTrunkShow => ({
  ...trunkShow(overrides),
  seats: [],
  ...overrides,
});
