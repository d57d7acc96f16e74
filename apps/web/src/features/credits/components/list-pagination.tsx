import { Group, Pagination, Text } from '@mantine/core';

type ListPaginationProps = {
  /** What the list is, for the navigation's name: "Credit history pages". */
  label: string;
  page: number;
  limit: number;
  total: number;
  onChange: (page: number) => void;
};

/** "Showing 11–20 of 45" and the page buttons (hidden when everything fits one page). */
export function ListPagination({ label, page, limit, total, onChange }: ListPaginationProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{last} of {total}
      </Text>
      {pages > 1 ? (
        <nav aria-label={label}>
          <Pagination
            total={pages}
            value={page}
            onChange={onChange}
            size="sm"
            siblings={1}
            boundaries={1}
            getItemProps={(item) => ({
              'aria-label': `Page ${item}`,
              'aria-current': item === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Previous page'
                  : control === 'next'
                    ? 'Next page'
                    : control === 'first'
                      ? 'First page'
                      : 'Last page',
            })}
          />
        </nav>
      ) : null}
    </Group>
  );
}
