import type { OutboxMailOnWire } from '@agency/shared/outbox';
import { Box, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailText } from './mail-text';

type View = 'html' | 'text';

/**
 * A mail as its recipient sees it: the branded HTML in a sandboxed frame (sandbox="" runs no script, submits no
 * form and opens nothing), or its plain-text part with copyable links. Older mails without HTML show their text.
 */
export function MailBody({ mail }: { mail: Pick<OutboxMailOnWire, 'text' | 'html' | 'subject'> }) {
  const { t } = useTranslation('outbox');
  const [view, setView] = useState<View>(mail.html ? 'html' : 'text');
  if (!mail.html) return <MailText text={mail.text} />;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('mail.view.label')}
        value={view}
        onChange={(value) => setView(value as View)}
        data={[
          { value: 'html', label: t('mail.view.html') },
          { value: 'text', label: t('mail.view.text') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'html' ? (
        <Box
          component="iframe"
          sandbox=""
          srcDoc={mail.html}
          title={t('mail.view.frameTitle', { subject: mail.subject })}
          w="100%"
          h={520}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: '#fff' }}
        />
      ) : (
        <MailText text={mail.text} />
      )}
    </Stack>
  );
}
