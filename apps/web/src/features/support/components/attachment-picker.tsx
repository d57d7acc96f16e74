import { Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { toApiError } from '../../../lib/api.ts';
import { useUploadSupportPictureMutation } from '../api/upload-support-picture.ts';

export type Attachment = { id: string; url: string };

type AttachmentPickerProps = {
  value: Attachment[];
  onChange: (value: Attachment[]) => void;
  max?: number;
};

/** Pictures for a request or a message: uploaded at once, listed with a way to remove them. */
export function AttachmentPicker({ value, onChange, max = 5 }: AttachmentPickerProps) {
  // feedback: the picture joins the list under the button, or the alert says why not
  const [upload, { isLoading, error }] = useUploadSupportPictureMutation();
  const add = async (file: File | null) => {
    if (!file) return;
    const picture = await upload(file)
      .unwrap()
      .catch(() => null);
    if (picture) onChange([...value, { id: picture.id, url: picture.url }]);
  };
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton onChange={(file) => void add(file)} accept="image/*">
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} />}
              loading={isLoading}
              disabled={value.length >= max}
            >
              Attach a picture
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          Up to {max} pictures (screenshots, photos).
        </Text>
      </Group>
      {value.map((picture, index) => (
        <Group key={picture.id} gap="sm">
          <Anchor href={picture.url} target="_blank" size="sm">
            Picture {index + 1}
          </Anchor>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => onChange(value.filter((p) => p.id !== picture.id))}
          >
            Remove
          </Button>
        </Group>
      ))}
      {error ? (
        <Alert color="red" role="alert">
          {toApiError(error).message}
        </Alert>
      ) : null}
    </Stack>
  );
}
