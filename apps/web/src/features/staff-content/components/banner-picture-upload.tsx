import { Button, FileButton, Group, Image, Text } from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { useUploadBannerImageMutation } from '../api/upload-banner-image.ts';

/**
 * Uploads a banner's picture (checked and re-encoded by the server) and hands its address to
 * the form; a preview shows the picture the address names now.
 */
export function BannerPictureUpload({
  imageUrl,
  onUploaded,
}: {
  imageUrl: string;
  onUploaded: (url: string) => void;
}) {
  // feedback: the picture shows beside the button with "Uploaded" (status), or why not (alert)
  const [upload, uploading] = useUploadBannerImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function send(file: File | null) {
    if (!file) return;
    setProblem(null);
    setDone(false);
    try {
      const uploaded = await upload(file).unwrap();
      onUploaded(uploaded.url);
      setDone(true);
    } catch (error) {
      setProblem(`The picture was not uploaded: ${describeApiError(toApiError(error))}`);
    }
  }

  return (
    <Group gap="sm" align="center" wrap="wrap">
      {/^(\/|https:\/\/)/.test(imageUrl) ? (
        <Image src={imageUrl} alt="The banner's picture" w={160} h={90} fit="cover" radius="sm" />
      ) : null}
      <FileButton onChange={(file) => void send(file)} accept="image/*">
        {(props) => (
          <Button
            {...props}
            variant="default"
            loading={uploading.isLoading}
            leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
          >
            Upload a picture
          </Button>
        )}
      </FileButton>
      {done ? (
        <Text size="sm" c="teal.9" role="status">
          Picture uploaded; save the banner to use it.
        </Text>
      ) : null}
      {problem ? (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
    </Group>
  );
}
