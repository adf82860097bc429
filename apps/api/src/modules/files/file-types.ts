import type { FileKind } from '@agency/shared/files';
import { lazyImport } from '../../lib/lazy-import.ts';

// file-type loads at the first upload, not at the server's start (issue #22).
const fileType = lazyImport(() => import('file-type'));

/**
 * What may be uploaded, decided by the bytes (magic numbers through `file-type`, plus a look at the start of text)
 * and, second, by the name. The policy is a deny-list, because an agency exchanges every kind of document, image,
 * video, font and source file:
 *
 * - refused: executables and libraries (ELF, PE/.exe/.dll, Mach-O, Java class, WebAssembly, Android dex), shell
 *   scripts (`#!`), and anything a browser would render as a page: HTML and SVG (which can carry scripts), whatever
 *   the name says (a `.png` with an ELF or HTML body is refused);
 * - refused by name as well: Windows and macOS launchers (.exe .dll .msi .bat .cmd .com .scr .ps1 .vbs .app ...).
 *
 * Downloads are served as attachments with nosniff and a sandbox CSP all the same (defence in depth).
 */

export const SNIFF_BYTES = 4100;

const REFUSED_MIME = new Set([
  'application/x-elf',
  'application/x-msdownload',
  'application/x-mach-binary',
  'application/x-sharedlib',
  'application/x-executable',
  'application/java-vm',
  'application/wasm',
  'application/x-msi',
  'application/vnd.android.dex',
  'application/x-apple-diskimage',
  'text/html',
  'image/svg+xml',
]);

const REFUSED_EXTENSIONS = new Set([
  'exe',
  'dll',
  'msi',
  'bat',
  'cmd',
  'com',
  'scr',
  'pif',
  'cpl',
  'ps1',
  'psm1',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'hta',
  'jar',
  'apk',
  'app',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'sh',
  'bash',
  'zsh',
  'csh',
  'elf',
  'so',
  'dylib',
  'msc',
  'lnk',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xht',
  'mht',
  'mhtml',
]);

// biome-ignore format: one row per category reads better.
const TEXT_TYPES: Record<string, [string, FileKind]> = {
  txt: ['text/plain', 'document'], md: ['text/markdown', 'document'], csv: ['text/csv', 'document'],
  tsv: ['text/tab-separated-values', 'document'], rtf: ['application/rtf', 'document'], log: ['text/plain', 'document'],
  json: ['application/json', 'code'], js: ['text/javascript', 'code'], mjs: ['text/javascript', 'code'],
  ts: ['text/plain', 'code'], tsx: ['text/plain', 'code'], jsx: ['text/plain', 'code'], css: ['text/css', 'code'],
  scss: ['text/plain', 'code'], py: ['text/plain', 'code'], rb: ['text/plain', 'code'], php: ['text/plain', 'code'],
  java: ['text/plain', 'code'], go: ['text/plain', 'code'], rs: ['text/plain', 'code'], c: ['text/plain', 'code'],
  h: ['text/plain', 'code'], cpp: ['text/plain', 'code'], sql: ['text/plain', 'code'], yml: ['text/plain', 'code'],
  yaml: ['text/plain', 'code'], toml: ['text/plain', 'code'], ini: ['text/plain', 'code'], xml: ['application/xml', 'code'],
};

const DOCUMENT_MIME = /^(application\/(pdf|msword|rtf|epub\+zip|vnd\.(openxmlformats|oasis|ms-|apple))|text\/)/;
const ARCHIVE_MIME =
  /^application\/(zip|x-7z-compressed|x-rar-compressed|vnd\.rar|gzip|x-tar|x-bzip2|x-xz|zstd|x-lzip|x-compress)$/;

export type Classified = { refused: true } | { refused: false; mimeType: string; kind: FileKind };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A page or a script in disguise: the first characters of the text decide, after what a browser skips before it
 * decides (a byte-order mark, blanks and HTML comments, so `<!-- x --><html>` is a page). A comment that does not
 * end within the bytes looked at (SNIFF_BYTES) hides what follows, so it counts as a page too.
 */
