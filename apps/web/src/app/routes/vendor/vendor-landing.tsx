import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

const reasons = [
  {
    title: 'Meet customers face to face',
    text: 'Customers will book paid video consultations in the slots you open, so every call is with someone who wants to buy.',
  },
  {
    title: 'Orders and stitching in one place',
    text: 'You will take orders for ready-made pieces and made-to-measure work, with measurements and invoices kept together.',
  },
  {
    title: 'Talk before and after the sale',
    text: 'You will chat with customers about fabrics, fittings and delivery, and collect reviews that bring the next customer.',
  },
];

export function VendorLandingRoute() {
  return (
    <>
      <PageHeader
        title="Sell on Vitrine"
        description="Vitrine is building the place where boutiques, brands and tailors reach customers who want to see, ask and try before they buy. Shop registration opens soon; here is what it will bring."
      />
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {reasons.map((reason) => (
            <Paper key={reason.title} withBorder p="lg" radius="md">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {reason.title}
                </Title>
                <Text>{reason.text}</Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="join-heading">
          <Stack gap="xs">
            <Title order={2} size="h3" id="join-heading">
              What you need to join
            </Title>
            <List spacing={4}>
              <List.Item>
                Your business details: GSTIN and PAN, and an IEC if you ship abroad
              </List.Item>
              <List.Item>A contact email and mobile number we can verify</List.Item>
              <List.Item>Photos of your shop and your work</List.Item>
            </List>
          </Stack>
        </Paper>
        <ComingSoon
          title="Shop registration"
          summary="Shops will be able to register here and be reviewed before going live."
          features={[
            'Register your shop and verify your email and mobile number',
            'Open meeting slots in your own time zone',
            'Manage orders, stitching invoices and customer chats',
          ]}
        />
      </Stack>
    </>
  );
}
