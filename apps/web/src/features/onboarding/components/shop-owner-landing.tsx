import {
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconMessageCircle, IconNeedle, IconStar, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta.ts';

const benefits = [
  {
    icon: IconVideo,
    title: 'Video consultations, paid in credits',
    text: 'Shoppers book a slot in the hours you open and pay for it in credits up front, so every call is with someone who wants to see your work.',
  },
  {
    icon: IconMessageCircle,
    title: 'Chat before and after the sale',
    text: 'Answer questions about fabric, fit and delivery in one conversation per customer, on your phone or at the counter.',
  },
  {
    icon: IconNeedle,
    title: 'Orders and stitching',
    text: 'Take orders for ready pieces and made-to-measure work, with measurements and invoices kept together.',
  },
  {
    icon: IconStar,
    title: 'Reviews that bring the next customer',
    text: 'Customers review you after a meeting or an order; good reviews lift your shop in search.',
  },
];

const steps = [
  'Apply in about ten minutes: your contact, business details (PAN, and GSTIN or IEC if you have them), your shop profile and a few pictures. You can stop and continue later.',
  'We review every application and write to you either way. If something is missing we say what, and you correct it.',
  'Once approved your shop is live and searchable. Set your meeting hours, add products and offers from your shop console.',
];

type ShopOwnerLandingProps = {
  /** What selling costs, in the server's figures (the route hands in the pricing feature's). */
  costs: ReactNode;
};

/** /vendor: what a shop gets on Vitrine, how joining works, what it costs, and the way in. */
export function ShopOwnerLanding({ costs }: ShopOwnerLandingProps) {
  usePageMeta(
    'Sell on Vitrine',
    'Open your shop on Vitrine: video consultations paid in credits, chat, orders and stitching, reviews. A commission on what you earn, no monthly fee.',
  );
  return (
    <Stack gap={48}>
      <Stack gap="md" component="section" aria-labelledby="vendor-hero">
        <Title order={1} id="vendor-hero">
          Open your shop on Vitrine
        </Title>
        <Text size="lg" maw={720}>
          Vitrine brings boutiques, brands and tailors together with shoppers who want to see, ask
          and try before they buy — by video, from anywhere in the country.
        </Text>
        <Group>
          <Button component={Link} to="/vendor/apply" size="md">
            Open your shop
          </Button>
          <Button component="a" href="#pricing" variant="default" size="md">
            See what it costs
          </Button>
        </Group>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="vendor-benefits">
        <Title order={2} id="vendor-benefits">
          What your shop gets
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {benefits.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder p="lg" radius="md">
              <Group align="flex-start" wrap="nowrap">
                <ThemeIcon size="lg" variant="light" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={3} size="h4">
                    {title}
                  </Title>
                  <Text>{text}</Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="vendor-how">
        <Title order={2} id="vendor-how">
          How it works
        </Title>
        <List type="ordered" spacing="sm" maw={720}>
          {steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Stack>

      <Paper
        withBorder
        p="xl"
        radius="md"
        component="section"
        id="pricing"
        aria-labelledby="vendor-pricing"
      >
        <Stack gap="sm">
          <Title order={2} id="vendor-pricing">
            What it costs
          </Title>
          {costs}
        </Stack>
      </Paper>

      <Stack gap="sm" align="flex-start" component="section" aria-labelledby="vendor-start">
        <Title order={2} id="vendor-start">
          Ready when you are
        </Title>
        <Text>Your application is saved as you go, so you can finish it later.</Text>
        <Button component={Link} to="/vendor/apply" size="md">
          Open your shop
        </Button>
      </Stack>
    </Stack>
  );
}
