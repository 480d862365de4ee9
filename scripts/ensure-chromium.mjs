// End-to-end tests drive Debian's Chromium (STACK.md) and compare screenshots of the client
// (apps/web/e2e/visual): install Chromium and the fonts it draws the client with, with apt-get,
// when missing, so a fresh machine draws the same pixels as the one that made the baselines.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The fonts the client's font stack resolves to in Chromium on Linux (check with `fc-match`):
 * Arial is Liberation Sans (Latin text), Chinese, Japanese and Korean fall back to Noto Sans CJK,
 * and DejaVu is fontconfig's sans-serif and monospace for whatever is left (digits of the
 * calculator, symbols). Each Debian package with a family it must provide.
 */
const FONTS = [
  { pkg: 'fonts-liberation', family: 'Liberation Sans' },
  { pkg: 'fonts-noto-cjk', family: 'Noto Sans CJK SC' },
  { pkg: 'fonts-dejavu-core', family: 'DejaVu Sans' },
  // Thai (th): fontconfig's sans-serif for lang=th resolves to Loma.
  { pkg: 'fonts-thai-tlwg', family: 'Loma' },
];

/** Whether fontconfig knows `family` (fc-list prints one line per face it has). */
const hasFont = (family) => {
  try {
    return (
      execSync(`fc-list ${JSON.stringify(`${family}:`)} family`, { encoding: 'utf8' }).trim()
        .length > 0
    );
  } catch {
    return false; // no fontconfig yet: Chromium's install brings it
  }
};

/** ffmpeg makes the fake camera's pictures of the proctoring specs (e2e/support/fake-media.ts). */
const hasFfmpeg = () => {
  try {
    execSync('ffmpeg -version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missing = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium']),
  ...(hasFfmpeg() ? [] : ['ffmpeg']),
  ...FONTS.filter((font) => !hasFont(font.family)).map((font) => font.pkg),
];

if (missing.length > 0) {
  console.log(`Installing ${missing.join(', ')} with apt-get (Chromium at ${CHROMIUM})`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update`, { stdio: 'inherit' });
  execSync(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing.join(' ')}`,
    { stdio: 'inherit' },
  );
  // A font installed after Chromium's first start is seen once fontconfig's cache is rebuilt.
  execSync('fc-cache -f', { stdio: 'inherit' });
}
