import type { Role } from '@agency/shared/enums';
import type { MessageOnWire, ReadReceiptOnWire } from '@agency/shared/messaging';
import { can } from '@agency/shared/permissions';
import { Alert, Button, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showingOnScreen } from '../../../lib/on-screen';
import { placeToastsAt } from '../../../lib/toast';
import { useMessages } from '../api/list-messages';
import { useMarkRead } from '../api/mark-read';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import classes from './messaging.module.css';
import { RequestApprovalModal } from './request-approval-modal';

/** A local calendar day, to put a separator where the day changes. */
const dayKey = (value: string | Date) => {
  const date = new Date(value);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

/** Who has read up to the newest message (its sender aside). */
function seenByOf(latest: MessageOnWire | undefined, receipts: ReadReceiptOnWire[]): string[] {
  if (!latest) return [];
  return receipts
    .filter(
      (receipt) =>
        receipt.userId !== latest.sender?.id && Date.parse(receipt.lastReadAt) >= Date.parse(latest.createdAt),
    )
    .map((receipt) => receipt.name);
}

/** The current time, refreshed each minute: the edit menu disappears when a message leaves its window. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export interface ThreadViewProps {
  projectId: string;
  me: { id: string; role: Role };
}

/** One project's thread (001 §2 project chat): oldest → newest with day separators, read receipts and a composer. */
export function ThreadView({ projectId, me }: ThreadViewProps) {
  const { t } = useTranslation('messaging');
  const format = useFormat();
  const thread = useMessages(projectId);
  const markRead = useMarkRead();
  const now = useMinuteClock();
  const scroller = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const isStaff = can(me.role, 'message:internal');

  const ordered = useMemo(
    () => (thread.data ? thread.data.pages.flatMap((page) => page.items).reverse() : []),
    [thread.data],
  );
  const receipts = thread.data?.pages[0]?.receipts ?? [];
  const latest = ordered.at(-1);
  const latestId = latest?.id;

  // Keep the newest message in view when one arrives, and tell the server how far this reader has read: only while
  // the page is visible (a thread open in a background tab is not read), and at once when it becomes visible again.
  const readUpTo = useRef<string | null>(null);
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (!latestId) return;
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    const read = () => {
      if (document.visibilityState !== 'visible' || readUpTo.current === latestId) return;
      readUpTo.current = latestId;
      markReadMutate({ projectId, messageId: latestId });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [latestId, projectId, markReadMutate]);
  // This thread is on screen: its new messages are not toasted (the notifications' toasts ask).
  useEffect(() => showingOnScreen(`/dashboard/messages?project=${projectId}`), [projectId]);
  // The composer (Send, Attach) is at the bottom: toasts go to the top while the thread is open, at any width.
  useEffect(() => placeToastsAt('top-right'), []);

  const today = new Date();
  const yesterday = new Date(today.getTime() - 86_400_000);
  const dayLabel = (date: string) => {
    if (dayKey(date) === dayKey(today)) return t('thread.today');
    if (dayKey(date) === dayKey(yesterday)) return t('thread.yesterday');
    return format.date(date, { dateStyle: 'full' });
  };

  let body: ReactNode;
  if (thread.isPending) {
    body = (
      <Center h="100%">
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  } else if (thread.isError) {
    body = <Alert color="red">{errorMessage(thread.error, t('thread.error'))}</Alert>;
  } else if (ordered.length === 0) {
    body = (
      <Center h="100%">
        <Text c="dimmed">{t('thread.empty')}</Text>
      </Center>
    );
  } else {
    const seenBy = seenByOf(latest, receipts);
    body = (
      <Stack gap="sm">
        {thread.hasNextPage && (
          <Center>
            <Button
              variant="subtle"
              size="xs"
              onClick={() => thread.fetchNextPage()}
              loading={thread.isFetchingNextPage}
            >
              {t('thread.loadEarlier')}
            </Button>
          </Center>
        )}
        {ordered.map((message, index) => {
          const previous = ordered[index - 1];
          const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
          return (
            <Fragment key={message.id}>
              {newDay && (
                <Divider
                  label={dayLabel(message.createdAt)}
                  labelPosition="center"
                  classNames={{ label: classes.separator }}
                  role="separator"
                />
              )}
              <MessageItem
                message={message}
                own={message.sender?.id === me.id}
                canDecide={can(me.role, 'approval:decide')}
                now={now}
                seenBy={message.id === latestId ? seenBy : []}
              />
            </Fragment>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls the conversation (axe: scrollable-region-focusable). */}
      <div ref={scroller} className={classes.scroller} aria-live="polite" tabIndex={0} data-testid="thread">
        {body}
      </div>
      <Composer
        projectId={projectId}
        isStaff={isStaff}
        onRequestApproval={isStaff ? () => setAsking(true) : undefined}
      />
      {isStaff && <RequestApprovalModal projectId={projectId} opened={asking} onClose={() => setAsking(false)} />}
    </Stack>
  );
}
