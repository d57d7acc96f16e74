import { Table } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { Measurements } from '@vitrine/contracts/stitching';
import { measurementLabel } from './stitching-labels.ts';

/** A garment's measurements, one row per field, in centimetres. */
export function MeasurementTable({
  measurements,
  caption,
}: {
  measurements: Measurements;
  caption: string;
}) {
  return (
    <Table captionSide="top" striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Tbody>
        {Object.entries(measurements).map(([field, cm]) => (
          <Table.Tr key={field}>
            <Table.Th scope="row">{measurementLabel(field)}</Table.Th>
            <Table.Td>{cm} cm</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
