import { ActionIcon, FileButton, Group, Textarea } from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toApiError } from '../../../lib/api.ts';
import { useUploadChatImageMutation } from '../api/upload-chat-image.ts';

/** The typing event goes out at most this often (the server throttles it too). */
const TYPING_EVERY_MS = 2_000;

type ComposerProps = {
  groupId: string;
  onSend: (type: 'text' | 'image', content: Record<string, unknown>) => void;
};

/** Writes a message (Enter sends, Shift+Enter breaks the line) or attaches a photo. */
export function Composer({ groupId, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const [uploadError, setUploadError] = useState<string | null>(null);
  // feedback: the photo appears in the thread as a message with its status; a failed upload is said under the composer
  const [upload, uploading] = useUploadChatImageMutation();
  const lastTyping = useRef(0);

  const typing = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void import('../../../lib/socket.ts').then(({ emitRealtime }) =>
      emitRealtime('chat:typing', { groupId }),
    );
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onSend('text', { text: trimmed });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Hindi, Tamil, Japanese…) picks the word.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  };

  const attach = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    try {
      const image = await upload(file).unwrap();
      onSend('image', { imageId: image.id });
    } catch (error) {
      setUploadError(toApiError(error).message);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Write a message">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(file) => void attach(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <ActionIcon
              {...props}
              size="lg"
              variant="default"
              aria-label="Send a photo"
              loading={uploading.isLoading}
            >
              <IconPhoto size={18} aria-hidden="true" />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          rows={2}
          value={text}
          error={uploadError}
          onChange={(event) => {
            setText(event.currentTarget.value);
            typing();
          }}
          onKeyDown={onKeyDown}
          style={{ flex: 1 }}
          maxLength={4000}
        />
        <ActionIcon type="submit" size="lg" aria-label="Send" disabled={!text.trim()}>
          <IconSend size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </form>
  );
}
