import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import type { Shop } from '@vitrine/contracts/catalogue';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useGetConsoleShopQuery } from '../api/get-console-shop.ts';
import { useUpdateVendorMutation } from '../api/update-vendor.ts';
import { useUploadImageMutation, type UploadImageArgs } from '../api/upload-image.ts';
import { useConsoleShop } from '../hooks/use-console-shop.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif,image/heic,image/tiff';
const GALLERY_MAX = 12;

type Busy = null | 'logo' | 'cover' | 'gallery';

/** What a failed upload or save says, the field's own message when the API named one. */
const problemOf = (error: unknown) => {
  const apiError = toApiError(error);
  return apiError.fieldIssues[0]?.message
    ? `${apiError.fieldIssues[0].message}.`
    : describeApiError(apiError);
};

function MediaSections({ shop: loaded }: { shop: Shop }) {
  // The answer of the last save, so a quick second change starts from it, not the stale copy.
  const [latest, setLatest] = useState<Shop | null>(null);
  const shop = latest?.id === loaded.id ? latest : loaded;
  // feedback: run() says what changed ("Logo updated.") or the problem, beside the pictures
  const [upload] = useUploadImageMutation();
  // feedback: run() says what changed ("Picture removed from the gallery.") or the problem
  const [updateVendor] = useUpdateVendorMutation();
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (what: Exclude<Busy, null>, work: () => Promise<string>) => {
    setBusy(what);
    setProblem(null);
    setDone(null);
    try {
      setDone(await work());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(null);
    }
  };

  const uploadOne = async (purpose: UploadImageArgs['purpose'], file: File) =>
    (await upload({ purpose, file }).unwrap()).url;

  const save = async (patch: {
    logoUrl?: string | null;
    coverUrl?: string | null;
    galleryUrls?: string[];
  }) => setLatest(await updateVendor({ shopId: shop.id, ...patch }).unwrap());

  const single = (purpose: 'logo' | 'cover') => {
    const current = purpose === 'logo' ? shop.logoUrl : shop.coverUrl;
    const field = purpose === 'logo' ? 'logoUrl' : 'coverUrl';
    const name = purpose === 'logo' ? 'Logo' : 'Cover picture';
    return (
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby={`${purpose}-heading`}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={`${purpose}-heading`}>
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {purpose === 'logo'
              ? 'Square works best; shown on your shop card and page.'
              : 'A wide picture (at least 1280 pixels across) across the top of your shop page.'}
          </Text>
          {current ? (
            <Image
              src={current}
              alt={`Current ${name.toLowerCase()} of ${shop.name}`}
              h={purpose === 'logo' ? 96 : 140}
              w={purpose === 'logo' ? 96 : '100%'}
              fit={purpose === 'logo' ? 'contain' : 'cover'}
              radius="sm"
            />
          ) : (
            <Text size="sm">No {name.toLowerCase()} yet.</Text>
          )}
          <Group gap="sm">
            <FileButton
              accept={ACCEPT}
              onChange={(file) =>
                file &&
                void run(purpose, async () => {
                  const url = await uploadOne(purpose, file);
                  await save({ [field]: url });
                  return `${name} updated.`;
                })
              }
            >
              {(props) => (
                <Button
                  {...props}
                  loading={busy === purpose}
                  disabled={busy !== null && busy !== purpose}
                >
                  {current ? `Replace ${name.toLowerCase()}` : `Upload ${name.toLowerCase()}`}
                </Button>
              )}
            </FileButton>
            {current ? (
              <Button
                variant="default"
                disabled={busy !== null}
                onClick={() =>
                  void run(purpose, async () => {
                    await save({ [field]: null });
                    return `${name} removed.`;
                  })
                }
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    );
  };

  const gallery = shop.galleryUrls;
  const moveTo = (from: number, to: number) => {
    const next = [...gallery];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next;
  };

  return (
    <Stack gap="lg">
      <div aria-live="polite">
        {problem ? (
          <Alert color="red" variant="light" title="That did not work">
            {problem}
          </Alert>
        ) : null}
        {done ? (
          <Alert color="teal" variant="light">
            {done}
          </Alert>
        ) : null}
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {single('logo')}
        {single('cover')}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="gallery-heading">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="gallery-heading">
              Gallery ({gallery.length} of {GALLERY_MAX})
            </Title>
            <FileButton
              accept={ACCEPT}
              multiple
              onChange={(files) =>
                files.length > 0 &&
                void run('gallery', async () => {
                  const room = GALLERY_MAX - gallery.length;
                  const urls: string[] = [];
                  for (const file of files.slice(0, room))
                    urls.push(await uploadOne('gallery', file));
                  await save({ galleryUrls: [...gallery, ...urls] });
                  return files.length > room
                    ? `Added ${urls.length}; the gallery holds ${GALLERY_MAX} pictures.`
                    : `Added ${urls.length} ${urls.length === 1 ? 'picture' : 'pictures'}.`;
                })
              }
            >
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
                  loading={busy === 'gallery'}
                  disabled={gallery.length >= GALLERY_MAX || (busy !== null && busy !== 'gallery')}
                >
                  Add pictures
                </Button>
              )}
            </FileButton>
          </Group>
          {gallery.length === 0 ? (
            <Text size="sm" c="dimmed">
              No gallery pictures yet. Show your shop, your work and your fabrics: shoppers look
              here before they book a meeting.
            </Text>
          ) : (
            <SimpleGrid
              cols={{ base: 2, sm: 3, md: 4 }}
              spacing="sm"
              component="ol"
              style={{ listStyle: 'none', padding: 0 }}
            >
              {gallery.map((url, index) => (
                <Stack key={url} gap={4} component="li">
                  <Image
                    src={url}
                    alt={`Gallery picture ${index + 1} of ${shop.name}`}
                    h={120}
                    fit="cover"
                    radius="sm"
                  />
                  <Group gap={4} justify="center">
                    <ActionIcon
                      variant="default"
                      aria-label={`Move picture ${index + 1} earlier`}
                      disabled={index === 0 || busy !== null}
                      onClick={() =>
                        void run('gallery', async () => {
                          await save({ galleryUrls: moveTo(index, index - 1) });
                          return `Picture moved to place ${index}.`;
                        })
                      }
                    >
                      <IconArrowLeft size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Move picture ${index + 1} later`}
                      disabled={index === gallery.length - 1 || busy !== null}
                      onClick={() =>
                        void run('gallery', async () => {
                          await save({ galleryUrls: moveTo(index, index + 1) });
                          return `Picture moved to place ${index + 2}.`;
                        })
                      }
                    >
                      <IconArrowRight size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      color="red"
                      aria-label={`Remove picture ${index + 1}`}
                      disabled={busy !== null}
                      onClick={() =>
                        void run('gallery', async () => {
                          await save({ galleryUrls: gallery.filter((_, i) => i !== index) });
                          return 'Picture removed from the gallery.';
                        })
                      }
                    >
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /vendor/media: logo, cover and gallery, uploaded as WebP and attached to the shop. */
export function MediaManager() {
  const { shop } = useConsoleShop();
  const detail = useGetConsoleShopQuery(shop.id);
  if (detail.isLoading) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading your pictures">
        <Skeleton h={200} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (detail.isError || !detail.data) {
    return (
      <ErrorState
        title="We could not load your shop's pictures"
        error={toApiError(detail.error)}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  return <MediaSections shop={detail.data} />;
}
