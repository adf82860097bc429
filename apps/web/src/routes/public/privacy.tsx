import { BRAND } from '@agency/shared/brand';
import { Table } from '@mantine/core';
import { STORAGE_DURATIONS } from '../../config/policy-figures';
import { LegalPage } from '../../features/marketing/components/legal-page';
import { PRIVACY_POLICY } from '../../features/marketing/privacy-policy';
import { publicMeta } from './public-meta';

export const meta = () =>
  publicMeta({
    title: 'Privacy Policy',
    description: `How ${BRAND.name} collects, uses and protects personal information, how long we keep it and the rights you have.`,
    path: '/privacy',
  });

export default function PrivacyPage() {
  return <LegalPage document={PRIVACY_POLICY} extras={{ cookies: <StorageTable /> }} />;
}

function StorageTable() {
  return (
    <Table withTableBorder mt="md" verticalSpacing="sm" fz="sm">
      <Table.Caption>What we store and for how long</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Category</Table.Th>
          <Table.Th scope="col">Purpose</Table.Th>
          <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
            Kept for
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {STORAGE_DURATIONS.map((row) => (
          <Table.Tr key={row.category}>
            <Table.Th scope="row">{row.category}</Table.Th>
            <Table.Td>{row.purpose}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.duration}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
