import { Group, Pagination, Text } from '@mantine/core';
import { pageRange, type PageOf } from '../lib/pagination.ts';

type ListPaginationProps = PageOf & {
  onChange: (page: number) => void;
  /** What the list holds, for "Showing 25–48 of 142 shops"; left out: "Showing 25–48 of 142". */
  noun?: string;
  /** The navigation's name, when a screen has more than one list: "Credit history pages". */
  label?: string;
};

const controlLabels: Record<string, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** The one pager under every list: what the current page shows, and page buttons when there are several. */
export function ListPagination({
  page,
  limit,
  total,
  onChange,
  noun,
  label = 'Pages',
}: ListPaginationProps) {
  if (total === 0) return null;
  const { pages, first, last } = pageRange({ page, limit, total });
  const of = `${total.toLocaleString()}${noun ? ` ${noun}` : ''}`;
  return (
    <Group justify="space-between" gap="sm" mt="lg" component="nav" aria-label={label}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {first > total
          ? `Page ${page} is past the end of ${of}`
          : `Showing ${first.toLocaleString()}–${last.toLocaleString()} of ${of}`}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          siblings={1}
          boundaries={1}
          size="sm"
          getItemProps={(item) => ({
            'aria-label': `Page ${item}`,
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        />
      ) : null}
    </Group>
  );
}
