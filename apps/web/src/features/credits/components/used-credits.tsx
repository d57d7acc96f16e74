import { Badge, Stack, Table, Text, Group } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import { creditEntryKindLabels } from '@vitrine/contracts/credits';
import { useState } from 'react';
import { useGetUsedCreditsQuery } from '../api/get-used-credits.ts';
import { CreditDelta, EntryDate } from './credit-history.tsx';
import { CREDITS_PAGE_SIZE } from './credits-page-size.ts';
import { DownloadButtons, listFormats } from '../../../components/download-buttons.tsx';
import { useDownloadCreditsListMutation } from '../api/download-credits-list.ts';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { toApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-state.tsx';

/** What credits paid for, newest first, in pages of 10, with CSV/Excel of all of it. */
export function UsedCredits() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetUsedCreditsQuery({
    page,
    limit: CREDITS_PAGE_SIZE,
  });
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadCreditsListMutation();

  let body;
  if (isLoading) body = <ListLoading label="Loading your used credits" />;
  else if (error || !data)
    body = (
      <ErrorState
        title="Your used credits could not be loaded"
        error={toApiError(error)}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  else if (data.items.length === 0)
    body = (
      <ListEmpty title="You have not used any credits yet">
        Credits are spent when you book a video meeting with a shop.
      </ListEmpty>
    );
  else
    body = (
      <>
        <Text size="sm">{data.totalUsed.toLocaleString()} credits used in total.</Text>
        <Table.ScrollContainer minWidth={340} type="native">
          <Table
            verticalSpacing="sm"
            striped
            aria-label="Used credits, newest first"
            style={{ opacity: isFetching ? 0.6 : 1 }}
            aria-busy={isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={112}>Date</Table.Th>
                <Table.Th>Used for</Table.Th>
                <Table.Th ta="right" w={80}>
                  Credits
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <EntryDate iso={item.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap={6}>
                        <Badge variant="filled" color="gray.7" size="sm">
                          {creditEntryKindLabels[item.kind]}
                        </Badge>
                      </Group>
                      <Text size="sm">{item.description}</Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right">
                    <CreditDelta delta={-item.credits} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPagination
          label="Used credits pages"
          page={data.page}
          limit={data.limit}
          total={data.total}
          onChange={setPage}
        />
      </>
    );

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <DownloadButtons
          choices={listFormats('your used credits')}
          download={(format) => download({ list: 'used', format }).unwrap()}
          failure="The used credits could not be downloaded."
          disabled={!data || data.total === 0}
        />
      </Group>
      {body}
    </Stack>
  );
}
