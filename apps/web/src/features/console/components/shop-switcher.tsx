import { NativeSelect, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import type { ShopSummary } from '@vitrine/contracts/catalogue';

/** Which shop the console manages: a choice for owners of several shops, the name otherwise. */
export function ShopSwitcher({
  shops,
  shopId,
  onChange,
}: {
  shops: ShopSummary[];
  shopId: string;
  onChange: (id: string) => void;
}) {
  if (shops.length < 2) {
    return (
      <Text fw={600} truncate>
        {shops[0]?.name}
      </Text>
    );
  }
  return (
    <NativeSelect
      label="Shop"
      data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
      value={shopId}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={320}
    />
  );
}
