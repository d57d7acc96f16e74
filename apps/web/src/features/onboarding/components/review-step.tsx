import { Button, Group, Image, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import {
  applicationStepLabels,
  type ApplicationStep,
  type ShopApplication,
} from '@vitrine/contracts/onboarding';
import { useMoneyFormat } from '../../../lib/money-format.ts';

type ReviewStepProps = {
  application: ShopApplication;
  submitting: boolean;
  onSubmit: () => void;
  onEdit: (step: ApplicationStep) => void;
  onBack: () => void;
};

function Section({
  step,
  onEdit,
  children,
}: {
  step: ApplicationStep;
  onEdit: (step: ApplicationStep) => void;
  children: React.ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={applicationStepLabels[step]}
    >
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {applicationStepLabels[step]}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => onEdit(step)}>
          Edit {applicationStepLabels[step].toLowerCase()}
        </Button>
      </Group>
      {children}
    </Paper>
  );
}

/** Everything the applicant entered, step by step, with a way back to each, then Submit. */
export function ReviewStep({ application, submitting, onSubmit, onEdit, onBack }: ReviewStepProps) {
  const money = useMoneyFormat();
  const { account, business, shop, media } = application;
  const price = (minor: number | undefined) =>
    minor === undefined
      ? '—'
      : money.price({ amountMinor: minor, currency: shop.currency ?? money.currency });
  return (
    <Stack gap="md">
      <Section step="account" onEdit={onEdit}>
        <Text>{account.email}</Text>
        <Text>{account.mobile}</Text>
      </Section>
      <Section step="business" onEdit={onEdit}>
        <List listStyleType="none" spacing={2}>
          <List.Item>{business.legalName}</List.Item>
          <List.Item>PAN {business.pan}</List.Item>
          {business.gstin ? <List.Item>GSTIN {business.gstin}</List.Item> : null}
          {business.iec ? <List.Item>IEC {business.iec}</List.Item> : null}
          <List.Item>
            {[
              business.addressLine1,
              business.addressLine2,
              business.addressCity,
              business.addressState,
            ]
              .filter(Boolean)
              .join(', ')}{' '}
            {business.pinCode}
          </List.Item>
        </List>
      </Section>
      <Section step="shop" onEdit={onEdit}>
        <Text fw={600}>{shop.name}</Text>
        <Text size="sm">{shop.description}</Text>
        <Text size="sm" c="dimmed">
          {shop.city}, {shop.state} · {shop.timeZone} · {price(shop.priceMinMinor)} –{' '}
          {price(shop.priceMaxMinor)} · {shop.offersStitching ? 'Offers stitching' : 'No stitching'}
        </Text>
      </Section>
      <Section step="media" onEdit={onEdit}>
        <SimpleGrid cols={{ base: 3, sm: 6 }}>
          {[media.logo, media.cover, ...media.gallery]
            .filter((image) => image !== null)
            .map((image, index) => (
              <Image key={image.id} src={image.url} alt={`Picture ${index + 1}`} radius="sm" />
            ))}
        </SimpleGrid>
      </Section>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onSubmit} loading={submitting}>
          Submit for review
        </Button>
      </Group>
    </Stack>
  );
}
