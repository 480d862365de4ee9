import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { extname, isAbsolute, join, posix, relative, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { Storage } from '../../platform/storage/storage';
import { receiveFile, type ReceivedFile } from '../../platform/uploads/store-upload';

/**
 * A courseware's folder in a content pack (a SCORM package, an HLS stream), copied into storage
 * file by file and served back at `/courseware/files/<coursewareId>/<path>` (decision 0062).
 */

/** Most files and bytes one folder may hold. */
const MAX_FOLDER_FILES = 5_000;
const MAX_FOLDER_BYTES = 2 * 1024 ** 3;

export const SCORM_MANIFEST = 'imsmanifest.xml';

export type FolderFile = { path: string; file: ReceivedFile; mime: string };

export type TScormVersion = '1.2' | '2004';
export type ScormManifest = { version: TScormVersion; launch: string };

/** Content types of what SCORM packages and HLS streams hold; anything else is a download. */
const MIME_BY_EXTENSION: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsd': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.swf': 'application/x-shockwave-flash',
};

export const mimeOfPath = (path: string) =>
  MIME_BY_EXTENSION[extname(path).toLowerCase()] ?? 'application/octet-stream';

/**
 * A requested path inside a folder, as stored: '/'-separated, without empty, '.' or '..'
 * segments; null when it could leave the folder.
 */
export const folderPathOf = (requested: string) => {
  if (requested.includes('\\') || requested.includes('\0')) return null;
  const segments = requested.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return null;
  }
  return segments.join('/');
};

/** Every regular file under `folder` (symbolic links are not followed), relative and sorted. */
const filesUnder = async (folder: string, base = ''): Promise<string[]> => {
  const found: string[] = [];
  for (const entry of (await readdir(join(folder, base), { withFileTypes: true })).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = base === '' ? entry.name : `${base}/${entry.name}`;
    if (entry.isDirectory()) found.push(...(await filesUnder(folder, path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
};

/** The pack's folder on disk, refused when it leaves the pack's own folder or is no folder. */
export const packFolderOf = async (packDir: string, folder: string) => {
  const absolute = resolve(packDir, folder);
  const inside = relative(packDir, absolute);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
    throw new Error(`Folder ${folder} is outside the pack's folder`);
  }
  const info = await lstat(absolute);
  if (!info.isDirectory()) throw new Error(`Folder ${folder} is not a folder`);
  return absolute;
};

/** Copies every file of the folder into storage; a failure removes what was stored. */
export const receiveFolder = async (storage: Storage, folder: string): Promise<FolderFile[]> => {
  const paths = await filesUnder(folder);
  if (paths.length > MAX_FOLDER_FILES) {
    throw new Error(`Folder ${folder} holds more than ${MAX_FOLDER_FILES} files`);
  }
  const received: FolderFile[] = [];
  let bytes = 0;
  try {
    for (const path of paths) {
      const file = await receiveFile(
        storage,
        createReadStream(join(folder, path)),
        posix.basename(path),
      );
      received.push({ path, file, mime: mimeOfPath(path) });
      bytes += file.size;
      if (bytes > MAX_FOLDER_BYTES) throw new Error(`Folder ${folder} holds more than 2 GB`);
    }
  } catch (error) {
    await Promise.all(received.map(({ file }) => storage.delete(file.key)));
    throw error;
  }
  return received;
};

const manifestParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  isArray: (name) => ['organization', 'item', 'resource'].includes(name),
  processEntities: false,
});

type ManifestItem = { '@identifierref'?: string; item?: ManifestItem[] };
type ManifestResource = {
  '@identifier'?: string;
  '@href'?: string;
  '@base'?: string;
  '@scormType'?: string;
  '@scormtype'?: string;
};
type Manifest = {
  manifest?: {
    '@base'?: string;
    metadata?: { schemaversion?: string | number };
    organizations?: {
      '@default'?: string;
      organization?: (ManifestItem & { '@identifier'?: string })[];
    };
    resources?: { '@base'?: string; resource?: ManifestResource[] };
  };
};

/** The first item of the organisation, depth first, that launches a resource. */
const firstLaunchedRef = (items: ManifestItem[] = []): string | undefined => {
  for (const item of items) {
    const ref = item['@identifierref'] ?? firstLaunchedRef(item.item);
    if (ref) return ref;
  }
  return undefined;
};

/**
 * Reads a SCORM package's manifest: its version (schemaversion '1.2', or '2004 …' / 'CAM 1.3';
 * else the adlcp namespace it declares) and its launch file, the resource of the default
 * organisation's first item (else the first SCO with an href), with the xml:base folders.
 */
export const parseScormManifest = (xml: string): ScormManifest => {
  const { manifest } = manifestParser.parse(xml) as Manifest;
  if (!manifest) throw new Error('imsmanifest.xml has no manifest element');
  const schemaVersion = String(manifest.metadata?.schemaversion ?? '').trim();
  const version: TScormVersion =
    schemaVersion === '1.2' || (schemaVersion === '' && xml.includes('adlcp_rootv1p2'))
      ? '1.2'
      : schemaVersion.includes('2004') ||
          schemaVersion.includes('1.3') ||
          xml.includes('adlcp_v1p3')
        ? '2004'
        : '1.2';
  const organisations = manifest.organizations?.organization ?? [];
  const organisation =
    organisations.find((org) => org['@identifier'] === manifest.organizations?.['@default']) ??
    organisations[0];
  const resources = manifest.resources?.resource ?? [];
  const ref = organisation ? firstLaunchedRef(organisation.item) : undefined;
  const resource =
    resources.find((candidate) => candidate['@identifier'] === ref && candidate['@href']) ??
    resources.find(
      (candidate) =>
        (candidate['@scormType'] ?? candidate['@scormtype'])?.toLowerCase() === 'sco' &&
        candidate['@href'],
    );
  if (!resource?.['@href']) throw new Error('imsmanifest.xml names no launch file');
  const launch = posix.normalize(
    [manifest['@base'], manifest.resources?.['@base'], resource['@base'], resource['@href']]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join('/')
      // A launch file's query string (parameters to the SCO) is not part of its path.
      .replace(/[?#].*$/, ''),
  );
  return { version, launch };
};

/** The package's manifest, read from its folder in the pack. */
export const readScormManifest = async (folder: string) =>
  parseScormManifest(await readFile(join(folder, SCORM_MANIFEST), 'utf8'));
