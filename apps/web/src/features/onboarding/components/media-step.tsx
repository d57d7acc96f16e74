import {
  ActionIcon,
  Box,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Button,
} from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import type { ImagePurpose } from '@vitrine/contracts/media';
import {
  MAX_GALLERY_IMAGES,
  type ApplicationImage,
  type ShopApplication,
} from '@vitrine/contracts/onboarding';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { submitErrors } from '../../../lib/form-errors.ts';
import { useSaveApplicationStepMutation } from '../api/save-application-step.ts';
import { useUploadImageMutation } from '../api/upload-image.ts';
import { StepActions } from './step-actions.tsx';
import { StepAlert } from './step-alert.tsx';
import type { StepProps } from './step-form.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

type SlotProps = {
  label: string;
  hint: string;
  image: ApplicationImage | null;
  error: string | null;
  uploading: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
  ratio: number;
};

/** One picture: its preview (or an empty frame), a button to choose a file, and its error. */
function PictureSlot({
  label,
  hint,
  image,
  error,
  uploading,
  onChoose,
  onRemove,
  ratio,
}: SlotProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {label}
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Box style={{ aspectRatio: ratio, background: 'var(--mantine-color-gray-1)' }}>
          {image ? <Image src={image.url} alt={`${label} preview`} h="100%" fit="cover" /> : null}
        </Box>
        <Group gap="xs">
          <FileButton onChange={(file) => file && onChoose(file)} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={uploading}
                aria-label={`Choose ${label.toLowerCase()}`}
              >
                {image ? 'Replace' : 'Choose a picture'}
              </Button>
            )}
          </FileButton>
          {image ? (
            <Button variant="subtle" color="red" onClick={onRemove}>
              Remove
            </Button>
          ) : null}
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function MediaStep({
  application,
  onSaved,
  onBack,
}: StepProps & { application: ShopApplication | null }) {
  // feedback: the picture appears in its slot, or the slot says why the upload failed
  const [upload] = useUploadImageMutation();
  // feedback: the wizard moves on to the review step, or the step's alert says why not
  const [save, { isLoading }] = useSaveApplicationStepMutation();
  const [logo, setLogo] = useState(application?.media.logo ?? null);
  const [cover, setCover] = useState(application?.media.cover ?? null);
  const [gallery, setGallery] = useState(application?.media.gallery ?? []);
  const [uploading, setUploading] = useState<ImagePurpose | null>(null);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const uploadAs = async (purpose: ImagePurpose, file: File) => {
    setUploading(purpose);
    setErrors((e) => ({ ...e, [purpose]: null }));
    try {
      const image = await upload({ purpose, file }).unwrap();
      return { id: image.id, url: image.url };
    } catch (error) {
      setErrors((e) => ({ ...e, [purpose]: describeApiError(toApiError(error)) }));
      return null;
    } finally {
      setUploading(null);
    }
  };

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = {
      logo: logo ? null : 'Choose a logo.',
      cover: cover ? null : 'Choose a cover picture.',
    };
    setErrors((e) => ({ ...e, ...missing }));
    if (missing.logo || missing.cover) return;
    setAlert(null);
    try {
      await save({
        step: 'media',
        body: { logoId: logo!.id, coverId: cover!.id, galleryIds: gallery.map((g) => g.id) },
      }).unwrap();
      onSaved();
    } catch (error) {
      setAlert(submitErrors(toApiError(error), {}).alert);
    }
  };

  return (
    <form onSubmit={(event) => void next(event)} noValidate>
      <Stack gap="md">
        <StepAlert title="Could not save this step" message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PictureSlot
            label="Logo"
            hint="Square works best; shown beside your name."
            image={logo}
            error={errors['logo'] ?? null}
            uploading={uploading === 'logo'}
            onChoose={(file) => void uploadAs('logo', file).then((img) => img && setLogo(img))}
            onRemove={() => setLogo(null)}
            ratio={1}
          />
          <PictureSlot
            label="Cover"
            hint="A wide picture of your shop or your work."
            image={cover}
            error={errors['cover'] ?? null}
            uploading={uploading === 'cover'}
            onChoose={(file) => void uploadAs('cover', file).then((img) => img && setCover(img))}
            onRemove={() => setCover(null)}
            ratio={16 / 9}
          />
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              Gallery
            </Title>
            <Text size="sm" c="dimmed">
              Optional. Up to {MAX_GALLERY_IMAGES} pictures of your pieces.
            </Text>
            {gallery.length > 0 ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {gallery.map((image, index) => (
                  <Box key={image.id} pos="relative">
                    <Image src={image.url} alt={`Gallery picture ${index + 1}`} radius="sm" />
                    <ActionIcon
                      pos="absolute"
                      top={4}
                      right={4}
                      color="red"
                      aria-label={`Remove gallery picture ${index + 1}`}
                      onClick={() => setGallery((g) => g.filter((x) => x.id !== image.id))}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Box>
                ))}
              </SimpleGrid>
            ) : null}
            <FileButton
              multiple
              accept={ACCEPT}
              onChange={(files) =>
                void (async () => {
                  for (const file of files.slice(0, MAX_GALLERY_IMAGES - gallery.length)) {
                    const image = await uploadAs('gallery', file);
                    if (image) setGallery((g) => [...g, image]);
                  }
                })()
              }
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  w="fit-content"
                  loading={uploading === 'gallery'}
                  disabled={gallery.length >= MAX_GALLERY_IMAGES}
                >
                  Add gallery pictures
                </Button>
              )}
            </FileButton>
            {errors['gallery'] ? (
              <Text size="sm" c="red" role="alert">
                {errors['gallery']}
              </Text>
            ) : null}
          </Stack>
        </Paper>
        <StepActions onBack={onBack} saving={isLoading} />
      </Stack>
    </form>
  );
}
