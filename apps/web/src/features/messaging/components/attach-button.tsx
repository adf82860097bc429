import { ActionIcon, CloseButton, FileButton, Group, Progress, Text, Tooltip } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload-file';
import { useSendMessage } from '../api/send-message';

interface Upload {
  name: string;
  loaded: number;
  total: number;
}

export interface AttachButtonProps {
  projectId: string;
  /** Staff writing an internal note: the file goes out as an internal note too. */
  internal: boolean;
}

/**
 * 001 §2 project chat, "file attach": the file is stored in the thread's project (POST /api/files, with progress and
 * cancel), then sent as a message of type file with the text "File: <name>" (001 §5 messaging). A refused file
 * (too large, over quota, a forbidden type) shows the server's message and sends nothing.
 */
export function AttachButton({ projectId, internal }: AttachButtonProps) {
  const { t } = useTranslation('messaging');
  const send = useSendMessage();
  const [upload, setUpload] = useState<Upload | null>(null);
  const controller = useRef<AbortController | null>(null);
  const resetInput = useRef<() => void>(null);

  // Leaving the thread cancels an upload still on its way.
  useEffect(() => () => controller.current?.abort(), []);

  const attach = async (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ name: file.name, loaded: 0, total: file.size });
    try {
      const stored = await uploadFile(file, {
        projectId,
        signal: abort.signal,
        onProgress: (loaded, total) => setUpload({ name: file.name, loaded, total }),
      });
      await send.mutateAsync({ projectId, body: { content: `File: ${stored.name}`, internal, fileId: stored.id } });
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        showToast({ type: 'error', message: errorMessage(error, t('attach.failed')) });
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setUpload(null);
    }
  };

  if (upload) {
    const percent = upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0;
    return (
      <Group gap={6} wrap="nowrap" w={160} data-testid="attach-progress">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" truncate="end" title={upload.name}>
            {upload.name}
          </Text>
          <Progress
            value={percent}
            size="sm"
            aria-label={t('attach.progress', { name: upload.name, percent })}
            animated={percent >= 100}
          />
        </div>
        <CloseButton
          size="sm"
          aria-label={t('attach.cancel', { name: upload.name })}
          onClick={() => controller.current?.abort()}
          disabled={percent >= 100 && send.isPending}
        />
      </Group>
    );
  }

  return (
    <FileButton onChange={attach} resetRef={resetInput}>
      {(props) => (
        <Tooltip label={t('attach.label')}>
          <ActionIcon {...props} size={36} variant="default" aria-label={t('attach.label')}>
            <IconPaperclip size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </FileButton>
  );
}
