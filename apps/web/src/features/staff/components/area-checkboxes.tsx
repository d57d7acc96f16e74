import { Checkbox, Group } from '@mantine/core';
import { STAFF_PERMISSIONS, type StaffPermission } from '@vitrine/contracts/staff';

export const areaLabels: Record<StaffPermission, string> = {
  shops: 'Shops',
  support: 'Support',
  content: 'Content',
  credits: 'Credits',
};

/** The staff areas as checkboxes, in one labelled group. */
export function AreaCheckboxes({
  value,
  onChange,
}: {
  value: StaffPermission[];
  onChange: (areas: StaffPermission[]) => void;
}) {
  return (
    <Checkbox.Group
      label="Areas"
      value={value}
      onChange={(next) => onChange(next as StaffPermission[])}
    >
      <Group gap="md" mt={4}>
        {STAFF_PERMISSIONS.map((area) => (
          <Checkbox key={area} value={area} label={areaLabels[area]} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
