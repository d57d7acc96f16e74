import {
  Badge,
  Button,
  Group,
  Image,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import {
  createHeroBannerInputSchema,
  type StaffHeroBanner,
} from '@vitrine/contracts/staff-content';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useDeleteHeroBannerMutation } from '../api/delete-hero-banner.ts';
import { useListHeroBannersQuery } from '../api/list-hero-banners.ts';
import { useSaveHeroBannerMutation } from '../api/save-hero-banner.ts';
import { BannerPictureUpload } from './banner-picture-upload.tsx';
import { FormAlert } from './form-alert.tsx';
import { ListError, ListLoading } from './list-states.tsx';
import { READABLE_LABEL } from './readable-badge.ts';

type BannerValues = {
  title: string;
  subtitle: string;
  imageUrl: string;
  ctaLabel: string;
  ctaHref: string;
  position: number | string;
  active: boolean;
};
const labels = {
  title: 'Title',
  subtitle: 'Subtitle',
  imageUrl: 'Picture address',
  ctaLabel: 'Button label',
  ctaHref: 'Button link',
  position: 'Position',
  active: 'Shown',
};
const validate = labelledResolver(createHeroBannerInputSchema, labels);

function BannerForm({ editing, onDone }: { editing: StaffHeroBanner | null; onDone: () => void }) {
  const feedback = useActionFeedback();
  const [save] = useSaveHeroBannerMutation();
  const form = useForm<BannerValues>({
    initialValues: {
      title: editing?.title ?? '',
      subtitle: editing?.subtitle ?? '',
      imageUrl: editing?.imageUrl ?? '',
      ctaLabel: editing?.ctaLabel ?? '',
      ctaHref: editing?.ctaHref ?? '',
      position: editing?.position ?? 0,
      active: editing?.active ?? true,
    },
    validate: (values) => validate({ ...values, position: Number(values.position) }),
  });
  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    await feedback.after(
      save({
        id: editing?.id,
        body: { ...values, position: Number(values.position) },
      }).unwrap(),
      editing
        ? `The banner “${values.title}” is saved.`
        : `The banner “${values.title}” is added${values.active ? ' to the home page' : ''}.`,
    );
    if (!editing) form.reset();
    onDone();
  });
  const title = editing ? `Edit “${editing.title}”` : 'Add a banner';
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <FormAlert title="Could not save the banner" message={alert} />
        <TextInput label="Title" {...form.getInputProps('title')} />
        <TextInput label="Subtitle" {...form.getInputProps('subtitle')} />
        <TextInput
          label="Picture address"
          description="Upload a picture (wide, at least 1920 pixels, looks best), or give a path on this site (/api/v1/media/…) or an https address."
          {...form.getInputProps('imageUrl')}
        />
        <BannerPictureUpload
          imageUrl={form.values.imageUrl}
          onUploaded={(url) => form.setFieldValue('imageUrl', url)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Button label" miw={160} {...form.getInputProps('ctaLabel')} />
          <TextInput
            label="Button link"
            description="A path in the app, e.g. /offers"
            miw={160}
            {...form.getInputProps('ctaHref')}
          />
          <NumberInput label="Position" min={0} miw={100} {...form.getInputProps('position')} />
        </Group>
        <Switch
          label="Shown on the home page"
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group gap="xs">
          <Button type="submit" loading={form.submitting}>
            {editing ? 'Save banner' : 'Add banner'}
          </Button>
          {editing ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** Staff (content): the home page's hero banners, inactive ones too, with the banner form. */
export function BannersManager() {
  const query = useListHeroBannersQuery();
  const [editing, setEditing] = useState<StaffHeroBanner | null>(null);
  const feedback = useActionFeedback();
  const [remove] = useDeleteHeroBannerMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const form = (
    <Paper withBorder p="md" radius="md">
      <BannerForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </Paper>
  );
  if (query.isLoading) return <ListLoading label="Loading banners" />;
  if (query.error || !query.data)
    return <ListError title="Could not load the banners" query={query} />;
  const { items } = query.data;
  return (
    <Stack gap="lg">
      <FormAlert title="Could not delete the banner" message={problem} />
      {items.length === 0 ? (
        <EmptyState icon={<IconPhoto size={24} />} title="No banners yet">
          The home page shows no hero banner until you add one.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((banner) => (
            <Paper component="li" key={banner.id} withBorder p="sm" radius="md">
              <Group wrap="wrap" gap="md" align="flex-start">
                <Image src={banner.imageUrl} alt="" w={120} h={68} fit="cover" radius="sm" />
                <Stack gap={2} style={{ flex: 1, minWidth: 180 }}>
                  <Text fw={600}>{banner.title}</Text>
                  <Text size="sm" c="dimmed">
                    {banner.ctaLabel} → {banner.ctaHref} · position {banner.position}
                  </Text>
                  <Badge
                    variant="light"
                    color={banner.active ? 'teal' : 'gray'}
                    styles={READABLE_LABEL}
                  >
                    {banner.active ? 'Shown' : 'Hidden'}
                  </Badge>
                </Stack>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(banner)}>
                    Edit {banner.title}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => {
                      setProblem(null);
                      feedback
                        .after(
                          remove({ id: banner.id }).unwrap(),
                          `The banner “${banner.title}” is deleted.`,
                        )
                        .catch((failure: unknown) =>
                          setProblem(describeApiError(toApiError(failure))),
                        );
                    }}
                  >
                    Delete {banner.title}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {form}
    </Stack>
  );
}