function looksLikeMarkupOrScript(head: Buffer): boolean {
  let text = head
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('#!')) return true;
  const commented = text.startsWith('<!--');
  while (text.startsWith('<!--')) {
    const end = text.indexOf('-->', 4);
    if (end < 0) return true;
    text = text.slice(end + 3).trimStart();
  }
  // Comments (and blanks) that fill the bytes looked at hide what follows as well.
  if (commented && head.length >= SNIFF_BYTES && text.length < 32) return true;
  if (
    /^<(!doctype\s+html|html|head|body|script|iframe|svg|object|embed|meta|style|title|base|frameset)[\s>/]/.test(text)
  )
    return true;
  // XML that is really SVG or XHTML.
  return text.startsWith('<?xml') && /<(svg|html|script)[\s>/]/.test(text);
}

export function kindOf(mimeType: string): FileKind {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType.startsWith('audio/')) return 'audio';
  if (ARCHIVE_MIME.test(mimeType)) return 'archive';
  if (DOCUMENT_MIME.test(mimeType)) return 'document';
  return 'other';
}

/** Decides from the first bytes (up to SNIFF_BYTES) and the name. */
export async function classify(head: Buffer, name: string): Promise<Classified> {
  const extension = extensionOf(name);
  if (REFUSED_EXTENSIONS.has(extension)) return { refused: true };
  const detected = head.length > 0 ? await (await fileType()).fileTypeFromBuffer(head) : undefined;
  if (detected) {
    if (REFUSED_MIME.has(detected.mime)) return { refused: true };
    // Reports a PE's or ELF's mime under other names in some versions: the magic numbers settle it.
    if (head.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) return { refused: true };
    if (detected.mime === 'application/xml' && looksLikeMarkupOrScript(head)) return { refused: true };
    return { refused: false, mimeType: detected.mime, kind: kindOf(detected.mime) };
  }
  if (head.subarray(0, 2).toString('latin1') === 'MZ' || looksLikeMarkupOrScript(head)) return { refused: true };
  const known = TEXT_TYPES[extension];
  if (known) return { refused: false, mimeType: known[0], kind: known[1] };
  return { refused: false, mimeType: 'application/octet-stream', kind: 'other' };
}

/** Refused by its name alone: launchers, scripts and pages (what an upload of that name would be refused for). */
export const refusedExtension = (name: string) => REFUSED_EXTENSIONS.has(extensionOf(name));

/** Extensions that name the same type under another spelling. */
const SAME_TYPE = [
  ['jpg', 'jpeg', 'jpe', 'jfif'],
  ['tif', 'tiff'],
  ['htm', 'html'],
  ['yml', 'yaml'],
  ['mpg', 'mpeg'],
  ['txt', 'text', 'log'],
];

/**
 * Whether renaming a file of `mimeType` from `from` to `to` keeps an extension that says what it contains: the same
 * extension (any case), another spelling of it (`.jpg`, `.jpeg`), or one the upload files under the same type
 * (`app.ts` and `app.py` are both plain text; a PNG named `photo.txt` may become `photo.png`, never `photo.pdf`).
 */
export function extensionFits(from: string, to: string, mimeType: string): boolean {
  const before = extensionOf(from);
  const after = extensionOf(to);
  if (before === after) return true;
  if (after === '') return false;
  if (SAME_TYPE.some((spellings) => spellings.includes(before) && spellings.includes(after))) return true;
  const textType = TEXT_TYPES[after]?.[0];
  if (textType) return textType === mimeType;
  // A detected type's own extension: image/png is .png, application/pdf .pdf, video/mp4 .mp4.
  const subtype = mimeType.split('/')[1]?.replace(/^(x-|vnd\.)/, '') ?? '';
  return subtype === after;
}
