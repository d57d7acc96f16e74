import { Group, Pagination, Text } from '@mantine/core';

type ListPaginationProps = {
  page: number;
  limit: number;
  total: number;
  onChange: (page: number) => void;
  /** What the list holds, for "Showing 25–48 of 142 shops". */
  noun: string;
};

const controlLabels: Record<string, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** Page numbers under a list, with what the current page shows; nothing for a single page. */
export function ListPagination({ page, limit, total, onChange, noun }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm" mt="lg" component="nav" aria-label="Pages">
      <Text size="sm" c="dimmed">
        {first > total
          ? `Page ${page} is past the end of ${total.toLocaleString()} ${noun}`
          : `Showing ${first.toLocaleString()}–${last.toLocaleString()} of ${total.toLocaleString()} ${noun}`}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          siblings={1}
          boundaries={1}
          size="sm"
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        />
      ) : null}
    </Group>
  );
}
