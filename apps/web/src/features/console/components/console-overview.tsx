import {
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendarEvent, IconMessageCircle, IconReceipt, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { useGetConsoleShopQuery } from '../api/get-console-shop.ts';
import { useGetShopCustomersQuery } from '../api/get-shop-customers.ts';
import { useGetShopOfferCountQuery } from '../api/get-shop-offer-count.ts';
import { useConsoleShop } from '../hooks/use-console-shop.ts';

/** A figure that loads on its own: a dash while unknown, never a made-up number. */
function Count({
  label,
  value,
  failed,
  to,
}: {
  label: string;
  value: number | undefined;
  failed: boolean;
  to: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {failed ? (
        <Text fz={28} fw={700} aria-label={`${label}: could not be loaded`}>
          —
        </Text>
      ) : value === undefined ? (
        <Skeleton h={28} w={48} mt={4} aria-label={`Loading ${label.toLowerCase()}`} />
      ) : (
        <Anchor component={Link} to={to} fz={28} fw={700} aria-label={`${value} ${label}`}>
          {value.toLocaleString()}
        </Anchor>
      )}
    </Paper>
  );
}

/** Where a kind of customer work lives (meetings, chats, orders), with the way there. */
function WorkPanel({
  icon: PanelIcon,
  title,
  link,
  children,
}: {
  icon: Icon;
  title: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap={6}>
        <Group gap="xs">
          <PanelIcon size={20} aria-hidden="true" />
          <Title order={3} size="h5">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
        <Anchor component={Link} to={link.to} size="sm" fw={600} w="fit-content">
          {link.label}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** /vendor/vendorLanding: the owner's home in the console. */
export function ConsoleOverview() {
  const { shop } = useConsoleShop();
  const detail = useGetConsoleShopQuery(shop.id);
  const customers = useGetShopCustomersQuery({ shopId: shop.id, page: 1, limit: 1 });
  const offers = useGetShopOfferCountQuery(shop.id);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="shop-status">
        <Stack gap="xs">
          <Title order={2} size="h4" id="shop-status">
            Your shop
          </Title>
          <Group gap="xs">
            {/* Filled darkest shades: small badge text stays above 4.5:1 (see shop-badges.tsx). */}
            <Badge color={shop.verified ? 'teal.9' : 'gray.8'} variant="filled">
              {shop.verified ? 'Verified' : 'Not verified yet'}
            </Badge>
            {shop.premium ? (
              <Badge color="grape.9" variant="filled">
                Premium
              </Badge>
            ) : null}
            {shop.isStitcher ? (
              <Badge color="cyan.9" variant="filled">
                Takes stitching orders
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">
            {shop.name} · {shop.address.city}, {shop.address.state}.{' '}
            <Anchor component={Link} to={`/shop/${shop.id}`}>
              See it as shoppers do
            </Anchor>
          </Text>
          <Group gap="sm" mt="xs">
            <LinkButton to="/vendor/profile">Edit profile</LinkButton>
            <LinkButton to="/vendor/availability" variant="default">
              Set meeting hours
            </LinkButton>
            <LinkButton to="/vendor/media" variant="default">
              Logo and photos
            </LinkButton>
          </Group>
        </Stack>
      </Paper>

      <section aria-labelledby="work-heading">
        <Title order={2} size="h4" id="work-heading" mb="sm">
          Your work
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <WorkPanel
            icon={IconCalendarEvent}
            title="Meetings"
            link={{ to: '/vendor/bookings', label: 'See your bookings' }}
          >
            Video meetings customers book in your open hours: join them, and keep notes.
          </WorkPanel>
          <WorkPanel
            icon={IconMessageCircle}
            title="Chats"
            link={{ to: '/vendor/inbox', label: 'Open your inbox' }}
          >
            Customers message you from your shop and product pages; answer them in your inbox.
          </WorkPanel>
          <WorkPanel
            icon={IconReceipt}
            title="Orders"
            link={{ to: '/vendor/orders', label: 'See your orders' }}
          >
            Send customers orders from your products, then pack and ship them with tracking.
          </WorkPanel>
        </SimpleGrid>
      </section>

      <section aria-labelledby="numbers-heading">
        <Title order={2} size="h4" id="numbers-heading" mb="sm">
          Your numbers
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Count
            label="Customers who favourited you"
            value={customers.data?.total}
            failed={customers.isError}
            to="/vendor/customers"
          />
          <Count
            label="Products"
            value={detail.data?.productCount}
            failed={detail.isError}
            to="/vendor/products"
          />
          <Count
            label="Offers"
            value={offers.data?.total}
            failed={offers.isError}
            to="/vendor/offers"
          />
        </SimpleGrid>
        {customers.isError || detail.isError || offers.isError ? (
          <Text size="sm" c="red" mt="xs" role="status">
            Some figures could not be loaded; they show again when you reload the page.
          </Text>
        ) : null}
      </section>
    </Stack>
  );
}
