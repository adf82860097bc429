import type { InvoiceOnWire } from '@agency/shared/invoices';
import { Menu } from '@mantine/core';
import { IconDownload, IconEye, IconPencil, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Intent } from '../../../components/on-intent';
import { invoicePdfUrl } from '../api/get-invoice';
import { type InvoiceActions, InvoiceMenuButton } from './invoice-card';

/**
 * An invoice card's menu itself, mounted on first use by invoice-card.tsx (issue #19): each closed menu is a popover
 * whose floating-ui hooks read the page's layout and styles, a third of the Billing screen's main-thread time.
 */
export function InvoiceCardMenu({
  invoice,
  actions,
  intent,
}: {
  invoice: InvoiceOnWire;
  actions: InvoiceActions;
  intent: Intent;
}) {
  const { t } = useTranslation('invoices');
  const draft = invoice.status === 'draft';
  const issued = invoice.status === 'sent' || invoice.status === 'overdue';
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={intent.opened}>
      <Menu.Target>
        <InvoiceMenuButton number={invoice.number} autoFocus={intent.focused} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden="true" />} onClick={() => actions.onView(invoice)}>
          {t('card.viewDetails')}
        </Menu.Item>
        {draft && actions.onEdit && (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={() => actions.onEdit?.(invoice)}
          >
            {t('card.edit')}
          </Menu.Item>
        )}
        {draft && actions.onSend && (
          <Menu.Item leftSection={<IconSend size={16} aria-hidden="true" />} onClick={() => actions.onSend?.(invoice)}>
            {t('card.send')}
          </Menu.Item>
        )}
        <Menu.Item
          component="a"
          href={invoicePdfUrl(invoice.id)}
          download
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {t('card.downloadPdf')}
        </Menu.Item>
        {issued && actions.onCancel && (
          <Menu.Item leftSection={<IconX size={16} aria-hidden="true" />} onClick={() => actions.onCancel?.(invoice)}>
            {t('card.cancel')}
          </Menu.Item>
        )}
        {draft && actions.onDelete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => actions.onDelete?.(invoice)}
          >
            {t('card.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
