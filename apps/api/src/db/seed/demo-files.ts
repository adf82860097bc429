import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import type { FileKind } from '@agency/shared/files';
import type { ObjectStorage } from '../../storage/storage.ts';
import { fileShares, fileStars, files, folders } from '../schema/index.ts';
import type { DemoClock, Tx } from './demo-context.ts';
import type { DemoPeople, PersonKey } from './demo-people.ts';
import type { DemoProjects, ProjectKey } from './demo-projects.ts';

/** A small solid-colour PNG, so the demo's images are real images. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a line of text. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoFile {
  key: string;
  name: string;
  project: ProjectKey | null;
  folder?: string;
  owner: PersonKey;
  kind: FileKind;
  mimeType: string;
  daysAgo: number;
  content: () => Buffer;
  sharedWith?: PersonKey[];
  starredBy?: PersonKey[];
}

/** [folder key, name, project, owner] */
const FOLDERS: [string, string, ProjectKey | null, PersonKey][] = [
  ['replatformDesigns', 'Designs', 'replatform', 'priya'],
  ['replatformData', 'Catalogue data', 'replatform', 'jordan'],
  ['patientQa', 'QA and audits', 'patientPortal', 'priya'],
  ['agencyBrand', 'Agency brand', null, 'admin'],
];

const DEMO_FILES: DemoFile[] = [
  {
    key: 'files/demo/size-guide',
    name: 'Size guide updates.csv',
    project: 'replatform',
    folder: 'replatformData',
    owner: 'sam',
    kind: 'document',
    mimeType: 'text/csv',
    daysAgo: 1,
    content: () =>
      Buffer.from('sku,size,chest_cm,waist_cm\nHR-TEE-01,S,92,78\nHR-TEE-01,M,100,86\nHR-TEE-01,L,108,94\n'),
  },
  {
    key: 'files/demo/plp-wireframes',
    name: 'Product listing wireframes.png',
    project: 'replatform',
    folder: 'replatformDesigns',
    owner: 'priya',
    kind: 'image',
    mimeType: 'image/png',
    daysAgo: 2,
    content: () => png(320, 200, [59, 130, 246]),
    sharedWith: ['sam'],
    starredBy: ['sam', 'priya'],
  },
  {
    key: 'files/demo/migration-runbook',
    name: 'Migration runbook.md',
    project: 'replatform',
    owner: 'jordan',
    kind: 'document',
    mimeType: 'text/markdown',
    daysAgo: 4,
    content: () =>
      Buffer.from('# Migration runbook\n\n1. Freeze catalogue edits\n2. Export products\n3. Import to staging\n'),
  },
  {
    key: 'files/demo/milestone-2-summary',
    name: 'Milestone 2 summary.pdf',
    project: 'replatform',
    owner: 'elena',
    kind: 'document',
    mimeType: 'application/pdf',
    daysAgo: 3,
    content: () => pdf('Harbor replatform: milestone 2 summary'),
    sharedWith: ['sam'],
  },
  {
    key: 'files/demo/accessibility-audit',
    name: 'Accessibility audit.pdf',
    project: 'patientPortal',
    folder: 'patientQa',
    owner: 'priya',
    kind: 'document',
    mimeType: 'application/pdf',
    daysAgo: 2,
    content: () => pdf('Patient portal accessibility audit'),
    sharedWith: ['nina'],
  },
  {
    key: 'files/demo/uat-notes',
    name: 'UAT booking issue notes.txt',
    project: 'patientPortal',
    owner: 'nina',
    kind: 'document',
    mimeType: 'text/plain',
    daysAgo: 2,
    content: () => Buffer.from('Arizona patients see appointment slots one hour off (no DST in Arizona).\n'),
  },
  {
    key: 'files/demo/map-prototype',
    name: 'Fleet map prototype.png',
    project: 'fleet',
    owner: 'priya',
    kind: 'image',
    mimeType: 'image/png',
    daysAgo: 5,
    content: () => png(320, 200, [220, 38, 38]),
    sharedWith: ['tom'],
  },
  {
    key: 'files/demo/dispatcher-interviews',
    name: 'Dispatcher interview notes.md',
    project: 'fleet',
    owner: 'priya',
    kind: 'document',
    mimeType: 'text/markdown',
    daysAgo: 6,
    content: () => Buffer.from('# Dispatcher interviews\n\n- Late trucks first\n- One screen per depot\n'),
  },
  {
    key: 'files/demo/brand-guidelines',
    name: 'Agency brand guidelines.pdf',
    project: null,
    folder: 'agencyBrand',
    owner: 'admin',
    kind: 'document',
    mimeType: 'application/pdf',
    daysAgo: 20,
    content: () => pdf('Northstar Digital brand guidelines'),
    starredBy: ['admin'],
  },
];

/** Folders, files (rows only), shares and stars of the demo; writeDemoObjects stores their contents. */
export async function seedFiles(tx: Tx, clock: DemoClock, { people }: DemoPeople, projects: DemoProjects) {
  const folderRows = await tx
    .insert(folders)
    .values(
      FOLDERS.map(([, name, project, owner], index) => ({
        name,
        projectId: project ? projects[project].id : null,
        ownerId: people[owner].id,
        createdAt: clock.daysFromNow(-30 + index),
        updatedAt: clock.daysFromNow(-30 + index),
      })),
    )
    .returning({ id: folders.id });
  const folderIds = Object.fromEntries(FOLDERS.map(([key], index) => [key, folderRows[index]!.id]));
  const fileRows = await tx
    .insert(files)
    .values(
      DEMO_FILES.map((file) => {
        const content = file.content();
        return {
          name: file.name,
          folderId: file.folder ? folderIds[file.folder] : null,
          projectId: file.project ? projects[file.project].id : null,
          ownerId: people[file.owner].id,
          mimeType: file.mimeType,
          kind: file.kind,
          sizeBytes: content.length,
          storageKey: file.key,
          checksum: createHash('sha256').update(content).digest('hex'),
          createdAt: clock.daysFromNow(-file.daysAgo),
          updatedAt: clock.daysFromNow(-file.daysAgo),
        };
      }),
    )
    .returning({ id: files.id });
  const shares = DEMO_FILES.flatMap((file, index) =>
    (file.sharedWith ?? []).map((person) => ({
      fileId: fileRows[index]!.id,
      userId: people[person].id,
      sharedById: people[file.owner].id,
    })),
  );
  if (shares.length > 0) await tx.insert(fileShares).values(shares);
  const stars = DEMO_FILES.flatMap((file, index) =>
    (file.starredBy ?? []).map((person) => ({ fileId: fileRows[index]!.id, userId: people[person].id })),
  );
  if (stars.length > 0) await tx.insert(fileStars).values(stars);
}

/** Stores the demo files' contents where they are missing (the rows live in the database, the bytes in storage). */
export async function writeDemoObjects(storage: ObjectStorage): Promise<void> {
  for (const file of DEMO_FILES) {
    if (!(await storage.exists(file.key))) await storage.put(file.key, Readable.from([file.content()]));
  }
}
